import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

/** One HTTP exchange. */
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

const MAX_REDIRECTS = 5;
/** Headers that may follow a redirect to another origin; credentials never do. */
const CROSS_ORIGIN_SAFE = new Set(['accept', 'content-type', 'user-agent']);

/**
 * Keep-alive agents shared by every target: one per scheme and certificate policy. A scan sends
 * thousands of requests to one host, so reusing connections (and node:http rather than fetch,
 * whose per-request streams and abort signals cost more CPU than the request itself at scale)
 * keeps the engine's overhead per probe low.
 */
const agents = {
  http: new http.Agent({ keepAlive: true, maxFreeSockets: 256 }),
  https: new https.Agent({ keepAlive: true, maxFreeSockets: 256 }),
  httpsInsecure: new https.Agent({
    keepAlive: true,
    maxFreeSockets: 256,
    rejectUnauthorized: false,
  }),
};

function agentFor(url: URL, rejectUnauthorized: boolean) {
  if (url.protocol === 'http:') return { send: http.request, agent: agents.http };
  if (url.protocol === 'https:') {
    return {
      send: https.request,
      agent: rejectUnauthorized ? agents.https : agents.httpsInsecure,
    };
  }
  throw new NetworkError(`Unsupported protocol ${url.protocol} in ${url.href}`, 'EPROTO');
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      return body;
  }
}

type Exchange = { status: number; headers: Record<string, string>; body: Buffer };

/** One request/response over node:http(s); `deadline` bounds the whole exchange. */
function exchange(url: URL, request: HttpRequest, deadline: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const { send, agent } = agentFor(url, request.rejectUnauthorized);
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) {
      headers['content-length'] = String(Buffer.byteLength(request.body));
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const fail = (error: unknown) => settle(() => reject(error));
    const req = send(url, { method: request.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      // A connection dropped before the promised body arrived ends with 'close', not 'end'.
      res.on('close', () => {
        if (!res.complete) {
          fail(
            new NetworkError('connection closed before the response was complete', 'ECONNRESET'),
          );
        }
      });
      res.on('end', () =>
        settle(() => {
          const out: Record<string, string> = {};
          for (const [key, value] of Object.entries(res.headers)) {
            if (value !== undefined) out[key] = Array.isArray(value) ? value.join(', ') : value;
          }
          try {
            const body = decode(Buffer.concat(chunks), out['content-encoding']);
            resolve({ status: res.statusCode ?? 0, headers: out, body });
          } catch (error) {
            reject(error);
          }
        }),
      );
    });
    const timer = setTimeout(
      () => {
        fail(new NetworkError(`request timed out after ${request.timeoutMs} ms`, 'ETIMEDOUT'));
        req.destroy();
      },
      Math.max(0, deadline - Date.now()),
    );
    req.on('error', (error) => {
      // A kept-alive connection the server closed while idle: the request never reached it.
      const stale = req.reusedSocket && (error as { code?: string }).code === 'ECONNRESET';
      if (stale && !settled && Date.now() < deadline) {
        settled = true;
        clearTimeout(timer);
        exchange(url, request, deadline).then(resolve, reject);
      } else fail(error);
    });
    req.end(request.body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Sends one request, following up to five redirects as fetch would (303, and 301/302 after a
 * POST, become a GET without body). Credentials (authorization, cookies, custom auth headers)
 * are dropped when a redirect leaves the origin, so a target cannot bounce a secret elsewhere.
 */
export async function sendHttp(request: HttpRequest): Promise<HttpResponse> {
  const deadline = Date.now() + request.timeoutMs;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch (error) {
    throw toNetworkError(error, request.url);
  }
  let current = request;
  try {
    for (let hop = 0; ; hop++) {
      const response = await exchange(url, current, deadline);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.status) || !location || hop >= MAX_REDIRECTS) {
        return {
          status: response.status,
          headers: response.headers,
          text: response.body.toString('utf8'),
        };
      }
      const next = new URL(location, url);
      const toGet =
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && current.method === 'POST');
      const headers =
        next.origin === url.origin
          ? { ...current.headers }
          : Object.fromEntries(
              Object.entries(current.headers).filter(([key]) =>
                CROSS_ORIGIN_SAFE.has(key.toLowerCase()),
              ),
            );
      if (toGet) {
        for (const key of Object.keys(headers)) {
          if (key.toLowerCase() === 'content-type') delete headers[key];
        }
      }
      current = {
        ...current,
        url: next.href,
        headers,
        method: toGet ? 'GET' : current.method,
        body: toGet ? undefined : current.body,
      };
      url = next;
    }
  } catch (error) {
    throw toNetworkError(error, request.url);
  }
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
