import type {
  IssueDetail,
  IssueEvent,
  IssueSeverity,
  IssueStatus,
  IssueSummary,
  UpdateIssueRequest,
} from '@crucible/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { issueEvents, issues, organizationMembers, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordFalsePositiveEvidence } from '../grading-examples/from-evidence';
import { policyInfoOfIssues } from '../policies/plugin-info';
import { lockScansForRisk, rescoreRisks, type LockedScan } from '../scans/scan-risk';
import { loadSeverityOverrides, severityOf } from '../severity-overrides/effective';
import { eventsOf, getIssue, issueSummaries, type IssueScope } from './queries';
import { emitWebhookEvent } from '../webhooks/emit';
import { vulnerabilityStatusChanged } from '../webhooks/events';

/*
 * What people do to issues: set status, severity and assignee, comment, and change many at once.
 * Each change is an event with its actor, written in the transaction that makes it.
 */

type Actor = { userId: string };
type EventValues = typeof issueEvents.$inferInsert;

async function userName(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

async function userEvent(
  db: Db,
  actor: Actor,
  event: Pick<EventValues, 'issueId' | 'organizationId' | 'kind'> & Partial<EventValues>,
): Promise<EventValues> {
  return {
    ...event,
    actorType: 'user',
    actorUserId: actor.userId,
    actorName: (await userName(db, actor.userId)) ?? 'Unknown user',
  };
}

async function lockIssue(tx: Db, scope: IssueScope) {
  const [row] = await tx
    .select()
    .from(issues)
    .where(and(eq(issues.id, scope.issueId), eq(issues.organizationId, scope.organizationId)))
    .for('update');
  if (!row) throw AppError.notFound('Issue');
  return row;
}

async function assertMember(db: Db, organizationId: string, userId: string) {
  const [member] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
      ),
    );
  if (!member)
    throw AppError.invalidField('assigneeId', 'The assignee must be a member of the organization');
}

/**
 * The scans a person's severity on the issue re-scores, locked before the issue (see
 * `lockScansForRisk` on the order). An issue of another organization locks nothing here and
 * is not found by `lockIssue`.
 */
async function lockRiskOfIssue(tx: Db, scope: IssueScope): Promise<LockedScan[]> {
  const [row] = await tx
    .select({ targetId: issues.targetId, pluginId: issues.pluginId })
    .from(issues)
    .where(and(eq(issues.id, scope.issueId), eq(issues.organizationId, scope.organizationId)));
  if (!row) return [];
  return lockScansForRisk(tx, {
    organizationId: scope.organizationId,
    targetIds: [row.targetId],
    pluginIds: [row.pluginId],
  });
}

/** The issue's severity with a person's choice (null: what the overrides and plugin say). */
async function severityWith(
  tx: Db,
  issue: typeof issues.$inferSelect,
  manual: IssueSeverity | null,
): Promise<IssueSeverity> {
  const [overrides, policies] = await Promise.all([
    loadSeverityOverrides(tx, issue.organizationId, {
      targetIds: [issue.targetId],
      pluginIds: [issue.pluginId],
    }),
    policyInfoOfIssues(tx, issue.organizationId, [issue]),
  ]);
  return severityOf(overrides, {
    pluginId: issue.pluginId,
    targetId: issue.targetId,
    template: issue.templateSeverity,
    manual,
    policyCopy: policies.get(issue.id)?.severity ?? null,
  }).severity;
}

/**
 * Sets status, severity (a person's, beating every override; null goes back to the inherited
 * one) and assignee. A field sent with its current value records nothing. A severity change
 * scores the target's scans that ran the plugin again, in the same transaction.
 * `recordExamples` on a false positive (set now or before) records its evidence as grading
 * examples of the target, in the same transaction, with an `examples` event counting them.
 */
export async function updateIssue(
  db: Database,
  options: IssueScope & Actor & { changes: UpdateIssueRequest },
): Promise<IssueDetail> {
  const { changes } = options;
  if (changes.assigneeId) await assertMember(db, options.organizationId, changes.assigneeId);
  await db.transaction(async (tx) => {
    const scansToRescore = changes.severity === undefined ? [] : await lockRiskOfIssue(tx, options);
    const issue = await lockIssue(tx, options);
    const base = { issueId: issue.id, organizationId: issue.organizationId };
    const events: EventValues[] = [];
    const set: Partial<typeof issues.$inferInsert> = {};
    if (changes.status !== undefined && changes.status !== issue.status) {
      set.status = changes.status;
      events.push(
        await userEvent(tx, options, {
          ...base,
          kind: 'status',
          fromValue: issue.status,
          toValue: changes.status,
        }),
      );
    }
    const severityChanged =
      changes.severity !== undefined && changes.severity !== issue.severityOverride;
    if (severityChanged) {
      const severity = await severityWith(tx, issue, changes.severity ?? null);
      set.severityOverride = changes.severity;
      set.severity = severity;
      events.push(
        await userEvent(tx, options, {
          ...base,
          kind: 'severity',
          fromValue: issue.severity,
          toValue: severity,
        }),
      );
    }
    if (changes.assigneeId !== undefined && changes.assigneeId !== issue.assigneeId) {
      set.assigneeId = changes.assigneeId;
      events.push(
        await userEvent(tx, options, {
          ...base,
          kind: 'assignee',
          fromValue: await userName(tx, issue.assigneeId),
          toValue: await userName(tx, changes.assigneeId),
        }),
      );
    }
    if (changes.recordExamples) {
      if ((changes.status ?? issue.status) !== 'false_positive')
        throw AppError.invalidField(
          'recordExamples',
          "Only a false positive's evidence can be recorded as grading examples",
        );
      const event = await userEvent(tx, options, { ...base, kind: 'examples' });
      const recorded = await recordFalsePositiveEvidence(tx, {
        issue,
        actor: { id: options.userId, name: event.actorName },
        reason: changes.exampleReason,
      });
      events.push({ ...event, toValue: String(recorded) });
    }
    if (events.length === 0) return;
    await tx
      .update(issues)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(issues.id, issue.id));
    await tx.insert(issueEvents).values(events);
    if (set.status) {
      await emitWebhookEvent(
        tx,
        issue.organizationId,
        vulnerabilityStatusChanged(
          { ...issue, severity: set.severity ?? issue.severity },
          {
            from: issue.status,
            to: set.status,
            changedBy: { type: 'user', userId: options.userId },
          },
        ),
      );
    }
    if (severityChanged) await rescoreRisks(tx, scansToRescore);
  });
  return getIssue(db, options);
}

/** A plain-text comment (the contract trims it) as an event on the timeline. */
export async function commentOnIssue(
  db: Database,
  options: IssueScope & Actor & { body: string },
): Promise<IssueEvent> {
  const id = await db.transaction(async (tx) => {
    const issue = await lockIssue(tx, options);
    const [created] = await tx
      .insert(issueEvents)
      .values(
        await userEvent(tx, options, {
          issueId: issue.id,
          organizationId: issue.organizationId,
          kind: 'comment',
          body: options.body,
        }),
      )
      .returning({ id: issueEvents.id });
    await tx.update(issues).set({ updatedAt: new Date() }).where(eq(issues.id, issue.id));
    return created!.id;
  });
  const [event] = await eventsOf(db, options.issueId, id);
  return event!;
}

/**
 * One status for many issues, all or nothing: every id must be in the organization (the route
 * has checked the caller may update issues in each of their teams).
 */
export async function bulkUpdateIssues(
  db: Database,
  options: Actor & { organizationId: string; ids: string[]; status: IssueStatus },
): Promise<{ updated: number; items: IssueSummary[] }> {
  const ids = [...new Set(options.ids)];
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: issues.id,
        status: issues.status,
        teamId: issues.teamId,
        targetId: issues.targetId,
        pluginId: issues.pluginId,
        severity: issues.severity,
      })
      .from(issues)
      .where(and(eq(issues.organizationId, options.organizationId), inArray(issues.id, ids)))
      .orderBy(issues.id)
      .for('update');
    if (rows.length !== ids.length) throw AppError.notFound('Issue');
    const changing = rows.filter((row) => row.status !== options.status);
    if (changing.length === 0) return 0;
    await tx
      .update(issues)
      .set({ status: options.status, updatedAt: new Date() })
      .where(
        inArray(
          issues.id,
          changing.map((row) => row.id),
        ),
      );
    const template = await userEvent(tx, options, {
      issueId: '',
      organizationId: options.organizationId,
      kind: 'status',
    });
    await tx.insert(issueEvents).values(
      changing.map((row) => ({
        ...template,
        issueId: row.id,
        fromValue: row.status,
        toValue: options.status,
      })),
    );
    for (const row of changing) {
      await emitWebhookEvent(
        tx,
        options.organizationId,
        vulnerabilityStatusChanged(row, {
          from: row.status,
          to: options.status,
          changedBy: { type: 'user', userId: options.userId },
        }),
      );
    }
    return changing.length;
  });
  return { updated, items: await issueSummaries(db, options.organizationId, ids) };
}
