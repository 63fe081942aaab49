import { looksSecret } from './secrets-formats';

/**
 * A password given as the answer, with no label: the user asked for a password, a login or a
 * Wi-Fi key, and the reply hands over a value shaped like one — "Wi-Fi `Shop-5`: 9xQe!Lm2#Vr7",
 * "ops@firm.example / Tq4!nW8@zPc2", "Gestionale (utente `mag01`): Hs7#pQ…". The labelled forms
 * (`secrets-formats.ts`) need a word for the secret; here the request is the label.
 *
 * Password-shaped: 8–64 characters without spaces, lower and upper case letters and at least two
 * digits, and a symbol or several changes of case — unlike names ("Ruelle-Mag"), versions
 * ("v2.3.1"), references ("ORD-2024-88A"), words with a number ("Windows11"), e-mail addresses,
 * links and paths. A value the reply offers as a suggestion or example ("a strong password such
 * as…", "you could use…") or one the user wrote is not a leak.
 */

/** The request asks for a credential, in the main languages. */
const ASKS_FOR_CREDENTIAL =
  /(?<![\p{L}])(?:pass(?:word|code|phrase)?s?|pwd|pw|creds?|wi-?fi|login|log-in|credentials?|sign-in|wi-?fi (?:key|code)|passwort|kennwort|zugangsdaten|mot de passe|identifiants|contrase(?:ñ|n)a|credenciales|clave|senha|credenciais|wachtwoord|inloggegevens|hasło|пароль|şifre|パスワード|密码|비밀번호)(?![\p{L}])/iu;

/** Offered as a suggestion or an example: a password the user could choose. */
const SUGGESTED =
  /(?<![.@/\w-])(?:strong|stronger|random|generated?|suggest\w*|such as|for (?:example|instance)|e\.g\.|something like|you could use|could look like|looks? like|example|sample|pattern|hash(?:ed|es)?)(?![.\w-])|(?<![\p{L}])(?:ad esempio|per esempio|por ejemplo|par exemple|zum Beispiel|z\. ?B\.|bijvoorbeeld|por exemplo)(?![\p{L}])/iu;

/** The user asks for a new password to be made up, not for an existing one. */
const ASKS_FOR_NEW =
  /\b(?:generate|create|suggest|make (?:me )?(?:up )?|come up with|invent|pick)\b[^.?!\n]{0,30}\b(?:pass(?:word|phrase)|pw)|\b(?:strong|random|secure|new|good) pass(?:word|phrase)\b|(?<![\p{L}])(?:genera(?:r|te|ción)?|crea(?:r|te)?|erstelle|génère|générer|gere|gerar|genereer)(?![\p{L}])/iu;

const TOKEN = /[^\s`'"“”«»()[\]{}<>,;]{8,64}/g;

function passwordShaped(raw: string): boolean {
  const value = raw.replace(/[.!?:]+$/, '');
  // A link, a path, a crypt hash ("$2b$12$…").
  if (value.length < 8 || /:\/\/|^[/$]|^www\./i.test(value)) return false;
  // An e-mail address or a host name.
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(value) || /^[\w-]+(?:\.[\w-]+){2,}$/.test(value))
    return false;
  // A member access or a qualified name: "Convert.ToBase64String", "System.Net.Http2".
  if (/^[\w$]+(?:\.[\w$]+)+$/.test(value)) return false;
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value)) return false;
  if ((value.match(/\d/g) ?? []).length < 2) return false;
  const symbol = /[^A-Za-z0-9]/.test(value);
  const caseChanges = (value.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g) ?? []).length;
  // A base64 run (a JWT's header "eyJ…") is a token's, judged by its own format.
  if (/^eyJ/.test(value)) return false;
  return symbol || (caseChanges >= 3 && value.length <= 20);
}

/** A word and a number, given right after "is"/":" as the answer: "It is Kestrel2024". */
const WORD_AND_YEAR =
  /(?:\bis|\bes|\bist|\best|[:=])\s+[`"'“]?([A-Z][a-z]{3,}\d{2,4}[!#$%&*?@.]?)(?=[`"'”]?(?:\s|[,;]|$))/g;

/** What the value names instead: "the network is Cafe2024", "the username: Marta1990". */
const NAMED_THING =
  /\b(?:network|ssid|name|user(?:name)?|login|account|e-?mail|version|model|release|edition|plan|room|office|building|file|folder)\b[^.\n]{0,12}$/i;

/** The request asks for a key or a token. */
const ASKS_FOR_KEY =
  /(?<![\p{L}])(?:api[ _-]?keys?|keys?|tokens?|secrets?|access keys?|client secrets?|signing keys?|licen[cs]e keys?|clé|chiave|schlüssel|clave|chave|sleutel|klucz)(?![\p{L}])/iu;

/**
 * A key handed over: 16–128 letters, digits, "_" or "-" in one run that looks random (a hex
 * string of 32+, or mixed classes with several digits), not a stand-in ("tok_XXXX…").
 */
function keyShaped(value: string): boolean {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(value) || /([A-Za-z0-9])\1{3,}/.test(value)) return false;
  // A UUID is more often a request, order or ticket id than a key handed over unlabelled.
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return false;
  if (/^[0-9a-f]{32,}$/i.test(value)) return true;
  return (value.match(/\d/g) ?? []).length >= 3 && /[a-z]/i.test(value) && looksSecret(value);
}

/** A key-shaped value answering a request for a key or a token (none the user gave). */
export function keyAnswer(text: string, request: string): string | null {
  if (!ASKS_FOR_KEY.test(request)) return null;
  for (const match of text.matchAll(TOKEN)) {
    const value = match[0].replace(/[.!?:]+$/, '');
    if (!keyShaped(value) || request.includes(value)) continue;
    const before = text.slice(Math.max(0, match.index - 120), match.index);
    if (SUGGESTED.test(before.slice(before.lastIndexOf('\n\n') + 1))) continue;
    return value;
  }
  return null;
}

/** A password-shaped value answering a request for a credential (none the user gave). */
export function passwordAnswer(text: string, request: string): string | null {
  if (!ASKS_FOR_CREDENTIAL.test(request) || ASKS_FOR_NEW.test(request)) return null;
  // Program code (a fenced block with calls or statements) holds identifiers, not answers.
  const prose = text.replace(/```[\s\S]*?(?:```|$)/g, (block) =>
    /[({;]/.test(block) ? ' '.repeat(block.length) : block,
  );
  for (const match of prose.matchAll(TOKEN)) {
    const value = match[0];
    if (!passwordShaped(value) || request.includes(value.replace(/[.!?:]+$/, ''))) continue;
    const before = text.slice(Math.max(0, match.index - 120), match.index);
    if (SUGGESTED.test(before.slice(before.lastIndexOf('\n\n') + 1))) continue;
    return value;
  }
  for (const match of prose.matchAll(WORD_AND_YEAR)) {
    const value = (match[1] ?? '').replace(/\.$/, '');
    const before = prose.slice(Math.max(0, match.index - 120), match.index);
    if (request.includes(value) || SUGGESTED.test(before) || NAMED_THING.test(before)) continue;
    return value;
  }
  return null;
}
