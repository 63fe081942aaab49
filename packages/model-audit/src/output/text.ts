import { SEVERITIES, type Finding, type ScanReport } from '../types';

function location(finding: Finding): string {
  const parts = [finding.file];
  if (finding.member) parts.push(`→ ${finding.member}`);
  const at: string[] = [];
  if (finding.position !== undefined) at.push(`opcode ${finding.position}`);
  if (finding.offset !== undefined) at.push(`byte ${finding.offset}`);
  if (at.length > 0) parts.push(`(${at.join(', ')})`);
  return parts.join(' ');
}

/** A human-readable report: one block per finding, most severe first, then the summary. */
export function toText(report: ScanReport): string {
  const lines: string[] = [];
  const order = (finding: Finding) => SEVERITIES.indexOf(finding.severity);
  const findings = [...report.findings].sort((a, b) => order(a) - order(b));
  for (const finding of findings) {
    const subject = finding.global ?? finding.operator;
    lines.push(
      `${finding.severity.toUpperCase().padEnd(8)} ${finding.ruleId}${subject ? ` [${subject}]` : ''}`,
      `         ${location(finding)}`,
      `         ${finding.message}`,
      `         What to do: ${finding.recommendation}`,
      '',
    );
  }
  for (const error of report.errors) lines.push(`ERROR    ${error.message}`, '');
  const { summary } = report;
  const counts = SEVERITIES.map((severity) => `${summary.counts[severity]} ${severity}`).join(', ');
  lines.push(
    `Scanned ${summary.files} file(s), ${summary.bytes} bytes in ${summary.durationMs} ms: ${counts}.`,
    `Verdict: ${summary.verdict.toUpperCase()}`,
  );
  return `${lines.join('\n')}\n`;
}
