import {
  policyPluginId,
  type CustomPolicy,
  type CustomPolicyListQuery,
  type CustomPolicyValues,
} from '@crucible/shared';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { totalOf, WINDOW_TOTAL } from '../../db/page';
import { customPolicies, scanConfigs, users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import { iso } from '../../lib/time';
import { reapplySeverities } from '../severity-overrides/reapply';

/*
 * The Policy Library of an organization. Every query takes the organization: a policy of
 * another one is not found. Writes record who made the change.
 */

export type PolicyRow = typeof customPolicies.$inferSelect;
export type PolicyScope = { organizationId: string; policyId: string };

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const COLUMNS = {
  policy: customPolicies,
  createdByName: creator.name,
  updatedByName: updater.name,
};

type Selected = { policy: PolicyRow; createdByName: string | null; updatedByName: string | null };

function toPolicy({ policy, createdByName, updatedByName }: Selected): CustomPolicy {
  const ref = (userId: string | null, name: string | null) =>
    userId && name !== null ? { id: userId, name } : null;
  return {
    id: policy.id,
    organizationId: policy.organizationId,
    pluginId: policyPluginId(policy.id),
    name: policy.name,
    text: policy.text,
    severity: policy.severity,
    violatingExample: policy.violatingExample,
    compliantExample: policy.compliantExample,
    mustMatch: policy.mustMatch,
    mustNotMatch: policy.mustNotMatch,
    createdBy: ref(policy.createdBy, createdByName),
    updatedBy: ref(policy.updatedBy, updatedByName),
    createdAt: iso(policy.createdAt),
    updatedAt: iso(policy.updatedAt),
  };
}

const selectPolicies = (db: Db) =>
  db
    .select(COLUMNS)
    .from(customPolicies)
    .leftJoin(creator, eq(creator.id, customPolicies.createdBy))
    .leftJoin(updater, eq(updater.id, customPolicies.updatedBy));

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the library, by name; `q` matches the name or the rule. */
export async function listPolicies(
  db: Db,
  options: CustomPolicyListQuery & { organizationId: string },
) {
  const where: SQL | undefined = and(
    eq(customPolicies.organizationId, options.organizationId),
    options.q
      ? or(
          ilike(customPolicies.name, likePattern(options.q)),
          ilike(customPolicies.text, likePattern(options.q)),
        )
      : undefined,
  );
  const rows = await db
    .select({ ...COLUMNS, matching: WINDOW_TOTAL })
    .from(customPolicies)
    .leftJoin(creator, eq(creator.id, customPolicies.createdBy))
    .leftJoin(updater, eq(updater.id, customPolicies.updatedBy))
    .where(where)
    .orderBy(asc(sql`lower(${customPolicies.name})`), asc(customPolicies.id))
    .limit(options.limit)
    .offset(options.offset);
  return {
    items: rows.map(toPolicy),
    total: await totalOf(rows, options.offset, () =>
      db.select({ total: count() }).from(customPolicies).where(where),
    ),
    limit: options.limit,
    offset: options.offset,
  };
}

export async function getPolicy(db: Db, scope: PolicyScope): Promise<CustomPolicy> {
  const [row] = await selectPolicies(db).where(
    and(
      eq(customPolicies.id, scope.policyId),
      eq(customPolicies.organizationId, scope.organizationId),
    ),
  );
  if (!row) throw AppError.notFound('Policy');
  return toPolicy(row);
}

/** The organization's policies among `ids` (unknown ids are left out). */
export async function findPolicies(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PolicyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customPolicies)
    .where(
      and(eq(customPolicies.organizationId, organizationId), inArray(customPolicies.id, [...ids])),
    );
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.conflict('A policy with this name already exists', 'name');
    }
    throw error;
  }
}

const valuesOf = (input: CustomPolicyValues) => ({
  name: input.name,
  text: input.text,
  severity: input.severity,
  violatingExample: input.violatingExample ?? null,
  compliantExample: input.compliantExample ?? null,
  mustMatch: input.mustMatch,
  mustNotMatch: input.mustNotMatch,
});

export async function createPolicy(
  db: Db,
  options: { organizationId: string; userId: string; input: CustomPolicyValues },
): Promise<CustomPolicy> {
  const [row] = await uniqueName(() =>
    db
      .insert(customPolicies)
      .values({
        organizationId: options.organizationId,
        ...valuesOf(options.input),
        createdBy: options.userId,
        updatedBy: options.userId,
      })
      .returning({ id: customPolicies.id }),
  );
  if (!row) throw new Error('policy insert returned nothing');
  return getPolicy(db, { organizationId: options.organizationId, policyId: row.id });
}

/**
 * Replaces a policy. A new severity is its plugin's default severity (the least specific layer
 * of the precedence), so it is re-applied to the policy's vulnerabilities as an override change
 * is (`reapplySeverities`: each takes its effective severity with a `severity` event by the
 * editor, and the scans that ran the policy are scored again), in the same transaction.
 */
export async function updatePolicy(
  db: Db,
  options: PolicyScope & { userId: string; input: CustomPolicyValues },
): Promise<CustomPolicy> {
  const scope = and(
    eq(customPolicies.id, options.policyId),
    eq(customPolicies.organizationId, options.organizationId),
  );
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ severity: customPolicies.severity })
      .from(customPolicies)
      .where(scope)
      .for('update');
    if (!before) throw AppError.notFound('Policy');
    await uniqueName(() =>
      tx
        .update(customPolicies)
        .set({ ...valuesOf(options.input), updatedBy: options.userId, updatedAt: new Date() })
        .where(scope),
    );
    if (before.severity === options.input.severity) return;
    await reapplySeverities(tx, {
      organizationId: options.organizationId,
      userId: options.userId,
      pluginIds: [policyPluginId(options.policyId)],
    });
  });
  return getPolicy(db, options);
}

/** Scan templates of the organization that list the policy's plugin, by name. */
async function templatesUsing(db: Db, scope: PolicyScope): Promise<string[]> {
  const pluginId = policyPluginId(scope.policyId);
  const rows = await db
    .select({ name: scanConfigs.name })
    .from(scanConfigs)
    .where(
      and(
        eq(scanConfigs.organizationId, scope.organizationId),
        sql`(${scanConfigs.config}->'plugins' @> ${JSON.stringify([pluginId])}::jsonb
          or ${scanConfigs.config}->'plugins' @> ${JSON.stringify([{ id: pluginId }])}::jsonb)`,
      ),
    )
    .orderBy(asc(scanConfigs.name));
  return rows.map((row) => row.name);
}

/**
 * Deletes a policy that no scan template lists (a template would fail to start; the answer
 * names them). Past scans keep their copy of it, and its vulnerabilities stay.
 */
export async function deletePolicy(db: Db, scope: PolicyScope): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: customPolicies.id })
      .from(customPolicies)
      .where(
        and(
          eq(customPolicies.id, scope.policyId),
          eq(customPolicies.organizationId, scope.organizationId),
        ),
      )
      .for('update');
    if (!found) throw AppError.notFound('Policy');
    const templates = await templatesUsing(tx, scope);
    if (templates.length > 0) {
      throw AppError.conflict(
        `Scan templates use this policy: ${templates.slice(0, 5).join(', ')}${templates.length > 5 ? ` and ${templates.length - 5} more` : ''}. Remove it from them first.`,
      );
    }
    await tx.delete(customPolicies).where(eq(customPolicies.id, scope.policyId));
  });
}
