import { ExtractionError } from '../util/extract';
import { NetworkError } from './transport';
import type { TargetError } from './types';

/** Turns any failure into a TargetError with a stable kind. */
export function toTargetError(error: unknown): TargetError {
  if (error instanceof ExtractionError) return { kind: 'extraction', message: error.message };
  if (error instanceof NetworkError) {
    switch (error.code) {
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return { kind: 'dns', message: error.message };
      case 'ECONNREFUSED':
        return { kind: 'connection-refused', message: error.message };
      case 'ETIMEDOUT':
      case 'UND_ERR_CONNECT_TIMEOUT':
      case 'UND_ERR_HEADERS_TIMEOUT':
        return { kind: 'timeout', message: error.message };
      default:
        if (/CERT|SSL|TLS|SELF_SIGNED/i.test(error.code)) {
          return { kind: 'tls', message: error.message };
        }
        return { kind: 'network', message: error.message };
    }
  }
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

export type Diagnosis = { kind: TargetError['kind']; title: string; message: string; hint: string };

/** Human explanation for the "Test target" button: what failed and what to try next. */
export function diagnose(failure: TargetError | unknown): Diagnosis {
  const error = isTargetError(failure) ? failure : toTargetError(failure);
  const base = { kind: error.kind, message: error.message };
  switch (error.kind) {
    case 'dns':
      return {
        ...base,
        title: 'Host not found',
        hint: 'Check the hostname; DNS did not resolve it.',
      };
    case 'connection-refused':
      return {
        ...base,
        title: 'Connection refused',
        hint: 'Nothing is listening at that host and port. Is the service running?',
      };
    case 'timeout':
      return {
        ...base,
        title: 'Timed out',
        hint: 'The target did not answer in time. Raise timeoutMs or check the network path.',
      };
    case 'tls':
      return {
        ...base,
        title: 'TLS certificate rejected',
        hint: 'For self-signed certificates set rejectUnauthorized: false.',
      };
    case 'http-status':
      return {
        ...base,
        title: `HTTP ${error.status ?? 'error'}`,
        hint: statusHint(error.status),
      };
    case 'extraction':
      return {
        ...base,
        title: 'Extraction matched nothing',
        hint: 'The call worked but the response path/JSONata found no value; compare it with the raw response.',
      };
    case 'invalid-config':
      return { ...base, title: 'Invalid configuration', hint: 'Fix the target settings.' };
    case 'network':
      return { ...base, title: 'Network error', hint: 'The connection failed mid-request.' };
    case 'unknown':
      return { ...base, title: 'Unexpected error', hint: 'See the message for details.' };
  }
}

function statusHint(status: number | undefined): string {
  if (status === 401 || status === 403)
    return 'Authentication failed: check the API key or auth header.';
  if (status === 404) return 'Wrong URL or path.';
  if (status === 429) return 'Rate limited: lower concurrency or set an rpm limit.';
  if (status !== undefined && status >= 500) return 'The target failed internally; retry later.';
  return 'The target rejected the request; check the body template.';
}

function isTargetError(value: unknown): value is TargetError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { kind?: unknown }).kind === 'string' &&
    typeof (value as { message?: unknown }).message === 'string' &&
    !(value instanceof Error)
  );
}
