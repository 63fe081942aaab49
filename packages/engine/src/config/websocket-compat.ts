import type { IssueLog } from './issues';
import { isRecord, joinPath } from './issues';
import { COMMON_TARGET_KEYS } from './target-keys';
import { transformAsExtractor } from './js-paths';

/** Keys of Crucible's own websocket target, accepted as they are. */
const NATIVE = new Set([
  'url',
  'headers',
  'message',
  'extract',
  'rejectUnauthorized',
  ...COMMON_TARGET_KEYS,
]);

/**
 * promptfoo's `websocket` provider config as Crucible's websocket target: `messageTemplate` is
 * the message sent, `transformResponse` (a path over the frame, `data.output`) what is read.
 */
export function translateWebSocketConfig(
  config: Record<string, unknown>,
  path: string,
  log: IssueLog,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const at = (key: string) => joinPath(path, key);
  for (const [key, value] of Object.entries(config)) {
    switch (key) {
      case 'messageTemplate':
        if (typeof value === 'string') out.message = value;
        else if (isRecord(value) || Array.isArray(value)) out.message = JSON.stringify(value);
        else log.error(at(key), 'Must be the text (or JSON) of the message to send');
        break;
      case 'transformResponse':
      case 'responseParser': {
        const extractor =
          typeof value === 'string' ? transformAsExtractor(value, ['data', 'json']) : undefined;
        if (extractor) out.extract = extractor;
        else
          log.error(
            at(key),
            'Only a path over the frame such as data.output is read (Crucible runs no JavaScript from configs); use extract: {type: jsonata, expression: …} for more',
          );
        break;
      }
      case 'streamResponse':
        log.warn(
          at(key),
          'not run: the reply is the first frame transformResponse can read (other frames are skipped)',
        );
        break;
      case 'timeout':
        out.timeoutMs = value;
        break;
      case 'headers':
        out.headers = isRecord(value)
          ? Object.fromEntries(Object.entries(value).map(([name, item]) => [name, String(item)]))
          : value;
        break;
      default:
        if (NATIVE.has(key)) out[key] = value;
        else log.warn(at(key), 'unknown key, ignored');
    }
  }
  return out;
}
