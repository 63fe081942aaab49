import type { IssueLog } from './issues';
import { isRecord, joinPath } from './issues';
import { COMMON_TARGET_KEYS } from './target-keys';
import { sessionParserSource, transformAsExtractor } from './js-paths';

/**
 * promptfoo's `http` provider config as Crucible's http target. Every key is either mapped onto
 * the target or reported (`log`) with its path; nothing is dropped silently.
 */

/** Keys of Crucible's own http target, accepted as they are in a config file. */
const NATIVE = new Set([
  'url',
  'method',
  'headers',
  'query',
  'body',
  'extract',
  'errorStatuses',
  'rejectUnauthorized',
  'auth',
  ...COMMON_TARGET_KEYS,
]);

const UNSUPPORTED: Record<string, string> = {
  transformRequest:
    'not run (Crucible runs no JavaScript on requests): the body is sent as its template renders; write the request shape in body',
  validateStatus:
    'not run: statuses of 400 and above count as errors (set errorStatuses to choose)',
  signatureAuth: 'not supported: requests are sent unsigned',
  multipart: 'not supported: the body is sent as JSON or text',
  tokenEstimation: 'not used: token counts come from the target when it reports them',
  useHttps: 'only used with request (a raw HTTP request)',
};

const stringRecord = (value: unknown, path: string, log: IssueLog) => {
  if (!isRecord(value)) {
    log.error(path, 'Must be a map of names to values');
    return {};
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
};

/** A raw HTTP request (`POST /chat HTTP/1.1`, headers, a blank line, the body). */
function parseRawRequest(raw: string, useHttps: boolean, path: string, log: IssueLog) {
  const [head = '', ...rest] = raw.replace(/\r\n/g, '\n').trim().split('\n\n');
  const [requestLine = '', ...headerLines] = head.split('\n');
  const line = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/[\d.]+)?$/.exec(requestLine.trim());
  if (!line) {
    log.error(path, 'The first line must be like "POST /v1/chat HTTP/1.1"');
    return {};
  }
  const headers: Record<string, string> = {};
  for (const headerLine of headerLines) {
    const colon = headerLine.indexOf(':');
    if (colon > 0) headers[headerLine.slice(0, colon).trim()] = headerLine.slice(colon + 1).trim();
  }
  const hostKey = Object.keys(headers).find((name) => name.toLowerCase() === 'host');
  const target = line[2] ?? '/';
  const url = /^https?:\/\//.test(target)
    ? target
    : hostKey
      ? `${useHttps ? 'https' : 'http'}://${headers[hostKey]}${target}`
      : undefined;
  if (!url) log.error(path, 'The request needs a Host header or an absolute URL');
  for (const name of Object.keys(headers)) {
    if (['host', 'content-length'].includes(name.toLowerCase())) delete headers[name];
  }
  const body = rest.join('\n\n').trim();
  return { url, method: line[1], headers, ...(body ? { body } : {}) };
}

/** promptfoo's `auth` block: bearer, basic and header API keys map onto the target's auth. */
function translateAuth(auth: unknown, path: string, log: IssueLog, out: Record<string, unknown>) {
  if (!isRecord(auth)) return log.error(path, 'Must be an object with a type');
  switch (auth.type) {
    case 'bearer':
      out.auth = { type: 'bearer', token: String(auth.token ?? '') };
      return;
    case 'basic':
      out.auth = {
        type: 'basic',
        username: String(auth.username ?? ''),
        password: String(auth.password ?? ''),
      };
      return;
    case 'api_key': {
      const name = String(auth.keyName ?? auth.name ?? 'X-API-Key');
      if (auth.placement === 'query') {
        out.query = { ...(out.query as Record<string, string>), [name]: String(auth.value ?? '') };
      } else out.auth = { type: 'header', name, value: String(auth.value ?? '') };
      return;
    }
    default:
      log.error(
        joinPath(path, 'type'),
        `auth type "${String(auth.type)}" is not supported (use bearer, basic or api_key)`,
      );
  }
}

/** The http target's fields from a promptfoo http config (`path` is the config's own path). */
export function translateHttpConfig(
  config: Record<string, unknown>,
  path: string,
  log: IssueLog,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const at = (key: string) => joinPath(path, key);
  const useHttps = config.useHttps === true;
  for (const [key, value] of Object.entries(config)) {
    switch (key) {
      case 'method':
        out.method = String(value).toUpperCase();
        break;
      case 'headers':
        out.headers = stringRecord(value, at(key), log);
        break;
      case 'queryParams':
        out.query = { ...(out.query as object), ...stringRecord(value, at(key), log) };
        break;
      case 'request':
        if (typeof value === 'string')
          Object.assign(out, parseRawRequest(value, useHttps, at(key), log));
        else log.error(at(key), 'Must be the text of an HTTP request');
        break;
      case 'transformResponse':
      case 'responseParser': {
        const extractor = typeof value === 'string' ? transformAsExtractor(value) : undefined;
        if (extractor) out.extract = extractor;
        else
          log.error(
            at(key),
            typeof value === 'string' && value.startsWith('file://')
              ? 'Transform files are not read: give a path such as json.output, or extract: {type: jsonata, expression: …}'
              : 'Only a path such as json.choices[0].message.content is read (Crucible runs no JavaScript from configs); use extract: {type: jsonata, expression: …} for more',
          );
        if (key === 'responseParser')
          log.warn(at(key), 'read as transformResponse (its older name)');
        break;
      }
      case 'sessionParser': {
        const source = typeof value === 'string' ? sessionParserSource(value) : undefined;
        if (source) {
          out.session = { source: 'server', ...source };
          if (config.stateful === undefined) out.stateful = true;
        } else
          log.error(
            at(key),
            "Only a header or body path is read, such as data.headers['x-session-id'] or data.body.sessionId",
          );
        break;
      }
      case 'sessionSource':
        if (value === 'client') out.session = { source: 'client' };
        else if (value !== 'server') log.error(at(key), 'Must be client or server');
        else if (config.sessionParser === undefined)
          log.error(at(key), 'A server session needs sessionParser to read the id from');
        break;
      case 'tls':
        if (!isRecord(value)) {
          log.error(at(key), 'Must be an object');
          break;
        }
        for (const [tlsKey, tlsValue] of Object.entries(value)) {
          if (tlsKey === 'rejectUnauthorized') out.rejectUnauthorized = tlsValue !== false;
          else
            log.warn(
              joinPath(at(key), tlsKey),
              'not supported: the system certificate store is used and no client certificate is sent',
            );
        }
        break;
      case 'auth':
        translateAuth(value, at(key), log, out);
        break;
      case 'maxRetries':
        out.retries = value;
        break;
      case 'timeout':
        out.timeoutMs = value;
        break;
      case 'delay':
        out.delayMs = value;
        break;
      case 'useHttps':
        if (config.request === undefined) log.warn(at(key), UNSUPPORTED.useHttps as string);
        break;
      default:
        if (NATIVE.has(key))
          out[key] = key === 'query' ? { ...(out.query as object), ...(value as object) } : value;
        else log.warn(at(key), UNSUPPORTED[key] || 'unknown key, ignored');
    }
  }
  return out;
}
