import type { Severity } from '@crucible/engine';
import type { RedteamBlock } from '@crucible/shared';
import type { Db } from '../../db/client';
import { templateSeverities } from '../scans/scan-risk';
import { loadSeverityOverrides, severityOf } from '../severity-overrides/effective';

/**
 * Each plugin's effective severity on the scan's target, by the one precedence rule
 * (`severityOf`: a person's severity on the vulnerability → the target's override → the
 * organization's → the scan template's → the plugin's default) — what the scan's stored risk is
 * scored with (`scan-risk.ts`), so a report's risk and the lists' agree.
 */
export async function reportSeverities(
  db: Db,
  scan: { organizationId: string; targetId: string | null; config: RedteamBlock },
  pluginIds: readonly string[],
  issues: readonly { pluginId: string; severityOverride: Severity | null }[],
): Promise<Map<string, Severity>> {
  if (pluginIds.length === 0) return new Map();
  const overrides = await loadSeverityOverrides(db, scan.organizationId, {
    targetIds: scan.targetId ? [scan.targetId] : [],
    pluginIds: [...pluginIds],
  });
  const template = templateSeverities(scan.config);
  const manual = new Map(issues.map((issue) => [issue.pluginId, issue.severityOverride]));
  return new Map(
    pluginIds.map((pluginId) => [
      pluginId,
      severityOf(overrides, {
        pluginId,
        targetId: scan.targetId ?? '',
        template: template.get(pluginId) ?? null,
        manual: manual.get(pluginId) ?? null,
      }).severity,
    ]),
  );
}
