import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { issues } from '../../db/schema';
import { issueEvidence, scanProbes } from '../../db/schema';
import { recordGradingExamples, type ExampleActor } from './service';

/** The reason of examples recorded from a false positive, when the person gives none. */
export const FALSE_POSITIVE_REASON = 'Marked a false positive';

/**
 * A vulnerability marked a false positive: every distinct reply of its evidence (all of it, not
 * only the page shown) becomes a grading example of its target, expected to pass, so later
 * scans grade the same replies pass. Runs in the caller's transaction; answers how many
 * examples were written (new or replacing the example of the same reply).
 */
export async function recordFalsePositiveEvidence(
  tx: Db,
  options: {
    issue: Pick<typeof issues.$inferSelect, 'id' | 'organizationId' | 'teamId' | 'targetId'>;
    actor: ExampleActor;
    reason?: string | undefined;
  },
): Promise<number> {
  const { issue } = options;
  const evidence = await tx
    .select({
      scanId: issueEvidence.scanId,
      probeId: issueEvidence.probeId,
      pluginId: scanProbes.pluginId,
      prompt: scanProbes.prompt,
      output: scanProbes.output,
    })
    .from(issueEvidence)
    .innerJoin(scanProbes, eq(scanProbes.id, issueEvidence.probeId))
    .where(eq(issueEvidence.issueId, issue.id))
    // The latest sighting of a reply is the one its example points to.
    .orderBy(desc(issueEvidence.seenAt), desc(issueEvidence.probeId));
  const written = await recordGradingExamples(
    tx,
    { organizationId: issue.organizationId, teamId: issue.teamId, targetId: issue.targetId },
    options.actor,
    evidence.map((probe) => ({
      pluginId: probe.pluginId,
      prompt: probe.prompt,
      output: probe.output ?? '',
      expected: 'pass' as const,
      reason: options.reason ?? FALSE_POSITIVE_REASON,
      source: 'false_positive' as const,
      sourceScanId: probe.scanId,
      sourceProbeId: probe.probeId,
      sourceIssueId: issue.id,
    })),
  );
  return written.length;
}
