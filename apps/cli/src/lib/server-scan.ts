import {
  ScanEventSchema,
  ScanSchema,
  type RedteamBlock,
  type Scan,
  type ScanProgress,
} from '@crucible/shared';
import { toTargetConfig, type RedteamConfig, type TargetConfig } from '@crucible/engine';
import { callServer } from './server-client';
import type { Credentials } from './credentials';

/*
 * `crucible redteam run --server`: the config's target becomes (or reuses) a target of the
 * team, the `redteam` block is submitted as a scan, and progress is followed over SSE.
 */

const CREDENTIAL_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'api-key',
  'cookie',
]);

/** A config file's target as the API's target request: credentials move into write-only `secrets`. */
export function toTargetRequest(target: TargetConfig) {
  const { label, purpose, ...rest } = target as TargetConfig & { apiKey?: string };
  const secrets: { apiKey?: string; authSecret?: string; headers?: Record<string, string> } = {};
  const config: Record<string, unknown> = { ...rest };
  if ('apiKey' in config) {
    if (typeof config.apiKey === 'string') secrets.apiKey = config.apiKey;
    delete config.apiKey;
  }
  if (target.type === 'http' && target.auth) {
    const auth = target.auth;
    secrets.authSecret =
      auth.type === 'bearer' ? auth.token : auth.type === 'header' ? auth.value : auth.password;
    config.auth =
      auth.type === 'bearer'
        ? { type: 'bearer' }
        : auth.type === 'header'
          ? { type: 'header', name: auth.name }
          : { type: 'basic', username: auth.username };
  }
  if ('headers' in target) {
    const plain: Record<string, string> = {};
    for (const [name, value] of Object.entries(target.headers)) {
      if (CREDENTIAL_HEADERS.has(name.toLowerCase())) (secrets.headers ??= {})[name] = value;
      else plain[name] = value;
    }
    config.headers = plain;
  }
  const name =
    label ?? (target.type === 'demo' ? 'Demo bank assistant' : `CLI ${target.type} target`);
  return { name, ...(purpose ? { purpose } : {}), config, secrets };
}

/** The engine config's `redteam` block as the API takes it (model refs stay local: the server uses its own). */
export function toRedteamBlock(config: RedteamConfig): RedteamBlock {
  const { purpose, plugins, strategies, numTests, language } = config.redteam;
  return {
    ...(purpose ? { purpose } : {}),
    plugins: plugins.map((p) => ({ ...p })),
    strategies: strategies.map((s) => ({ ...s })),
    numTests,
    ...(language ? { language } : {}),
  };
}

type Team = { id: string; name: string };
type TargetSummary = { id: string; name: string; type: string };

export async function resolveTarget(
  credentials: Credentials,
  config: RedteamConfig,
  options: { targetId?: string | undefined; teamId?: string | undefined },
): Promise<string> {
  if (options.targetId) return options.targetId;
  const entry = config.targets?.[0];
  if (!entry) throw new Error('The config names no target: add one, or pass --target-id');
  let teamId = options.teamId;
  if (!teamId) {
    const { teams } = (await callServer(credentials, '/users/me/teams')) as { teams: Team[] };
    if (!teams[0]) throw new Error('You belong to no team on this server');
    teamId = teams[0].id;
  }
  const request = toTargetRequest(toTargetConfig(entry));
  const { targets } = (await callServer(credentials, `/targets?teamId=${teamId}`)) as {
    targets: TargetSummary[];
  };
  const existing =
    request.config.type === 'demo'
      ? targets.find((t) => t.type === 'demo')
      : targets.find((t) => t.name === request.name);
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
