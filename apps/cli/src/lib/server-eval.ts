import {
  ErrorResponseSchema,
  EvalDetailSchema,
  EvalEventSchema,
  EvalResultsResponseSchema,
  type EvalDetail,
  type EvalProgress,
  type EvalRow,
} from '@crucible/shared';
import type { Credentials } from './credentials';
import { callServer } from './server-client';

/*
 * `crucible eval --server`: the config (with its file:// references read here, next to the
 * file) is submitted as an eval of a team; progress is followed over SSE; the summary and, with
 * `-o`, every result are read back.
 */

/** The server rejected the config: every problem with its path, as the local run prints them. */
export class ServerConfigError extends Error {}

export async function submitEval(
  credentials: Credentials,
  config: unknown,
  teamId: string | undefined,
): Promise<{ id: string; teamId: string }> {
  let team = teamId;
  if (!team) {
    const { teams } = (await callServer(credentials, '/users/me/teams')) as {
      teams: { id: string }[];
    };
    if (!teams[0]) throw new Error('You belong to no team on this server');
    team = teams[0].id;
  }
  const response = await fetch(new URL('/api/v1/evals', credentials.server), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${credentials.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ teamId: team, config }),
  }).catch((error: unknown) => {
    throw new Error(`Cannot reach ${credentials.server}: ${(error as Error).message}`);
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 400) {
    const parsed = ErrorResponseSchema.safeParse(body);
    const details = parsed.success ? (parsed.data.error.details ?? []) : [];
    const lines = details.length
      ? details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message))
      : [parsed.success ? parsed.data.error.message : 'HTTP 400'];
    throw new ServerConfigError(lines.join('\n'));
  }
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(body);
    throw new Error(
      `${credentials.server} answered ${response.status}: ${parsed.success ? parsed.data.error.message : 'no detail'}`,
    );
  }
  return { id: (body as { id: string }).id, teamId: team };
}

/** Reads the eval's SSE stream until it ends, then the eval as it finished. */
export async function followEval(
  credentials: Credentials,
  evalId: string,
  onProgress: (progress: EvalProgress) => void,
): Promise<EvalDetail> {
  const response = await fetch(new URL(`/api/v1/evals/${evalId}/events`, credentials.server), {
    headers: { authorization: `Bearer ${credentials.token}`, accept: 'text/event-stream' },
  });
  if (!response.ok || !response.body) {
    throw new Error(`${credentials.server} answered ${response.status} to the progress stream`);
  }
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) onProgress(EvalEventSchema.parse(JSON.parse(data.slice(6))));
      end = buffer.indexOf('\n\n');
    }
  }
  return EvalDetailSchema.parse(await callServer(credentials, `/evals/${evalId}`));
}

/** Every row of the eval, a page of 200 at a time. */
export async function allRows(credentials: Credentials, evalId: string): Promise<EvalRow[]> {
  const rows: EvalRow[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = EvalResultsResponseSchema.parse(
      await callServer(credentials, `/evals/${evalId}/results?limit=200&offset=${offset}`),
    );
    rows.push(...page.items);
    if (rows.length >= page.total || page.items.length === 0) return rows;
  }
}

const pct = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

export function formatServerEvalSummary(detail: EvalDetail, server: string): string {
  const s = detail.summary;
  const lines = [
    `Eval ${detail.id} ${detail.status}: ${s.cells} cells, ${s.passes} passed, ${s.failures} failed, ${s.errors} errors (pass rate ${pct(s.passRate)})`,
  ];
  for (const column of s.columns) {
    lines.push(
      `  ${column.provider} · ${column.prompt.slice(0, 60)}: ${column.passes}/${column.passes + column.failures + column.errors} passed (${pct(column.passRate)})`,
    );
  }
  if (s.tokens.total > 0 || s.cost > 0)
    lines.push(`Tokens: ${s.tokens.total}${s.cost > 0 ? ` · cost $${s.cost.toFixed(4)}` : ''}`);
  if (s.cached > 0) lines.push(`${s.cached} cells answered from the cache`);
  if (detail.error) lines.push(`error: ${detail.error}`);
  lines.push(`Results: ${server}/eval/${detail.id}`);
  return lines.join('\n');
}

function csvCell(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The server's results as a file: JSON (summary and rows) or CSV (one line per cell). */
export function serverEvalFile(detail: EvalDetail, rows: EvalRow[], path: string): string {
  if (/\.json$/i.test(path)) {
    return `${JSON.stringify({ eval: { id: detail.id, status: detail.status }, summary: detail.summary, results: rows }, null, 2)}\n`;
  }
  const header = [
    'test',
    'description',
    'vars',
    'prompt',
    'provider',
    'output',
    'status',
    'pass',
    'score',
    'reason',
  ];
  const lines = rows.flatMap((row) =>
    row.cells.map((cell) =>
      [
        row.testIndex,
        row.description ?? '',
        row.vars,
        cell.prompt,
        cell.providerId,
        cell.output,
        cell.status,
        cell.pass,
        cell.score,
        cell.reason,
      ]
        .map(csvCell)
        .join(','),
    ),
  );
  return [header.join(','), ...lines].join('\n') + '\n';
}
