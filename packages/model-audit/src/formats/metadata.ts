import type { ScanContext } from '../context';
import { RULES } from '../rules';
import { findEncodedPayload, findSecret, findUrls } from '../text-patterns';
import type { ScannerName } from '../types';

/** Checks one metadata value for secrets, URLs and encoded code. */
export function scanMetadataText(
  ctx: ScanContext,
  scanner: ScannerName,
  key: string,
  value: string,
): void {
  const secret = findSecret(value);
  if (secret)
    ctx.report(scanner, { rule: RULES.secret, message: `Metadata "${key}" holds a ${secret}.` });
  const urls = findUrls(value);
  if (urls.length > 0)
    ctx.report(scanner, {
      rule: RULES.url,
      message: `Metadata "${key}" holds URL(s): ${urls.join(', ')}.`,
    });
  const payload = findEncodedPayload(value);
  if (payload)
    ctx.report(scanner, {
      rule: RULES.encodedPayload,
      message: `Metadata "${key}" holds ${payload.encoding}-encoded ${payload.kind === 'pickle' ? 'pickle' : 'code'}.`,
    });
}
