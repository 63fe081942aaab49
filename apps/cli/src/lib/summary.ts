import type { ScanResult } from '@crucible/engine';

const pct = (value: number) => `${(value * 100).toFixed(0)}%`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '))
    .join('\n');
}

/** The terminal summary of a scan: totals, the target's risk, and each plugin with failures first. */
export function formatSummary(result: ScanResult): string {
  const { summary, risk } = result;
  const lines = [
    `${summary.total} ${summary.total === 1 ? 'probe' : 'probes'}: ${summary.passed} resisted, ${summary.failed} succeeded against the target, ${summary.undecided} undecided, ${summary.errors} ${summary.errors === 1 ? 'error' : 'errors'}`,
    `Target risk: ${risk.target.level} (score ${risk.target.score}, attack success ${pct(risk.target.asr)} of decided probes)`,
    '',
  ];
  const plugins = [...risk.plugins].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  lines.push(
    table([
      ['plugin', 'risk', 'attack success', 'succeeded', 'decided', 'undecided'],
      ...plugins.map((plugin) => [
        plugin.id,
        plugin.level,
        pct(plugin.asr),
        String(plugin.failed),
        String(plugin.total),
        String(plugin.undecided),
      ]),
    ]),
  );
  for (const unavailable of result.unavailable)
    lines.push(`skipped strategy ${unavailable.id}: ${unavailable.reason}`);
  for (const warning of result.warnings) lines.push(`warning: ${warning}`);
  if (summary.undecided > 0)
    lines.push(
      `${summary.undecided} probes are undecided: the offline graders could not judge them. ` +
        'Configure a judge (redteam.judge) or review them in the results file (outcome "undecided").',
    );
  return lines.join('\n');
}
