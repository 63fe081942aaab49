/**
 * Patterns over strings found in model files: encoded code (base64 / hex), secrets and URLs.
 */

const CODE =
  /\b(import\s+[\w.]+|from\s+[\w.]+\s+import|os\.system|os\.popen|subprocess|__import__|eval\s*\(|exec\s*\(|socket\.socket|getattr\s*\(|__builtins__)|\/bin\/(ba)?sh\b|\bpowershell\b|\bcmd(\.exe)?\s+\/c\b|\b(curl|wget)\s+https?:/i;

/** True when text reads like source code or a shell command. */
export function looksLikeCode(text: string): boolean {
  return CODE.test(text);
}

/** True when bytes start like a pickle of protocol 2 or later. */
export function looksLikePickle(data: Buffer): boolean {
  return data.length > 2 && data[0] === 0x80 && (data[1] ?? 0) >= 2 && (data[1] ?? 0) <= 5;
}

const BASE64_RUN = /[A-Za-z0-9+/]{24,}={0,2}|[A-Za-z0-9_-]{24,}={0,2}/g;
const HEX_RUN = /(?:[0-9a-fA-F]{2}){16,}/g;

export type EncodedPayload = {
  encoding: 'base64' | 'hex';
  decoded: Buffer;
  kind: 'code' | 'pickle';
};

function judge(decoded: Buffer, encoding: 'base64' | 'hex'): EncodedPayload | undefined {
  if (looksLikePickle(decoded)) return { encoding, decoded, kind: 'pickle' };
  if (looksLikeCode(decoded.toString('latin1'))) return { encoding, decoded, kind: 'code' };
  return undefined;
}

/** Finds base64 or hex runs inside text that decode to code or to a pickle. */
export function findEncodedPayload(text: string): EncodedPayload | undefined {
  for (const match of text.matchAll(HEX_RUN)) {
    const found = judge(Buffer.from(match[0], 'hex'), 'hex');
    if (found) return found;
  }
  for (const match of text.matchAll(BASE64_RUN)) {
    const run = match[0];
    const decoded = Buffer.from(run, /[-_]/.test(run) ? 'base64url' : 'base64');
    const found = judge(decoded, 'base64');
    if (found) return found;
  }
  return undefined;
}

const SECRETS: { name: string; pattern: RegExp }[] = [
  { name: 'AWS access key', pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/ },
  {
    name: 'GitHub token',
    pattern: /\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_\w{40,}/,
  },
  { name: 'OpenAI API key', pattern: /\bsk-(proj-)?[A-Za-z0-9_-]{20,}/ },
  { name: 'Anthropic API key', pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/ },
  { name: 'Hugging Face token', pattern: /\bhf_[A-Za-z0-9]{30,}\b/ },
  { name: 'Slack token', pattern: /\bxox[baprs]-[A-Za-z0-9-]{10,}/ },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  {
    name: 'password or secret assignment',
    pattern: /\b(password|passwd|secret|api[_-]?key|access[_-]?token)\s*[:=]\s*['"]?[^\s'"]{8,}/i,
  },
];

/** The kind of the first secret in the text, if any. */
export function findSecret(text: string): string | undefined {
  return SECRETS.find(({ pattern }) => pattern.test(text))?.name;
}

const URL = /\b(?:https?|ftp|wss?):\/\/[^\s"'<>)\]]+/gi;

/** URLs in the text (at most `max`). */
export function findUrls(text: string, max = 5): string[] {
  return [...text.matchAll(URL)].slice(0, max).map((match) => match[0]);
}
