import {
  getPlugin,
  getStrategy,
  isPolicyPluginId,
  plannedPlugins,
  scoreRisk,
  type ProbeOutcome,
  type Severity,
} from '@crucible/engine';
import type { RedteamBlock, ScanRisk } from '@crucible/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues, scans } from '../../db/schema';
import {
  loadSeverityOverrides,
  severityOf,
  type SeverityOverrides,
} from '../severity-overrides/effective';
import { policyEntrySeverities, policySeveritiesOf } from '../policies/plugin-info';
import { toEngineConfig } from './engine-config';
import { rowsOf } from './pipeline/probe-queries';

/*
 * A scan's risk (the engine's `scoreRisk`) from its per-cell counts, with each plugin at its
 * effective severity on the scan's target: the template's severity, then the organization's and
 * the target's overrides and a person's severity on the target's vulnerability. An override
 * change scores the scans that ran the plugin again, so the target's risk follows it.
 */

export type RiskCell = {
  pluginId: string;
  strategyId: string;
  outcome: ProbeOutcome['outcome'];
  n: number;
};

/** The engine's risk report from per-cell counts, each plugin at the severity given. */
export function riskOf(
  cells: RiskCell[],
  severities: Map<string, Severity>,
  label: string,
): ScanRisk {
  const outcomes: ProbeOutcome[] = [];
  for (const cell of cells) {
    const plugin = getPlugin(cell.pluginId);
    const strategy = getStrategy(cell.strategyId);
    const outcome: ProbeOutcome = {
      pluginId: cell.pluginId,
      // A custom policy (`policy:<id>`) is a compliance rule.
      category: plugin?.category ?? (isPolicyPluginId(cell.pluginId) ? 'compliance' : 'unknown'),
      severity: severities.get(cell.pluginId) ?? plugin?.severity ?? 'medium',
      strategyId: cell.strategyId,
      complexity: strategy?.complexity ?? 'low',
      needsLlm: strategy?.needsLlm ?? false,
      outcome: cell.outcome,
    };
    for (let i = 0; i < cell.n; i++) outcomes.push(outcome);
  }
  const report = scoreRisk(outcomes, label);
  return {
    score: report.target.score,
    level: report.target.level,
    plugins: report.plugins.map(({ id, score, level, asr, failed, total }) => ({
      id,
      score,
      level,
      asr,
      failed,
      total,
    })),
  };
}

export async function riskCells(db: Db, scanId: string): Promise<RiskCell[]> {
  return rowsOf<RiskCell>(
    await db.execute(sql`
      select plugin_id as "pluginId", strategy_id as "strategyId", outcome, count(*)::int as n
      from scan_probes where scan_id = ${scanId} and status = 'done'
      group by plugin_id, strategy_id, outcome`),
  );
}

/**
 * The per-plugin severities the scan's template set. A custom policy's own severity is its
 * plugin's default, not the template's: only a `severity` on its entry counts here. A stored
 * configuration that no longer validates (a plugin since removed from the catalogue) sets none.
 */
export function templateSeverities(block: RedteamBlock): Map<string, Severity> {
  try {
    const policyEntries = policyEntrySeverities(block);
    return new Map(
      plannedPlugins(toEngineConfig(block)).flatMap((p) => {
        const severity = p.policy ? policyEntries.get(p.id) : p.severity;
        return severity ? [[p.id, severity] as const] : [];
      }),
    );
  } catch {
    return new Map();
  }
}

/** What scoring needs beyond the scan: the overrides and people's severities on vulnerabilities. */
type SeverityContext = {
  overrides: SeverityOverrides;
  manual: Map<string, Severity>;
};

const manualKey = (targetId: string, pluginId: string) => `${targetId}\u0000${pluginId}`;

async function severityContext(
  db: Db,
  organizationId: string,
  targetIds: string[],
  pluginIds?: string[],
): Promise<SeverityContext> {
  const [overrides, manualRows] = await Promise.all([
    loadSeverityOverrides(db, organizationId, { targetIds, ...(pluginIds ? { pluginIds } : {}) }),
    targetIds.length === 0
      ? []
      : db
          .select({
            targetId: issues.targetId,
            pluginId: issues.pluginId,
            severity: issues.severityOverride,
          })
          .from(issues)
          .where(
            and(
              eq(issues.organizationId, organizationId),
              inArray(issues.targetId, targetIds),
              isNotNull(issues.severityOverride),
              pluginIds ? inArray(issues.pluginId, pluginIds) : undefined,
            ),
          ),
  ]);
  const manual = new Map(
    manualRows.map((row) => [manualKey(row.targetId, row.pluginId), row.severity!] as const),
  );
  return { overrides, manual };
}

type ScoredScan = Pick<
  typeof scans.$inferSelect,
  'id' | 'organizationId' | 'targetId' | 'targetName' | 'config'
>;

function severitiesOf(context: SeverityContext, scan: ScoredScan, pluginIds: Iterable<string>) {
  const template = templateSeverities(scan.config);
  const policyCopies = policySeveritiesOf(scan.config);
  const severities = new Map<string, Severity>();
  for (const pluginId of new Set(pluginIds)) {
    const targetId = scan.targetId ?? '';
    const { severity } = severityOf(context.overrides, {
      pluginId,
      targetId,
      template: template.get(pluginId) ?? null,
      manual: context.manual.get(manualKey(targetId, pluginId)) ?? null,
      policyCopy: policyCopies.get(pluginId) ?? null,
    });
    severities.set(pluginId, severity);
  }
  return severities;
}

/**
 * The effective severity of each of `pluginIds` on the scan's target: what its risk is scored
 * with (and its report; `modules/reports`).
 */
export async function scanSeverities(
  db: Db,
  scan: ScoredScan,
  pluginIds: readonly string[],
): Promise<Map<string, Severity>> {
  const ids = [...new Set(pluginIds)];
  if (ids.length === 0) return new Map();
  const context = await severityContext(
    db,
    scan.organizationId,
    scan.targetId ? [scan.targetId] : [],
    ids,
  );
  return severitiesOf(context, scan, ids);
}

/** A scan's risk from its finished probes, at the plugins' effective severities. */
export async function scoreScan(db: Db, scan: ScoredScan, cells: RiskCell[]): Promise<ScanRisk> {
  const severities = await scanSeverities(
    db,
    scan,
    cells.map((cell) => cell.pluginId),
  );
  return riskOf(cells, severities, scan.targetName);
}

export type LockedScan = ScoredScan & { risk: ScanRisk | null };

/**
 * The scored scans (of `targetIds`, or of the whole organization, a deleted target's included)
 * that ran one of `pluginIds`,
 * locked in id order. Lock them before the vulnerabilities: finalize and review lock a scan,
 * then its target's issues, and the same order everywhere keeps transactions from deadlocking.
 */
export async function lockScansForRisk(
  tx: Db,
  scope: { organizationId: string; pluginIds: string[]; targetIds?: string[] },
): Promise<LockedScan[]> {
  if (scope.pluginIds.length === 0 || scope.targetIds?.length === 0) return [];
  const plugins = sql.join(
    scope.pluginIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return tx
    .select({
      id: scans.id,
      organizationId: scans.organizationId,
      targetId: scans.targetId,
      targetName: scans.targetName,
      config: scans.config,
      risk: scans.risk,
    })
    .from(scans)
    .where(
      and(
        eq(scans.organizationId, scope.organizationId),
        isNotNull(scans.risk),
        scope.targetIds ? inArray(scans.targetId, scope.targetIds) : undefined,
        sql`exists (select 1 from jsonb_array_elements(${scans.risk}->'plugins') p
          where p->>'id' in (${plugins}))`,
      ),
    )
    .orderBy(scans.id)
    .for('update');
}

/** A risk's numbers, in an order of their own (jsonb keeps its keys in another). */
function riskKey(risk: ScanRisk | null): string {
  if (!risk) return '';
  const plugins = [...risk.plugins]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((p) => [p.id, p.score, p.level, p.asr, p.failed, p.total]);
  return JSON.stringify([risk.score, risk.level, plugins]);
}

/** Scores locked scans again with today's severities; answers how many risks changed. */
export async function rescoreRisks(tx: Db, locked: LockedScan[]): Promise<number> {
  if (locked.length === 0) return 0;
  const [first] = locked;
  const targetIds = [...new Set(locked.flatMap((scan) => (scan.targetId ? [scan.targetId] : [])))];
  const context = await severityContext(tx, first!.organizationId, targetIds);
  let changed = 0;
  for (const scan of locked) {
    const cells = await riskCells(tx, scan.id);
    const risk = riskOf(
      cells,
      severitiesOf(
        context,
        scan,
        cells.map((cell) => cell.pluginId),
      ),
      scan.targetName,
    );
    if (riskKey(risk) === riskKey(scan.risk)) continue;
    changed++;
    await tx
      .update(scans)
      .set({ risk, riskScore: risk.score, riskLevel: risk.level, updatedAt: new Date() })
      .where(eq(scans.id, scan.id));
  }
  return changed;
}
