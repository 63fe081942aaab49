import { createHash } from 'node:crypto';
import { normaliseReply } from '@crucible/engine';
import type {
  CreateGradingExampleRequest,
  GradingExample,
  GradingExampleSource,
  GradingExpectation,
} from '@crucible/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { gradingExamples, scanProbes, scans } from '../../db/schema';
import { AppError } from '../../errors';
import { unknownPluginIds } from '../policies/plugin-info';
import { actorOf } from '../scans/scan-log';
import { findTarget } from '../targets/service';
import { toGradingExample, type TargetScope } from './queries';

/*
 * Writing grading examples: by hand, from a probe, and — through `recordGradingExamples`, in
 * their own transactions — from a review of undecided probes and a vulnerability marked a false
 * positive. One example per (target, plugin, normalised reply): a newer verdict replaces it.
 */

/** What a grading example says, before it is keyed and owned. */
export type ExampleDraft = {
  pluginId: string;
  prompt: string | null;
  output: string;
  expected: GradingExpectation;
  reason: string;
  source: GradingExampleSource;
  sourceScanId?: string | null;
  sourceProbeId?: string | null;
  sourceIssueId?: string | null;
};

/** The target an example belongs to (its team is the target's). */
export type ExampleOwner = { organizationId: string; teamId: string; targetId: string };
export type ExampleActor = { id: string | null; name: string };

const CHUNK = 500;

/** The key of a reply: SHA-256 of its normalised form; null when nothing is left to match. */
export function replyKeyOf(output: string): string | null {
  const normalised = normaliseReply(output);
  return normalised ? createHash('sha256').update(normalised).digest('hex') : null;
}

/**
 * Stores the drafts as the target's examples, one per (plugin, reply) — the first draft of a
 * reply wins — replacing an older example of the same reply (its verdict, reason, author and
 * time). Drafts whose reply has no words are skipped. Answers the rows written, in draft order.
 */
export async function recordGradingExamples(
  tx: Db,
  owner: ExampleOwner,
  actor: ExampleActor,
  drafts: readonly ExampleDraft[],
): Promise<{ id: string; created: boolean }[]> {
  const keyed = new Map<string, typeof gradingExamples.$inferInsert>();
  for (const draft of drafts) {
    const replyKey = replyKeyOf(draft.output);
    if (!replyKey || keyed.has(`${draft.pluginId}\u0000${replyKey}`)) continue;
    keyed.set(`${draft.pluginId}\u0000${replyKey}`, {
      ...owner,
      ...draft,
      replyKey,
      createdBy: actor.id,
      createdByName: actor.name,
    });
  }
  const values = [...keyed.values()];
  const written: { id: string; created: boolean }[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    const rows = await tx
      .insert(gradingExamples)
      .values(values.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [gradingExamples.targetId, gradingExamples.pluginId, gradingExamples.replyKey],
        set: {
          prompt: sql`excluded.prompt`,
          output: sql`excluded.output`,
          expected: sql`excluded.expected`,
          reason: sql`excluded.reason`,
          source: sql`excluded.source`,
          sourceScanId: sql`excluded.source_scan_id`,
          sourceProbeId: sql`excluded.source_probe_id`,
          sourceIssueId: sql`excluded.source_issue_id`,
          createdBy: sql`excluded.created_by`,
          createdByName: sql`excluded.created_by_name`,
          createdAt: sql`now()`,
          updatedAt: sql`now()`,
        },
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ id: gradingExamples.id, created: sql<boolean>`(xmax = 0)` });
    written.push(...rows);
  }
  return written;
}

/** The example a probe of a scan of this target makes: its plugin, attack and reply. */
async function draftFromProbe(
  db: Db,
  scope: TargetScope,
  probeId: string,
): Promise<Omit<ExampleDraft, 'expected' | 'reason'>> {
  const [probe] = await db
    .select({
      scanId: scanProbes.scanId,
      pluginId: scanProbes.pluginId,
      prompt: scanProbes.prompt,
      output: scanProbes.output,
    })
    .from(scanProbes)
    .innerJoin(scans, eq(scans.id, scanProbes.scanId))
    .where(
      and(
        eq(scanProbes.id, probeId),
        eq(scans.organizationId, scope.organizationId),
        eq(scans.targetId, scope.targetId),
      ),
    );
  if (!probe) throw AppError.notFound('Probe');
  if (!probe.output || !replyKeyOf(probe.output))
    throw AppError.invalidField('probeId', 'This probe has no reply to grade');
  return {
    pluginId: probe.pluginId,
    prompt: probe.prompt,
    output: probe.output,
    source: 'probe',
    sourceScanId: probe.scanId,
    sourceProbeId: probeId,
  };
}

/**
 * A person's example for the target: written by hand or said of one of its probes. Answers the
 * example and whether it is new (false: it replaced the example of the same reply).
 */
export async function createGradingExample(
  db: Database,
  options: TargetScope & { userId: string; request: CreateGradingExampleRequest },
): Promise<{ example: GradingExample; created: boolean }> {
  const { request } = options;
  const target = await findTarget(db, options);
  let draft: Omit<ExampleDraft, 'expected' | 'reason'>;
  if (request.probeId) {
    draft = await draftFromProbe(db, options, request.probeId);
  } else {
    const pluginId = request.pluginId ?? '';
    if ((await unknownPluginIds(db, options.organizationId, [pluginId])).size > 0)
      throw AppError.invalidField('pluginId', 'Unknown plugin');
    draft = {
      pluginId,
      prompt: request.prompt?.trim() ? request.prompt : null,
      output: request.output ?? '',
      source: 'manual',
    };
  }
  const actor = await actorOf(db, options.userId);
  const [written] = await db.transaction((tx) =>
    recordGradingExamples(
      tx,
      { organizationId: target.organizationId, teamId: target.teamId, targetId: target.id },
      actor,
      [{ ...draft, expected: request.expected, reason: request.reason }],
    ),
  );
  if (!written) throw AppError.invalidField('output', 'The reply is required');
  const [row] = await db.select().from(gradingExamples).where(eq(gradingExamples.id, written.id));
  return { example: toGradingExample(row!), created: written.created };
}

/** Deletes one example of the target; another target's or organization's is not found. */
export async function deleteGradingExample(
  db: Db,
  options: TargetScope & { exampleId: string },
): Promise<void> {
  const deleted = await db
    .delete(gradingExamples)
    .where(
      and(
        eq(gradingExamples.id, options.exampleId),
        eq(gradingExamples.targetId, options.targetId),
        eq(gradingExamples.organizationId, options.organizationId),
      ),
    )
    .returning({ id: gradingExamples.id });
  if (deleted.length === 0) throw AppError.notFound('Grading example');
}
