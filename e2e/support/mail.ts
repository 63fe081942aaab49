import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from './env';

/** Undoes quoted-printable soft breaks and escapes, enough to read the links of a message. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The path and query of the link to `path` in the newest e-mail sent to `to`, once at least
 * `count` such e-mails have arrived (the server's mail job delivers them asynchronously).
 */
export async function linkFromMail(
  to: string,
  path: string,
  { count = 1, timeoutMs = 15_000 } = {},
): Promise<string> {
  if (!env.mailDir) throw new Error('E2E_MAIL_DIR is not set');
  const pattern = new RegExp(
    `https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[^\\s"'<>]+`,
  );
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const links = readdirSync(env.mailDir)
      .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
      .map((file) => decodeQuotedPrintable(readFileSync(join(env.mailDir!, file), 'utf8')))
      .filter((message) => message.toLowerCase().includes(to.toLowerCase()))
      .flatMap((message) => pattern.exec(message) ?? []);
    const newest = links.at(-1);
    if (newest && links.length >= count) {
      const url = new URL(newest);
      return url.pathname + url.search;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} with a ${path} link arrived`);
}
