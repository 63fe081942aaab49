import {
  MODEL_AUDIT_SEVERITIES,
  type ModelAuditFinding,
  type ModelAuditSeverity,
  type ModelAuditStatus,
  type ModelAuditVerdict,
} from '@crucible/shared';

type ChipColor = 'default' | 'error' | 'warning' | 'info' | 'success' | 'primary';

export const SEVERITY_COLORS: Record<ModelAuditSeverity, ChipColor> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'info',
  info: 'default',
};
export const SEVERITY_LABELS: Record<ModelAuditSeverity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  info: 'Info',
};
export const STATUS_LABELS: Record<ModelAuditStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};
export const VERDICT_LABELS: Record<ModelAuditVerdict, string> = {
  clean: 'Clean',
  suspicious: 'Suspicious',
  unsafe: 'Unsafe',
  error: 'Error',
};
export const VERDICT_COLORS: Record<ModelAuditVerdict, ChipColor> = {
  clean: 'success',
  suspicious: 'warning',
  unsafe: 'error',
  error: 'default',
};

const RANK = Object.fromEntries(MODEL_AUDIT_SEVERITIES.map((s, i) => [s, i])) as Record<
  ModelAuditSeverity,
  number
>;

export type FileNode = {
  file: string;
  /** The worst severity among the file's findings. */
  worst: ModelAuditSeverity;
  findings: ModelAuditFinding[];
};

/** Findings grouped by file: worst files first, then by name; each file's findings worst first. */
export function findingsByFile(findings: ModelAuditFinding[]): FileNode[] {
  const byFile = new Map<string, ModelAuditFinding[]>();
  for (const finding of findings) {
    const list = byFile.get(finding.file) ?? [];
    list.push(finding);
    byFile.set(finding.file, list);
  }
  return [...byFile.entries()]
    .map(([file, list]) => {
      const sorted = [...list].sort((a, b) => RANK[a.severity] - RANK[b.severity]);
      return { file, worst: sorted[0]!.severity, findings: sorted };
    })
    .sort((a, b) => RANK[a.worst] - RANK[b.worst] || a.file.localeCompare(b.file));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Where in the file: the archive member, opcode and byte offset, when known. */
export function locationOf(finding: ModelAuditFinding): string {
  const parts: string[] = [];
  if (finding.member) parts.push(finding.member);
  if (finding.position !== null) parts.push(`opcode ${finding.position}`);
  if (finding.offset !== null) parts.push(`byte ${finding.offset}`);
  return parts.join(' · ');
}
