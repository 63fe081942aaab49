import {
  PublicTargetConfigSchema,
  type CreateTargetRequest,
  type Target,
  type TargetSummary,
  type UpdateTargetRequest,
} from '@crucible/shared';
import { DEMO_TARGET_PROFILE, DEMO_TARGET_PURPOSE } from '@crucible/engine';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { targets } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import { openJson, sealJson, type SecretBox } from '../../lib/secret-box';
import { iso } from '../../lib/time';
import {
  assertNoCredentialHeaders,
  carriesStoredSecrets,
  endpointOrigin,
  keepsStoredSecrets,
  mergeSecrets,
  secretsSetOf,
  type TargetSecrets,
} from './secrets';

export type TargetRow = typeof targets.$inferSelect;
type TargetScope = { organizationId: string; targetId: string };

export function toTarget(row: Omit<TargetRow, 'secretsEncrypted'>): Target {
  return {
    id: row.id,
    organizationId: row.organizationId,
    teamId: row.teamId,
    name: row.name,
    type: row.type,
    purpose: row.purpose,
    config: row.config,
    secretsSet: row.secretsSet,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const duplicateName = () =>
  AppError.conflict('A target with this name already exists in this team', 'name');

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function listTargets(
  db: Database,
  options: { organizationId: string; teamId: string },
): Promise<TargetSummary[]> {
  return (await targetsOfTeam(db).execute(options)).map(({ url, model, baseUrl, ...row }) => ({
    ...row,
    endpoint: url ?? (model === null ? null : `${model} · ${baseUrl ?? ''}`),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

// A list reads where each target's traffic goes out of its configuration, not the whole of it.
const targetsOfTeam = preparedPer((db: Database) =>
  db
    .select({
      id: targets.id,
      organizationId: targets.organizationId,
      teamId: targets.teamId,
      name: targets.name,
      type: targets.type,
      purpose: targets.purpose,
      createdBy: targets.createdBy,
      createdAt: targets.createdAt,
      updatedAt: targets.updatedAt,
      url: sql<string | null>`${targets.config}->>'url'`,
      model: sql<string | null>`${targets.config}->>'model'`,
      baseUrl: sql<string | null>`${targets.config}->>'baseUrl'`,
    })
    .from(targets)
    .where(
      and(
        eq(targets.organizationId, sql.placeholder('organizationId')),
        eq(targets.teamId, sql.placeholder('teamId')),
      ),
    )
    .orderBy(asc(targets.name))
    .prepare('targets_of_team'),
);

/** The target's row within the caller's organization; another organization's is not found. */
export async function findTarget(db: Db, scope: TargetScope): Promise<TargetRow> {
  const [row] = await db
    .select()
    .from(targets)
    .where(and(eq(targets.id, scope.targetId), eq(targets.organizationId, scope.organizationId)));
  if (!row) throw AppError.notFound('Target');
  return row;
}

/** For the ability guard: the team a target belongs to (404 outside the organization). */
export async function teamOfTarget(db: Db, scope: TargetScope): Promise<string> {
  return (await findTarget(db, scope)).teamId;
}

export async function getTarget(db: Db, scope: TargetScope): Promise<Target> {
  return toTarget(await findTarget(db, scope));
}

export function openTargetSecrets(box: SecretBox, row: TargetRow): TargetSecrets {
  return openJson<TargetSecrets>(box, row.secretsEncrypted) ?? {};
}

function columnsOf(box: SecretBox, request: UpdateTargetRequest, secrets: TargetSecrets) {
  return {
    name: request.name,
    type: request.config.type,
    purpose: request.purpose || null,
    config: request.config,
    secretsEncrypted: sealJson(box, secrets),
    secretsSet: secretsSetOf(secrets),
  };
}

export async function createTarget(
  db: Db,
  box: SecretBox,
  options: { organizationId: string; userId: string; request: CreateTargetRequest },
): Promise<Target> {
  const { request } = options;
  assertNoCredentialHeaders(request.config);
  const secrets = mergeSecrets({}, request.secrets, request.config);
  const [row] = await uniqueName(() =>
    db
      .insert(targets)
      .values({
        ...columnsOf(box, request, secrets),
        organizationId: options.organizationId,
        teamId: request.teamId,
        createdBy: options.userId,
      })
      .returning(),
  );
  if (!row) throw new Error('target insert returned nothing');
  return toTarget(row);
}

export async function updateTarget(
  db: Db,
  box: SecretBox,
  options: TargetScope & { request: UpdateTargetRequest },
): Promise<Target> {
  const { request } = options;
  assertNoCredentialHeaders(request.config);
  return db.transaction(async (tx) => {
    const current = await findTarget(tx, options);
    // Decrypt only when something is kept: re-sending every secret works even after a key loss.
    const keeps = keepsStoredSecrets(current.secretsSet, request.secrets);
    // A kept secret never follows the target to another host: whoever may edit a target must
    // not be able to redirect its stored key to a server of their own.
    const moved = endpointOrigin(current.config) !== endpointOrigin(request.config);
    if (moved && carriesStoredSecrets(current.secretsSet, request.secrets, request.config)) {
      throw AppError.invalidField(
        'secrets',
        "Enter the target's secrets again when its address changes: stored secrets are never sent to a new host",
      );
    }
    const stored = keeps ? openTargetSecrets(box, current) : {};
    const secrets = mergeSecrets(stored, request.secrets, request.config);
    const [row] = await uniqueName(() =>
      tx
        .update(targets)
        .set({ ...columnsOf(box, request, secrets), updatedAt: new Date() })
        .where(
          and(eq(targets.id, options.targetId), eq(targets.organizationId, options.organizationId)),
        )
        .returning(),
    );
    if (!row) throw AppError.notFound('Target');
    return toTarget(row);
  });
}

export async function deleteTarget(db: Db, scope: TargetScope): Promise<void> {
  const deleted = await db
    .delete(targets)
    .where(and(eq(targets.id, scope.targetId), eq(targets.organizationId, scope.organizationId)))
    .returning({ id: targets.id });
  if (deleted.length === 0) throw AppError.notFound('Target');
}

export const DEMO_TARGET_NAME = 'Demo bank assistant';

/**
 * The built-in vulnerable assistant as a target of `team`, so a new organization can scan at
 * once. It runs in process (`type: demo`); no secrets, so no key is needed to create it.
 */
export async function createDemoTarget(
  db: Db,
  options: { organizationId: string; teamId: string; createdBy?: string | null },
): Promise<Target> {
  const [row] = await db
    .insert(targets)
    .values({
      organizationId: options.organizationId,
      teamId: options.teamId,
      name: DEMO_TARGET_NAME,
      type: 'demo',
      purpose: DEMO_TARGET_PURPOSE,
      config: PublicTargetConfigSchema.parse({ type: 'demo', profile: DEMO_TARGET_PROFILE }),
      createdBy: options.createdBy ?? null,
    })
    .returning();
  if (!row) throw new Error('demo target insert returned nothing');
  return toTarget(row);
}
