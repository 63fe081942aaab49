import type { RemediationItem, RemediationPlan } from '@crucible/shared';

/*
 * The plan as Markdown (the bundle's remediation-plan.md) and the bundle's README. Quoted
 * attacks and replies go in fenced blocks longer than any backtick run they contain, so no
 * text from a probe can change the document's structure.
 */

const percent = (asr: number) => `${Math.round(asr * 1000) / 10} %`;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

function fenced(text: string, language = 'text'): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

function itemSection(item: RemediationItem): string[] {
  const { why, mitigations } = item;
  const lines = [
    `## ${item.rank}. ${item.pluginName} (\`${item.pluginId}\`)`,
    '',
    `Severity **${item.severity}** · attack success rate **${percent(item.asr)}** ` +
      `(${item.failed}/${item.total}) · effort **${item.effort}** · priority ${item.priority}` +
      (item.adviceScope === 'category'
        ? ` · general advice for the ${item.category} category`
        : ''),
    '',
    '### Why it happens',
    '',
    why.cause,
    '',
    why.evidence,
    '',
  ];
  for (const example of why.examples) {
    lines.push(
      `**${example.strategyName}**${example.turns > 1 ? ` (${example.turns} turns)` : ''} — ` +
        `probe \`${example.probeId}\`, graded by ${example.grader ?? 'a person'}` +
        (example.reason ? `: ${example.reason}` : ''),
      '',
      fenced(example.attack),
      '',
    );
    if (example.reply) lines.push('Reply:', '', fenced(example.reply), '');
  }
  lines.push('### Mitigations', '', '**System prompt** (add to the system prompt):', '');
  lines.push(fenced(mitigations.systemPrompt), '');
  if (mitigations.guardrails.length > 0) {
    lines.push('**Guardrail rules** (in guardrails.json):', '');
    for (const rule of mitigations.guardrails) {
      lines.push(`- \`${rule.id}\` — ${rule.kind}, ${rule.action}: ${rule.description}`);
    }
    lines.push('');
  }
  lines.push('**Architecture:**', '');
  for (const change of mitigations.architecture)
    lines.push(`- **${change.title}.** ${change.detail}`);
  lines.push('', '### References', '');
  for (const ref of item.references)
    lines.push(`- ${ref.frameworkName}: ${ref.name} (\`${ref.id}\`)`);
  lines.push('');
  return lines;
}

export function remediationMarkdown(plan: RemediationPlan): string {
  const finished = plan.scanFinishedAt ? `, finished ${plan.scanFinishedAt}` : '';
  const lines = [
    `# Remediation plan — ${plan.targetName}`,
    '',
    `Scan \`${plan.scanId}\`${finished}: ${plan.totals.items} open ` +
      `${plan.totals.items === 1 ? 'vulnerability' : 'vulnerabilities'}, ` +
      `${plan.totals.failingProbes} failing ${plan.totals.failingProbes === 1 ? 'probe' : 'probes'}.`,
    '',
  ];
  if (plan.purpose) lines.push(`Purpose: ${plan.purpose}`, '');
  if (plan.items.length === 0) {
    lines.push('The scan left no open vulnerability to fix.', '');
    return lines.join('\n');
  }
  lines.push(
    'Items are in priority order: impact of the severity × (0.5 + 0.5 × √ASR) × effort factor ' +
      '(low 1, medium 0.85, high 0.7).',
    '',
    '| # | Vulnerability | Severity | ASR | Effort | Priority |',
    '|---|---|---|---|---|---|',
    ...plan.items.map(
      (item) =>
        `| ${item.rank} | ${cell(item.pluginName)} | ${item.severity} | ${percent(item.asr)} | ` +
        `${item.effort} | ${item.priority} |`,
    ),
    '',
    ...plan.items.flatMap(itemSection),
    '## System-prompt patch',
    '',
    fenced(plan.systemPromptPatch),
    '',
  );
  return lines.join('\n');
}

/** The bundle's README: what each file is and how to verify the fix. */
export function bundleReadme(plan: RemediationPlan): string {
  return [
    `# Remediation bundle — ${plan.targetName}`,
    '',
    `From Crucible's remediation report of scan ${plan.scanId}.`,
    '',
    '- `remediation-plan.md` — the prioritised plan: why each vulnerability happens, with the',
    '  failing probes quoted, and what to change.',
    '- `system-prompt-patch.txt` — the rules to add to the target’s system prompt.',
    '- `guardrails.json` — input and output guardrail rules (format: Crucible docs,',
    '  `docs/remediation.md`): regexes and named classifiers, each with block, redact or flag.',
    `- \`regression-scan.yaml\` — a scan of exactly the ${plan.totals.failingProbes} failing`,
    '  probes, to verify the fix.',
    '',
    '## Verify the fix',
    '',
    '1. Apply the system-prompt patch, the guardrail rules and the architecture changes.',
    '2. Import `regression-scan.yaml` as a scan template (Scan Templates → Import) and scan the',
    '   target with it, or run it with the CLI:',
    '',
    '   ```sh',
    '   crucible redteam run -c regression-scan.yaml            # the target in the file',
    '   crucible redteam run -c regression-scan.yaml --server --target-id <target id>',
    '   ```',
    '',
    '   A target that needs credentials takes them in the file’s `targets` entry (or use',
    '   `--server`, which uses the target stored on the server).',
    '3. Each probe that now passes fixes its vulnerability when the scan completes on the server.',
    '',
  ].join('\n');
}
