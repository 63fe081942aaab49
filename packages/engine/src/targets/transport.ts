import https from 'node:https';

/** One HTTP exchange, independent of how it is carried (global fetch or node:https). */
export type HttpRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  rejectUnauthorized: boolean;
};

export type HttpResponse = { status: number; headers: Record<string, string>; text: string };

/**
 * Network failures carry a stable `code` (ENOTFOUND, ECONNREFUSED, ETIMEDOUT, …) whichever
 * transport raised them, so retries and `diagnose()` can classify them.
 */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

function codeOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'ETIMEDOUT';
    const own = (error as { code?: unknown }).code;
    if (typeof own === 'string') return own;
    const cause = (error as { cause?: unknown }).cause;
    if (cause) return codeOf(cause);
  }
  return 'UNKNOWN';
}

function toNetworkError(error: unknown, url: string): NetworkError {
  const code = codeOf(error);
  const detail = error instanceof Error ? error.message : String(error);
  return new NetworkError(`${code} while calling ${url}: ${detail}`, code);
}

async function viaFetch(request: HttpRequest): Promise<HttpResponse> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    return { status: response.status, headers, text: await response.text() };
  } catch (error) {
    throw toNetworkError(error, request.url);
  }
}

/**
 * Global fetch cannot disable certificate checks per request without undici's Agent (not a
 * dependency), so self-signed HTTPS targets go through node:https with an explicit agent.
 */
function viaInsecureHttps(request: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      request.url,
      {
        method: request.method,
        headers: request.headers,
        rejectUnauthorized: false,
        timeout: request.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [key, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new NetworkError('request timed out', 'ETIMEDOUT')));
    req.on('error', (error) => reject(toNetworkError(error, request.url)));
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

export function sendHttp(request: HttpRequest): Promise<HttpResponse> {
  const insecure = !request.rejectUnauthorized && request.url.startsWith('https:');
  return insecure ? viaInsecureHttps(request) : viaFetch(request);
}

export type RetryOptions = { retries: number; baseDelayMs: number; maxDelayMs?: number };

const RETRYABLE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * Sends with exponential backoff on 429, 5xx and transient network errors. A `retry-after`
 * header (seconds) wins over the computed delay when it is longer.
 */
export async function sendHttpWithRetry(
  request: HttpRequest,
  retry: RetryOptions,
): Promise<{ response: HttpResponse; attempts: number }> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= retry.retries;
    let delayMs = Math.min(retry.baseDelayMs * 2 ** attempt, retry.maxDelayMs ?? 30_000);
    try {
      const response = await sendHttp(request);
      if (last || !isRetryableStatus(response.status)) return { response, attempts: attempt + 1 };
      const retryAfter = Number(response.headers['retry-after']);
      if (Number.isFinite(retryAfter)) delayMs = Math.max(delayMs, retryAfter * 1000);
    } catch (error) {
      if (last || !(error instanceof NetworkError) || !RETRYABLE_CODES.has(error.code)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}
