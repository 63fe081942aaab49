import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-guard';

export type PostResult =
  | { ok: true; status: number; snippet: string }
  | { ok: false; status: number | null; snippet: string };

export class RefusedAddressError extends Error {}

/**
 * Resolves like the system does, but fails when any address is private or reserved. Used as the
 * connection's own lookup, so the address checked is the address connected to (a host name that
 * resolves differently between a check and the request cannot slip through).
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) {
        const message = `${hostname} resolves to ${refused.address}, a private or reserved address`;
        return callback(new RefusedAddressError(message) as NodeJS.ErrnoException, '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} does not resolve`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs one webhook body. Never follows a redirect (a 3xx is a failed attempt), gives up after
 * `timeoutMs`, and reads at most `snippetChars` of the answer.
 */
export function postWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  snippetChars: number;
  allowPrivate: boolean;
}): Promise<PostResult> {
  const url = new URL(options.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isIP(host) && !isPublicAddress(host)) {
    return Promise.resolve({
      ok: false,
      status: null,
      snippet: `Not sent: ${host} is a private or reserved address`,
    });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(options.body),
          'user-agent': 'Crucible-Webhooks/1',
          ...options.headers,
        },
        lookup: guardedLookup(options.allowPrivate),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let snippet = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          snippet += chunk;
          if (snippet.length >= options.snippetChars) response.destroy();
        });
        const done = () => {
          const text = snippet.slice(0, options.snippetChars);
          resolve(
            status >= 200 && status < 300
              ? { ok: true, status, snippet: text }
              : { ok: false, status, snippet: text },
          );
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: Error) => {
      const snippet =
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? `Timed out after ${options.timeoutMs / 1000} s`
          : error instanceof RefusedAddressError
            ? `Not sent: ${error.message}`
            : `Network error: ${error.message}`;
      resolve({ ok: false, status: null, snippet });
    });
    request.end(options.body);
  });
}
