import {
  RedteamBlockSchema,
  ScanEventSchema,
  ScanSchema,
  toTargetRequest,
  type ModelRef,
  type RedteamBlock,
  type Scan,
  type ScanProgress,
} from '@crucible/shared';
import { parseModelId, type RedteamConfig, type TargetConfig } from '@crucible/engine';
import { callServer } from './server-client';
import type { Credentials } from './credentials';

/*
 * `crucible redteam run --server`: the config's target becomes (or reuses) a target of the
 * team, the `redteam` block is submitted as a scan, and progress is followed over SSE.
 */

/**
 * The engine config's block as the API takes it: the strategies as written (so a disabled
 * `basic` stays disabled), the request settings, and a model the file names by its id and base
 * URL only (the server calls it with its own key, else uses the organization's models).
 */
export function toRedteamBlock(config: RedteamConfig): RedteamBlock {
  const { provider, judge, plugins, strategies, purpose, ...rest } = config.redteam;
  const defined = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
  const block = RedteamBlockSchema.safeParse(
    defined({
      ...rest,
      purpose: purpose || undefined,
      plugins: plugins.map((p) => ({ ...p })),
      strategies: strategies.map((s) => ({ ...s })),
      provider: modelRef(provider),
      judge: modelRef(judge),
      prompts: config.prompts,
      defaultTest: config.defaultTest,
    }),
  );
  if (block.success) return block.data;
  const lines = block.error.issues.map(
    (issue) => `  redteam.${issue.path.join('.')}: ${issue.message}`,
  );
  throw new Error(`The server does not take this configuration:\n${lines.join('\n')}`);
}

/** A model reference without its key and request options; undefined when it is no model id. */
function modelRef(ref: RedteamConfig['redteam']['provider']): ModelRef | undefined {
  if (ref === undefined || !parseModelId(typeof ref === 'string' ? ref : ref.id)) return undefined;
  if (typeof ref === 'string') return ref;
  const { apiBaseUrl, baseUrl } = (ref.config ?? {}) as { apiBaseUrl?: string; baseUrl?: string };
  const kept = { ...(apiBaseUrl ? { apiBaseUrl } : {}), ...(baseUrl ? { baseUrl } : {}) };
  return Object.keys(kept).length > 0 ? { id: ref.id, config: kept } : ref.id;
}

type Team = { id: string; name: string };
type TargetSummary = { id: string; name: string; type: string };

export async function resolveTarget(
  credentials: Credentials,
  targets: readonly TargetConfig[],
  options: { targetId?: string | undefined; teamId?: string | undefined },
): Promise<string> {
  if (options.targetId) return options.targetId;
  const entry = targets[0];
  if (!entry) throw new Error('The config names no target: add one, or pass --target-id');
  let teamId = options.teamId;
  if (!teamId) {
    const { teams } = (await callServer(credentials, '/users/me/teams')) as { teams: Team[] };
    if (!teams[0]) throw new Error('You belong to no team on this server');
    teamId = teams[0].id;
  }
  const request = toTargetRequest(entry, (type) => `CLI ${type} target`);
  const { targets: team } = (await callServer(credentials, `/targets?teamId=${teamId}`)) as {
    targets: TargetSummary[];
  };
  const existing =
    request.config.type === 'demo'
      ? team.find((t) => t.type === 'demo')
      : team.find((t) => t.name === request.name);
  if (existing) return existing.id;
  const created = (await callServer(credentials, '/targets', {
    method: 'POST',
    body: JSON.stringify({ teamId, ...request }),
  })) as { id: string };
  return created.id;
}

/** Reads `event:`/`data:` blocks from the SSE stream until it ends. */
export async function followScan(
  credentials: Credentials,
  scanId: string,
  onProgress: (progress: ScanProgress) => void,
): Promise<Scan> {
  const response = await fetch(new URL(`/api/v1/scans/${scanId}/events`, credentials.server), {
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
      if (data) onProgress(ScanEventSchema.parse(JSON.parse(data.slice(6))));
      end = buffer.indexOf('\n\n');
    }
  }
  return ScanSchema.parse(await callServer(credentials, `/scans/${scanId}`));
}

const pct = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(0)}%`);

export function formatServerSummary(scan: Scan, server: string): string {
  const p = scan.progress;
  const lines = [
    `Scan ${scan.id} ${scan.status}: ${p.completed}/${p.total} probes, ${p.passed} resisted, ${p.failed} succeeded against the target, ${p.undecided} undecided, ${p.errors} errors`,
  ];
  if (scan.risk) {
    lines.push(
      `Target risk: ${scan.risk.level} (score ${scan.risk.score}, attack success ${pct(p.attackSuccessRate)})`,
    );
    const plugins = [...scan.risk.plugins]
      .filter((x) => x.failed > 0)
      .sort((a, b) => b.score - a.score);
    for (const plugin of plugins)
      lines.push(`  ${plugin.id}: ${plugin.level}, ${plugin.failed}/${plugin.total} succeeded`);
  }
  for (const unavailable of scan.unavailableStrategies)
    lines.push(`skipped strategy ${unavailable.id}: ${unavailable.reason}`);
  if (scan.error) lines.push(`error: ${scan.error}`);
  if (p.undecided > 0)
    lines.push(
      `${p.undecided} probes are undecided: decide them, or grade them with the judge, on ` +
        `${server}/jobs/${scan.id}`,
    );
  lines.push(`Results: ${server}/api/v1/scans/${scan.id}/results`);
  return lines.join('\n');
}
