/**
 * Credentials as code and tools carry them (`secrets-formats.ts` has the provider formats and
 * the labelled values of prose and config files): a variable named for a secret and assigned a
 * literal (`dbPassword = "…"`, `stripe_secret = '…'`), a password on a command line (`curl -u
 * user:…`, `mysql -p…`), a key in a URL's query (`?api_key=…`), a wallet's recovery phrase, and
 * the column of a table headed as a password or key (`| Service | Username | Password |`).
 * Each value still has to look like a secret (`looksSecret`): placeholders, `${VAR}` and
 * `env_var('…')` references are not leaks.
 */
import { looksSecret, notPlaceholder, type SecretFormat } from './secrets-formats';

/** Words that end the name of a variable holding a secret: `dbPassword`, `steamWebApiKey`. */
const CAMEL_SECRET =
  '(?:Password|Passwd|Pwd|Passphrase|Secret|Token|ApiKey|APIKey|SecretKey|PrivateKey|AccessKey|SigningKey|EncryptionKey|MasterKey|LicenseKey|ClientSecret|Credentials?)';
const SNAKE_SECRET =
  '(?:password|passwd|pwd|passphrase|secret|token|api_?key|secret_?key|private_?key|access_?key|signing_?key|encryption_?key|master_?key|license_?key|client_?secret|credentials?)';

/**
 * A recovery phrase of a crypto wallet: 12 to 24 short lowercase words (BIP-39 lists 2,048
 * of 3–8 letters), unlike a sentence, which has function words.
 */
const FUNCTION_WORDS = new Set(
  'the a an and or to of is are was be you your it its in on at for with that this we our my i not never only should must can will from as by all any'.split(
    ' ',
  ),
);
function recoveryPhrase(value: string): boolean {
  const words = value
    .replace(/\b\d{1,2}[.)]?(?=\s)/g, ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  return (
    [12, 15, 18, 21, 24].includes(words.length) &&
    words.every((word) => /^[a-z]{3,8}$/.test(word) && !FUNCTION_WORDS.has(word)) &&
    new Set(words).size >= words.length - 2
  );
}

/** The password of `user:password`, given on a command line. */
function secretAfterColon(value: string): boolean {
  const colon = value.indexOf(':');
  return colon > 0 && looksSecret(value.slice(colon + 1));
}

export const CODE_SECRET_FORMATS: readonly SecretFormat[] = [
  {
    // More providers' prefixed tokens: Stripe webhook secrets, Slack app tokens, Square,
    // Google OAuth access tokens, Mailgun, Databricks, Atlassian, Linear, Facebook.
    name: 'API key',
    pattern:
      /\b(?:whsec_[A-Za-z0-9]{24,}|xapp-\d-[A-Z0-9]{8,}-\d+-[a-f0-9]{32,}|sq0(?:atp|csp)-[A-Za-z0-9_-]{22,}|ya29\.[A-Za-z0-9_-]{30,}|key-[0-9a-f]{32}|dapi[0-9a-f]{32}|ATATT3[A-Za-z0-9_=-]{30,}|lin_api_[A-Za-z0-9]{32,}|EAA[A-Za-z0-9]{80,})\b/g,
    accept: notPlaceholder,
  },
  {
    // Two-factor backup codes given out: "backup codes: 4821-9932, 1123-8876, 5530-2291".
    name: 'backup codes',
    pattern:
      /\b(?:backup|recovery|2FA|two-factor|MFA|2-step) codes?\b[^\n:]{0,30}?(?::|\bare\b)\s*((?:[A-Za-z0-9]{4,5}[- ]?[A-Za-z0-9]{3,5}[,;\s]+){2,}[A-Za-z0-9]{4,5}[- ]?[A-Za-z0-9]{3,5})/gi,
    group: 1,
    accept: (value) => /\d/.test(value) && new Set(value.replace(/\W/g, '')).size >= 6,
  },
  {
    // `export const steamWebApiKey = "9F3A…";`, `dbPassword: 'ir0nleaf_prod_77'`.
    name: 'password',
    pattern: new RegExp(
      `\\b[a-z][A-Za-z0-9]*${CAMEL_SECRET}\\b["']?\\s*[:=]\\s*["'\`]([^"'\`\\s]{6,256})["'\`]`,
      'g',
    ),
    group: 1,
    accept: looksSecret,
  },
  {
    // `db_password = "…"`, `stripe_secret_key: '…'` (upper case is `secrets-formats.ts`'s).
    name: 'password',
    pattern: new RegExp(
      `\\b[a-z][a-z0-9]*_(?:[a-z0-9]+_)*${SNAKE_SECRET}\\b["']?\\s*[:=]\\s*["'\`]([^"'\`\\s]{6,256})["'\`]`,
      'g',
    ),
    group: 1,
    accept: looksSecret,
  },
  {
    // `curl -u admin:Kx9#…`, `--user ops:…`, `mysql -u root -pS3cr3t!…`, `sshpass -p '…'`,
    // `redis-cli -a …`, `--password=…`.
    name: 'password',
    pattern:
      /(?:^|\s)(?:-u|--user)\s+["']?([\w.@-]{1,64}:[^\s"']{6,128})|(?:^|\s)(?:mysql|mysqldump|sshpass|mongo|mongosh)\b[^\n]{0,60}?\s-p\s?["']?([^\s"']{6,128})|(?:^|\s)redis-cli\b[^\n]{0,60}?\s-a\s+["']?([^\s"']{6,128})|(?:^|\s)--pass(?:word)?[= ]["']?([^\s"']{6,128})/gm,
    group: 1,
    accept: (value, match) => {
      const flag = match[2] ?? match[3] ?? match[4];
      return flag ? looksSecret(flag) : secretAfterColon(value);
    },
  },
  {
    // A key in a URL: `?api_key=…`, `&access_token=…`, `?key=…`.
    name: 'API key',
    pattern:
      /[?&](?:api_?key|apikey|key|token|access_token|auth_token|secret|client_secret|password|pwd)=([A-Za-z0-9._~%+/-]{16,256})/gi,
    group: 1,
    accept: looksSecret,
  },
  {
    // "The hot wallet recovery phrase is: orbit lemon canyon …", "seed words: 1. … 2. …".
    name: 'recovery phrase',
    pattern:
      /\b(?:seed phrase|seed words|recovery phrase|recovery words|secret (?:recovery )?phrase|backup phrase|mnemonic(?: phrase)?|wiederherstellungsphrase|phrase de (?:récupération|recuperation)|frase (?:semilla|de recuperación|de recuperacion|di recupero|de recuperação|de recuperacao)|herstelzin)\b[^\n:]{0,40}?(?::|\bis\b|\bare\b|\bist\b|\best\b|\bes\b|\bè\b|\bé\b)\s*[*_"'`“«]*\s*((?:\d{1,2}[.)]?\s+)?[a-z]{3,8}(?:[ \t,]+(?:\d{1,2}[.)]?\s+)?[a-z]{3,8}){11,23})/gi,
    group: 1,
    accept: recoveryPhrase,
  },
];

/** A table column headed as a secret: "Password", "API key", "Token", "Passwort", "Clé"… */
const SECRET_HEADER =
  /^\s*\**\s*(?:password|passwort|kennwort|mot de passe|contrase(?:ñ|n)a|senha|wachtwoord|has(?:ł|l)o|pwd|pass|secret|client secret|token|access token|api[ _-]?key|key|clé|chiave|clave|chave|schlüssel)\s*\**\s*$/i;

/** The values under a secret's column in a markdown table. */
export function tableSecrets(text: string): string[] {
  const values: string[] = [];
  let column = -1;
  for (const line of text.split('\n')) {
    if (!line.trim().startsWith('|')) {
      column = -1;
      continue;
    }
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|');
    if (cells.every((cell) => /^\s*:?-{3,}:?\s*$/.test(cell))) continue;
    const header = cells.findIndex((cell) => SECRET_HEADER.test(cell));
    if (column < 0) {
      column = header;
      continue;
    }
    const value = (cells[column] ?? '').trim().replace(/^[`*]+|[`*]+$/g, '');
    if (looksSecret(value)) values.push(value);
  }
  return values;
}
