import type { TestTargetResponse } from '@crucible/shared';
import { createTarget, diagnose, type TargetResponse } from '@crucible/engine';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { scrub, secretValues, toEngineConfig } from './secrets';
import { findTarget, openTargetSecrets } from './service';

export const DEFAULT_TEST_PROMPT = 'Hello! Can you tell me briefly what you can help me with?';

type Raw = Record<string, unknown>;
const asRecord = (value: unknown): Raw | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : null;
const asHeaders = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(asRecord(value) ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/**
 * The engine's raw exchange in one shape for every target type: HTTP targets report
 * `{url, method, headers, body}` / `{status, headers, body}`, WebSocket targets `{url, headers,
 * message}` / `{frames}`, the in-process demo `{messages}` / `{reply}`.
 */
function describeExchange(raw: TargetResponse['raw']) {
  const request = asRecord(raw.request) ?? {};
  const { url, method, headers, body, ...rest } = request;
  const response = asRecord(raw.response);
  const isHttp = response !== null && typeof response.status === 'number';
  return {
    request: {
      method: typeof method === 'string' ? method : null,
      url: typeof url === 'string' ? url : null,
      headers: asHeaders(headers),
      body: body ?? (Object.keys(rest).length > 0 ? rest : null),
    },
    response:
      response === null
        ? null
        : isHttp
          ? {
              status: response.status as number,
              headers: asHeaders(response.headers),
              body: response.body,
            }
          : { status: null, headers: {}, body: response },
  };
}

/**
 * "Test target": one probe with the stored configuration and secrets (no retries, so a failure
 * is reported at once), answered with what went over the wire — credentials redacted and any
 * secret the target echoes scrubbed — the extracted output, or a diagnosis.
 */
export async function testTarget(
  db: Db,
  box: SecretBox,
  options: { organizationId: string; targetId: string; prompt?: string | undefined },
): Promise<TestTargetResponse> {
  const row = await findTarget(db, options);
  const secrets = openTargetSecrets(box, row);
  const config = { ...toEngineConfig(row, secrets), retries: 0 };
  const response = await createTarget(config).send(options.prompt ?? DEFAULT_TEST_PROMPT);
  const authHeader =
    config.type === 'http' && config.auth?.type === 'header' ? [config.auth.name] : [];
  const secretHeaders = [...Object.keys(secrets.headers ?? {}), ...authHeader];
  const result: TestTargetResponse = {
    ok: response.error === undefined,
    ...describeExchange(response.raw),
    output: response.output,
    latencyMs: Math.round(response.latencyMs),
    ...(response.error ? { diagnosis: diagnose(response.error) } : {}),
  };
  return scrub(result, secretValues(secrets), secretHeaders);
}
