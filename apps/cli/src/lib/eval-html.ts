import type {
  AssertionResult,
  EvalCellResult,
  EvalPlan,
  EvalRun,
} from '@crucible/engine/eval/index';

/*
 * `crucible eval -o results.html`: one self-contained page (inline CSS, no script, no external
 * asset — a Content-Security-Policy forbids any), every value from the config or the outputs
 * escaped. Produced chunk by chunk so a large eval is written without one giant string.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Outputs longer than this are cut in the page (the JSON output keeps them whole). */
const MAX_OUTPUT_CHARS = 4000;

const STYLE = `
:root { color-scheme: light dark; --pass: #1b7f3b; --fail: #b3261e; --error: #8a5a00; --line: #8884; }
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; }
h1 { font-size: 20px; margin: 0 0 4px; }
.meta { color: #888; margin-bottom: 16px; }
.stats { display: flex; flex-wrap: wrap; gap: 12px; margin: 12px 0 20px; }
.stat { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; min-width: 110px; }
.stat b { display: block; font-size: 18px; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { border: 1px solid var(--line); padding: 6px 8px; vertical-align: top; text-align: left; }
th { position: sticky; top: 0; background: Canvas; }
th.n, td.n { width: 3em; }
th.test, td.test { width: 18em; }
pre { white-space: pre-wrap; word-break: break-word; margin: 4px 0; font: 12px/1.4 ui-monospace, monospace; }
.badge { font-weight: 600; font-size: 12px; padding: 1px 6px; border-radius: 4px; color: #fff; }
.pass .badge, .badge.pass { background: var(--pass); }
.fail .badge, .badge.fail { background: var(--fail); }
.error .badge, .badge.error { background: var(--error); }
.score { color: #888; font-size: 12px; margin-left: 6px; }
.reason { font-size: 12px; }
ul.asserts { margin: 4px 0 0; padding-left: 18px; font-size: 12px; }
li.ok { color: var(--pass); } li.ko { color: var(--fail); }
.vars { font-size: 12px; color: #888; }
label.filter { display: inline-block; margin-bottom: 8px; }
body:has(#failures-only:checked) tr.all-pass { display: none; }
`;

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}

function stat(label: string, value: string): string {
  return `<div class="stat"><b>${escapeHtml(value)}</b>${escapeHtml(label)}</div>`;
}

function assertionItems(assertions: AssertionResult[]): string {
  if (assertions.length === 0) return '';
  const items = assertions.map((assertion) => {
    const children = assertion.children ? assertionItems(assertion.children) : '';
    return (
      `<li class="${assertion.pass ? 'ok' : 'ko'}">${assertion.pass ? '✓' : '✗'} ` +
      `<b>${escapeHtml(assertion.type)}</b>${assertion.metric ? ` [${escapeHtml(assertion.metric)}]` : ''}` +
      ` ${assertion.score.toFixed(2)} — ${escapeHtml(assertion.reason)}${children}</li>`
    );
  });
  return `<ul class="asserts">${items.join('')}</ul>`;
}

function cellHtml(cell: EvalCellResult | undefined): string {
  if (!cell) return '<td></td>';
  const output =
    cell.output.length > MAX_OUTPUT_CHARS
      ? `${cell.output.slice(0, MAX_OUTPUT_CHARS)}… (${cell.output.length} characters)`
      : cell.output;
  const facts = [
    `${cell.latencyMs} ms`,
    cell.tokens ? `${cell.tokens.total} tokens` : undefined,
    cell.cost ? `$${cell.cost.toFixed(5)}` : undefined,
    cell.grading ? `grading ${cell.grading.tokens.total} tokens` : undefined,
  ].filter(Boolean);
  return (
    `<td class="${cell.status}"><span class="badge">${cell.status.toUpperCase()}</span>` +
    `<span class="score">score ${cell.score.toFixed(2)} · ${escapeHtml(facts.join(' · '))}</span>` +
    `<pre>${escapeHtml(output)}</pre>` +
    (cell.status === 'pass' ? '' : `<div class="reason">${escapeHtml(cell.reason)}</div>`) +
    `${assertionItems(cell.assertions)}</td>`
  );
}

function varsText(vars: Record<string, unknown>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}

/** The page, in chunks (write each as it comes). */
export function* evalHtmlChunks(plan: EvalPlan, run: EvalRun): Generator<string> {
  const { summary } = run;
  const title = plan.description ?? 'Crucible eval';
  yield '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">';
  yield `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`;
  yield '<meta name="viewport" content="width=device-width, initial-scale=1">';
  yield `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>`;
  yield `<h1>${escapeHtml(title)}</h1>`;
  yield `<div class="meta">${summary.tests} tests × ${plan.prompts.length} prompts × ${plan.providers.length} providers · ${(summary.durationMs / 1000).toFixed(1)} s</div>`;
  const done = summary.passes + summary.failures + summary.errors;
  yield '<div class="stats">';
  yield stat('pass rate', done === 0 ? '–' : percent(summary.passes / done));
  yield stat('passes', String(summary.passes));
  yield stat('failures', String(summary.failures));
  yield stat('errors', String(summary.errors));
  yield stat('tokens', String(summary.tokens.total));
  yield stat('cost', `$${summary.cost.toFixed(4)}`);
  if (summary.grading) {
    yield stat('grading tokens', String(summary.grading.tokens.total));
    yield stat('grading cost', `$${summary.grading.cost.toFixed(4)}`);
  }
  for (const [name, value] of Object.entries(summary.metrics)) yield stat(name, value.toFixed(2));
  yield '</div>';
  yield '<label class="filter"><input type="checkbox" id="failures-only"> Failures and errors only</label>';
  yield '<table><thead><tr><th class="n">#</th><th class="test">Test</th>';
  for (const column of summary.columns) {
    const metrics = Object.entries(column.metrics)
      .map(([name, value]) => `${name} ${value.toFixed(2)}`)
      .join(', ');
    yield (
      `<th><div>[${escapeHtml(column.provider)}]</div><pre>${escapeHtml(column.prompt)}</pre>` +
      `<div>${percent(column.passRate)} pass (${column.passes}/${column.passes + column.failures + column.errors})` +
      `${metrics ? ` · ${escapeHtml(metrics)}` : ''}</div></th>`
    );
  }
  yield '</tr></thead><tbody>';
  const perTest = plan.prompts.length * plan.providers.length;
  const byIndex = new Map<number, EvalCellResult>();
  for (const cell of run.results) {
    byIndex.set(
      cell.testIndex * perTest + cell.promptIndex * plan.providers.length + cell.providerIndex,
      cell,
    );
  }
  for (const [testIndex, test] of plan.tests.entries()) {
    const cells = Array.from({ length: perTest }, (_, i) => byIndex.get(testIndex * perTest + i));
    const allPass = cells.every((cell) => cell?.status === 'pass');
    yield (
      `<tr class="${allPass ? 'all-pass' : 'has-failures'}"><td class="n">${testIndex + 1}</td>` +
      `<td class="test">${test.description ? `<div>${escapeHtml(test.description)}</div>` : ''}` +
      `<pre class="vars">${escapeHtml(varsText(test.vars))}</pre></td>` +
      `${cells.map(cellHtml).join('')}</tr>`
    );
  }
  yield '</tbody></table></body></html>\n';
}

/** The whole page as one string (small evals, tests). */
export function evalHtml(plan: EvalPlan, run: EvalRun): string {
  return [...evalHtmlChunks(plan, run)].join('');
}
