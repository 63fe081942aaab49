import {
  formatReport,
  isSeverity,
  type Finding,
  type ScanReport,
  type ScannerName,
} from '@crucible/model-audit';
import type { ModelAuditScanDetail } from '@crucible/shared';

/** A stored scan as the scanner's own report, so downloads match the CLI's JSON and SARIF. */
export function reportOf(scan: ModelAuditScanDetail): ScanReport {
  const findings = scan.findings.map((stored): Finding => {
    const finding: Finding = {
      ruleId: stored.ruleId,
      severity: isSeverity(stored.severity) ? stored.severity : 'info',
      scanner: stored.scanner as ScannerName,
      file: stored.file,
      message: stored.explanation,
      recommendation: stored.remediation,
    };
    if (stored.member !== null) finding.member = stored.member;
    if (stored.offset !== null) finding.offset = stored.offset;
    if (stored.position !== null) finding.position = stored.position;
    if (stored.global !== null) finding.global = stored.global;
    if (stored.operator !== null) finding.operator = stored.operator;
    return finding;
  });
  return {
    startedAt: scan.startedAt ?? scan.createdAt,
    findings,
    errors: scan.errors,
    summary: {
      files: scan.files,
      bytes: scan.bytes,
      durationMs: scan.durationMs ?? 0,
      counts: scan.counts,
      verdict: scan.verdict ?? 'error',
    },
  };
}

export function renderReport(scan: ModelAuditScanDetail, format: 'json' | 'sarif'): string {
  return formatReport(reportOf(scan), format);
}
