import { plannedPlugins, type Severity } from '@crucible/engine';
import type { RedteamBlock } from '@crucible/shared';
import { toEngineConfig } from '../scans/engine-config';

/**
 * The severity a report gives each plugin on the scan's target, most specific first: a person's
 * severity on the target's vulnerability (the issues module's `severity_override`), then the
 * scan template's per-plugin severity (what the roll-up scored the scan with); a plugin in
 * neither has its catalogue default (the engine's). The severity-override layers (organization,
 * target) slot in between when they land; the report computes with whatever this answers.
 */
export function reportSeverities(
  config: RedteamBlock,
  issues: readonly { pluginId: string; severityOverride: Severity | null }[],
): Map<string, Severity> {
  const severities = new Map<string, Severity>();
  for (const [pluginId, severity] of templateSeverities(config)) severities.set(pluginId, severity);
  for (const issue of issues) {
    if (issue.severityOverride) severities.set(issue.pluginId, issue.severityOverride);
  }
  return severities;
}

/** The template's per-plugin severities; a stored config that no longer validates sets none. */
function templateSeverities(config: RedteamBlock): [string, Severity][] {
  try {
    return plannedPlugins(toEngineConfig(config)).flatMap((plugin) =>
      plugin.severity ? [[plugin.id, plugin.severity] as [string, Severity]] : [],
    );
  } catch {
    return [];
  }
}
