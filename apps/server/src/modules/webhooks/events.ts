import {
  MODEL_AUDIT_SEVERITIES,
  type ModelAuditSeverity,
  type WebhookEvent,
} from '@crucible/shared';

/*
 * The `data` of each event, built in one place so docs/api.md ("Webhook events") can list
 * them. Ids, names and counts only — never probe text, prompts or secrets.
 */

type ScanFacts = {
  id: string;
  teamId: string;
  targetId: string | null;
  targetName: string | null;
  status: string;
};

export const scanStarted = (scan: ScanFacts): WebhookEvent => ({
  type: 'scan.started',
  data: {
    scanId: scan.id,
    teamId: scan.teamId,
    targetId: scan.targetId,
    targetName: scan.targetName,
  },
});

export const scanCompleted = (
  scan: ScanFacts,
  rolled: {
    passed: number;
    failed: number;
    undecided: number;
    errors: number;
    risk: { score: number; level: string };
  },
): WebhookEvent => ({
  type: 'scan.completed',
  data: {
    scanId: scan.id,
    teamId: scan.teamId,
    targetId: scan.targetId,
    targetName: scan.targetName,
    passed: rolled.passed,
    failed: rolled.failed,
    undecided: rolled.undecided,
    errors: rolled.errors,
    riskScore: rolled.risk.score,
    riskLevel: rolled.risk.level,
  },
});

export const scanFailed = (scan: ScanFacts, error: string): WebhookEvent => ({
  type: 'scan.failed',
  data: {
    scanId: scan.id,
    teamId: scan.teamId,
    targetId: scan.targetId,
    targetName: scan.targetName,
    error,
  },
});

type IssueFacts = {
  id: string;
  teamId: string;
  targetId: string;
  pluginId: string;
  severity: string;
};

export const vulnerabilityCreated = (issue: IssueFacts, scanId: string): WebhookEvent => ({
  type: 'vulnerability.created',
  data: { ...issueData(issue), status: 'open', scanId },
});

export const vulnerabilityRegressed = (issue: IssueFacts, scanId: string): WebhookEvent => ({
  type: 'vulnerability.regressed',
  data: { ...issueData(issue), status: 'open', scanId },
});

/** `changedBy`: `{ type: 'user', userId }` for a person, `{ type: 'scan', scanId }` for a scan. */
export const vulnerabilityStatusChanged = (
  issue: IssueFacts,
  change: {
    from: string | null;
    to: string;
    changedBy: { type: 'user'; userId: string } | { type: 'scan'; scanId: string };
  },
): WebhookEvent => ({
  type: 'vulnerability.status_changed',
  data: {
    ...issueData(issue),
    fromStatus: change.from,
    status: change.to,
    changedBy: change.changedBy,
  },
});

const issueData = (issue: IssueFacts) => ({
  issueId: issue.id,
  teamId: issue.teamId,
  targetId: issue.targetId,
  pluginId: issue.pluginId,
  severity: issue.severity,
});

export const memberAdded = (member: { userId: string; isAdmin: boolean }): WebhookEvent => ({
  type: 'member.added',
  data: { userId: member.userId, isAdmin: member.isAdmin },
});

export const memberRemoved = (member: { userId: string }): WebhookEvent => ({
  type: 'member.removed',
  data: { userId: member.userId },
});

export const licenseStatusChanged = (change: { from: string; to: string }): WebhookEvent => ({
  type: 'license.status_changed',
  data: { fromStatus: change.from, status: change.to },
});

/** `highestSeverity`: of the findings (null when none); `findings`: their counts by severity. */
export const modelAuditCompleted = (scan: {
  id: string;
  teamId: string;
  names: string[];
  counts: Record<ModelAuditSeverity, number>;
}): WebhookEvent => ({
  type: 'model_audit.completed',
  data: {
    scanId: scan.id,
    teamId: scan.teamId,
    name:
      scan.names.length === 1
        ? scan.names[0]
        : `${scan.names[0]} and ${scan.names.length - 1} more`,
    highestSeverity: MODEL_AUDIT_SEVERITIES.find((severity) => scan.counts[severity] > 0) ?? null,
    findings: scan.counts,
  },
});

/** Sent once an eval is completed, failed or cancelled (again when a retry of its errors ends). */
export const evalCompleted = (row: {
  id: string;
  teamId: string;
  name: string;
  status: string;
  passed: number;
  failed: number;
  errors: number;
}): WebhookEvent => ({
  type: 'eval.completed',
  data: {
    evalId: row.id,
    teamId: row.teamId,
    name: row.name,
    status: row.status,
    passed: row.passed,
    failed: row.failed,
    errors: row.errors,
  },
});
