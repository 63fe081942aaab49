import type { IssueSeverity, IssueStatus } from '@crucible/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueEvents, issueScans, issues } from '../../db/schema';
import {
  describeSource,
  type SeverityOverrides,
  type SeveritySource,
} from '../severity-overrides/effective';
import { emitWebhookEvents } from '../webhooks/emit';
import {
  vulnerabilityCreated,
  vulnerabilityRegressed,
  vulnerabilityStatusChanged,
} from '../webhooks/events';
import type { IssueChange } from './derive';
import { textArray } from './list-filters';

/*
 * The writes of one scan's derivation, each one statement over every plugin of the scan: the
 * per-scan rates, the evidence, the issues' counts, statuses and severities, removals, timeline
 * events and the webhook deliveries of the scan's changes.
 */

export type DerivationContext = {
  scanId: string;
  scanAt: Date;
  organizationId: string;
  teamId: string;
  targetId: string;
  /** The per-plugin severities of the scan's template. */
  templates: Map<string, IssueSeverity>;
  /** The organization's and the target's overrides of the scan's plugins, loaded once. */
  overrides: SeverityOverrides;
  /** The custom policies the scan ran, as it ran them (`severityOf`'s `policyCopy`). */
  policyCopies: Map<string, IssueSeverity>;
};

/** An issue's effective severity after a recorded scan, and the template severity it used. */
export type SeverityAfter = {
  severity: IssueSeverity;
  template: IssueSeverity | null;
  /** Where the severity came from, for the timeline. */
  source: SeveritySource;
};

/** What the derivation does for one plugin of the scan. */
export type Plan = {
  pluginId: string;
  result: { passed: number; failed: number };
  /** The issue (existing or just created); null when there is none to touch. */
  issueId: string | null;
  previousStatus: IssueStatus | null;
  /** The issue's severity before the scan; null for a new issue. */
  previousSeverity: IssueSeverity | null;
  change: IssueChange;
  /** Set when the scan is recorded on the issue; null leaves severity and template as they are. */
  severity: SeverityAfter | null;
};

type Applied = Plan & { issueId: string };

/** The scan as an actor on an issue's timeline. */
export const scanActorName = (scanId: string) => `Scan ${scanId.slice(0, 8)}`;

const uuidArray = (values: readonly string[]) => sql`${sql.param(values)}::uuid[]`;

export async function applyPlans(tx: Db, context: DerivationContext, plans: Plan[]) {
  const touched = plans.filter(
    (plan): plan is Applied => plan.issueId !== null && plan.change.scan !== null,
  );
  if (touched.length === 0) return;
  const recorded = touched.filter((plan) => plan.change.scan === 'record');
  const withdrawn = touched.filter((plan) => plan.change.scan === 'withdraw');
  await recordRates(tx, context, recorded);
  if (withdrawn.length > 0) {
    await tx.delete(issueScans).where(
      and(
        eq(issueScans.scanId, context.scanId),
        inArray(
          issueScans.issueId,
          withdrawn.map((plan) => plan.issueId),
        ),
      ),
    );
  }
  await recordEvidence(tx, context, touched, recorded);
  const kept = touched.filter((plan) => !plan.change.remove);
  await updateIssues(tx, context, kept);
  const removed = touched.filter((plan) => plan.change.remove);
  if (removed.length > 0) {
    await tx.delete(issues).where(
      inArray(
        issues.id,
        removed.map((plan) => plan.issueId),
      ),
    );
  }
  await recordEvents(tx, context, kept);
  await emitChanges(tx, context, kept);
}

/** The scan's rate for each plugin; a retried scan's row takes its new numbers and time. */
async function recordRates(tx: Db, context: DerivationContext, plans: Applied[]) {
  if (plans.length === 0) return;
  await tx
    .insert(issueScans)
    .values(
      plans.map((plan) => {
        const total = plan.result.passed + plan.result.failed;
        return {
          issueId: plan.issueId,
          scanId: context.scanId,
          organizationId: context.organizationId,
          scannedAt: context.scanAt,
          failed: plan.result.failed,
          total,
          asr: plan.result.failed / total,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [issueScans.issueId, issueScans.scanId],
      set: {
        scannedAt: sql`excluded.scanned_at`,
        failed: sql`excluded.failed`,
        total: sql`excluded.total`,
        asr: sql`excluded.asr`,
      },
    });
}

/**
 * Evidence of the scan that no longer fails goes (a retried probe that passed, a withdrawn
 * plugin); every failing probe of a recorded plugin is evidence, seen when it last finished.
 */
async function recordEvidence(
  tx: Db,
  context: DerivationContext,
  touched: Applied[],
  recorded: Applied[],
) {
  await tx.execute(sql`
    delete from issue_evidence e
    where e.scan_id = ${context.scanId}
      and e.issue_id = any(${uuidArray(touched.map((plan) => plan.issueId))})
      and not exists (select 1 from scan_probes p where p.id = e.probe_id and p.outcome = 'fail')`);
  if (recorded.length === 0) return;
  await tx.execute(sql`
    insert into issue_evidence (issue_id, organization_id, scan_id, probe_id, strategy_id, seen_at)
    select m.issue_id, ${context.organizationId}::uuid, p.scan_id, p.id, p.strategy_id,
      coalesce(p.finished_at, ${context.scanAt.toISOString()}::timestamptz)
    from scan_probes p
    join unnest(${textArray(recorded.map((plan) => plan.pluginId))},
                ${uuidArray(recorded.map((plan) => plan.issueId))}) m(plugin_id, issue_id)
      on m.plugin_id = p.plugin_id
    where p.scan_id = ${context.scanId} and p.status = 'done' and p.outcome = 'fail'
    on conflict (probe_id) do update set seen_at = excluded.seen_at
      where issue_evidence.seen_at is distinct from excluded.seen_at`);
}

/**
 * Occurrences and first/last seen from the evidence, the latest scan time of a recorded scan,
 * the status where the scan changed it, and a recorded scan's effective and template severity.
 */
async function updateIssues(tx: Db, context: DerivationContext, plans: Applied[]) {
  if (plans.length === 0) return;
  const ids = plans.map((plan) => plan.issueId);
  const statuses = plans.map((plan) => plan.change.status);
  const scanned = plans.map((plan) => plan.change.scan === 'record');
  const severities = plans.map((plan) => plan.severity?.severity ?? null);
  const templates = plans.map((plan) => plan.severity?.template ?? null);
  await tx.execute(sql`
    update issues i set
      occurrences = coalesce(s.n, 0),
      first_seen_at = coalesce(s.first, i.first_seen_at),
      last_seen_at = coalesce(s.last, i.last_seen_at),
      last_scan_at = case when c.scanned
        then greatest(i.last_scan_at, ${context.scanAt.toISOString()}::timestamptz)
        else i.last_scan_at end,
      status = coalesce(c.status, i.status),
      severity = coalesce(c.severity, i.severity),
      template_severity = case when c.severity is null then i.template_severity
        else c.template end,
      updated_at = now()
    from unnest(${uuidArray(ids)}, ${sql.param(statuses)}::text[], ${sql.param(scanned)}::boolean[],
        ${sql.param(severities)}::text[], ${sql.param(templates)}::text[])
        c(id, status, scanned, severity, template)
      left join (
        select issue_id, count(*)::int as n, min(seen_at) as first, max(seen_at) as last
        from issue_evidence where issue_id = any(${uuidArray(ids)}) group by issue_id
      ) s on s.issue_id = c.id
    where i.id = c.id`);
}

type EventValues = typeof issueEvents.$inferInsert;

/**
 * The scan's events: opened, fixed, regressed, then a severity the scan changed on an existing
 * issue (a new template severity, or overrides the issue had not caught up with), with why.
 */
async function recordEvents(tx: Db, context: DerivationContext, plans: Applied[]) {
  const events = plans.flatMap((plan): EventValues[] => {
    const scanEvent = {
      issueId: plan.issueId,
      organizationId: context.organizationId,
      actorType: 'scan' as const,
      actorScanId: context.scanId,
      actorName: scanActorName(context.scanId),
    };
    const out: EventValues[] = [];
    if (plan.change.event !== null) {
      out.push({
        ...scanEvent,
        kind: plan.change.event,
        fromValue: plan.change.event === 'opened' ? null : plan.previousStatus,
        toValue: plan.change.status,
      });
    }
    const { severity, previousSeverity } = plan;
    if (severity && previousSeverity && previousSeverity !== severity.severity) {
      out.push({
        ...scanEvent,
        kind: 'severity',
        fromValue: previousSeverity,
        toValue: severity.severity,
        body: describeSource(severity.source, plan.pluginId),
      });
    }
    return out;
  });
  if (events.length === 0) return;
  await tx.insert(issueEvents).values(events);
}

/**
 * The scan's changes as webhook events, in the derivation's transaction: an opened issue is
 * `vulnerability.created`, a reopened one `vulnerability.regressed`, a fixed one
 * `vulnerability.status_changed` by the scan; each at its severity after the scan.
 */
async function emitChanges(tx: Db, context: DerivationContext, plans: Applied[]) {
  const events = plans.flatMap((plan) => {
    const { event, status } = plan.change;
    if (event === null) return [];
    const issue = {
      id: plan.issueId,
      teamId: context.teamId,
      targetId: context.targetId,
      pluginId: plan.pluginId,
      severity: plan.severity?.severity ?? plan.previousSeverity ?? 'medium',
    };
    if (event === 'opened') return [vulnerabilityCreated(issue, context.scanId)];
    if (event === 'regressed') return [vulnerabilityRegressed(issue, context.scanId)];
    return [
      vulnerabilityStatusChanged(issue, {
        from: plan.previousStatus,
        to: status ?? 'fixed',
        changedBy: { type: 'scan', scanId: context.scanId },
      }),
    ];
  });
  await emitWebhookEvents(tx, context.organizationId, events);
}
