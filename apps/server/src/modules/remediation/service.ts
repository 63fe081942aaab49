import {
  buildRemediationPlan,
  bundleReadme,
  regressionScan,
  regressionScanYaml,
  remediationMarkdown,
  type PromptfooTarget,
} from '@crucible/engine';
import type { GuardrailRule, RemediationPlan } from '@crucible/shared';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { contextOfTarget } from '../scans/engine-config';
import {
  exampleProbes,
  failingCounts,
  failingProbesOf,
  findScan,
  findTargetOf,
  openIssuesSeenIn,
  type RemediationScan,
  type RemediationScope,
} from './queries';

/*
 * The remediation report of a completed scan and its bundle. The plan is the engine's pure
 * function over what the database holds; only a completed scan has one, because only a
 * completed scan opens and fixes vulnerabilities.
 */

export type RemediationOptions = RemediationScope & { bundleAvailable: boolean };

function assertCompleted(scan: RemediationScan) {
  if (scan.status !== 'completed') {
    throw AppError.conflict(
      scan.status === 'failed' || scan.status === 'cancelled'
        ? `The scan ${scan.status === 'failed' ? 'failed' : 'was cancelled'}: it opened no vulnerabilities, so it has no remediation report`
        : 'The scan has not completed yet: its remediation report is ready when it completes',
    );
  }
}

async function planOf(db: Db, scan: RemediationScan, bundleAvailable: boolean) {
  const target = await findTargetOf(db, scan);
  const context = target ? contextOfTarget(target) : {};
  const purpose = context.purpose || scan.config.purpose || undefined;
  const [issues, strategyCounts, examples] = await Promise.all([
    openIssuesSeenIn(db, scan),
    failingCounts(db, scan.id),
    exampleProbes(db, scan.id),
  ]);
  const plan = buildRemediationPlan({
    scan: { id: scan.id, finishedAt: scan.finishedAt?.toISOString() ?? null },
    target: {
      id: scan.targetId,
      name: target?.name ?? scan.targetName,
      context: { ...context, ...(purpose ? { purpose } : {}) },
    },
    issues,
    strategyCounts,
    examples,
    bundleAvailable,
  });
  return { plan, target };
}

/** GET /reports/{scanId}/remediation */
export async function getRemediationPlan(
  db: Db,
  options: RemediationOptions,
): Promise<RemediationPlan> {
  const scan = await findScan(db, options);
  assertCompleted(scan);
  return (await planOf(db, scan, options.bundleAvailable)).plan;
}

/** The guardrail rules of every item, each rule once, in plan order. */
function guardrailsOf(plan: RemediationPlan): GuardrailRule[] {
  const rules = new Map<string, GuardrailRule>();
  for (const item of plan.items) {
    for (const rule of item.mitigations.guardrails)
      if (!rules.has(rule.id)) rules.set(rule.id, rule);
  }
  return [...rules.values()];
}

/** The target as a config file's `targets` entry (no credentials: the server never exports them). */
function targetEntry(
  target: Awaited<ReturnType<typeof findTargetOf>>,
): PromptfooTarget | undefined {
  if (!target) return undefined;
  if (target.type === 'demo') return 'demo';
  return {
    ...target.config,
    type: target.type,
    label: target.name,
    ...(target.purpose ? { purpose: target.purpose } : {}),
  };
}

/**
 * GET /reports/{scanId}/remediation/bundle: a zip of the plan as Markdown, the system-prompt
 * patch, the guardrail rules as JSON and the regression scan of the failing probes.
 */
export async function remediationBundle(
  db: Db,
  options: RemediationScope,
): Promise<{ fileName: string; zip: Uint8Array }> {
  const scan = await findScan(db, options);
  assertCompleted(scan);
  const { plan, target } = await planOf(db, scan, true);
  if (plan.items.length === 0) {
    throw AppError.conflict('The scan left no open vulnerability: there is nothing to remediate');
  }
  const pluginIds = plan.items.map((item) => item.pluginId);
  const probes = await failingProbesOf(db, scan.id, pluginIds);
  const regression = regressionScan({
    scanId: scan.id,
    targetName: plan.targetName,
    purpose: plan.purpose,
    pluginIds,
    probes,
    target: targetEntry(target),
  });
  const guardrails = { version: 1, rules: guardrailsOf(plan) };
  const zip = zipSync({
    'README.md': strToU8(bundleReadme(plan)),
    'remediation-plan.md': strToU8(remediationMarkdown(plan)),
    'system-prompt-patch.txt': strToU8(plan.systemPromptPatch ? `${plan.systemPromptPatch}\n` : ''),
    'guardrails.json': strToU8(`${JSON.stringify(guardrails, null, 2)}\n`),
    'regression-scan.yaml': strToU8(regressionScanYaml(regression)),
  });
  const slug = plan.targetName
    .replace(/[^\w.-]+/g, '-')
    .toLowerCase()
    .replace(/^-|-$/g, '');
  return { fileName: `remediation-${slug || 'target'}-${scan.id.slice(0, 8)}.zip`, zip };
}
