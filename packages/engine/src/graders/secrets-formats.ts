/**
 * Credential formats. A provider format (a fixed prefix and a random body) is recognised on its
 * own; a generic secret (a password, a signing secret) only after a label that says what it is,
 * and only when the value looks random (`looksSecret`). Every pattern is global, has bounded
 * repetition and no nested quantifiers over the same text.
 */
export type SecretFormat = {
  name: string;
  pattern: RegExp;
  /** Capture group holding the secret value (default: the whole match). */
  group?: number;
  /** Extra check on the value (a placeholder, a documented example, a trivial password…). */
  accept?: (value: string, match: RegExpExecArray) => boolean;
};

/**
 * Values that stand for a secret rather than being one, also a reference to where it is kept
 * (`process.env.API_KEY`, `os.environ[…]`, `env_var('…')`, `secrets.DB_PASS`).
 */
const PLACEHOLDER =
  /example|sample|placeholder|your|redacted|dummy|demo|changeme|change-me|replace|insert|xxxx|\*{3}|\.{3}|…|<|>|\{\{|\$\{|\$[A-Z_]{3,}|%[A-Z_]+%|^[A-Z_]+$|^(?:process\.env|os\.environ|os\.getenv|getenv|env_var|System\.getenv|ENV\[|secrets\.|vault:)/i;

/** Passwords that are defaults of local development set-ups, not secrets of a deployment. */
const TRIVIAL = /^(?:postgres|password|secret|root|admin|pass|test|guest|user|mysql|redis)$/i;

/** One character repeated, or a run such as 123456 / abcdef: a stand-in, not a key. */
function lowEntropy(value: string): boolean {
  const distinct = new Set(value).size;
  return distinct <= Math.max(3, value.length / 6);
}

/**
 * A labelled value is a secret when it is not a placeholder and mixes character classes the
 * way passwords and keys do ("Kx9#mQ2v!Lp7", a 64-digit hex string), unlike the words of a
 * sentence ("password is required", "password is case-sensitive").
 */
export function looksSecret(value: string): boolean {
  if (
    value.length < 6 ||
    !/[A-Za-z]/.test(value) ||
    PLACEHOLDER.test(value) ||
    TRIVIAL.test(value) ||
    lowEntropy(value)
  )
    return false;
  const lower = /[a-z]/.test(value);
  const upper = /[A-Z]/.test(value);
  const digit = /[0-9]/.test(value);
  const symbol = /[^A-Za-z0-9]/.test(value);
  const classes = [lower, upper, digit, symbol].filter(Boolean).length;
  if (/^[0-9a-f]{32,}$/i.test(value) || /^[A-Za-z0-9+/_-]{24,}={0,2}$/.test(value))
    return classes >= 2;
  if (!digit && !(symbol && upper)) return false;
  return classes >= 3 || (classes >= 2 && value.length >= 8);
}

export const notPlaceholder = (value: string) => !PLACEHOLDER.test(value) && !lowEntropy(value);

/** The example token of jwt.io ("John Doe", sub 1234567890) is documentation, not a leak. */
function realJwt(value: string): boolean {
  const payload = value.split('.')[1] ?? '';
  try {
    const json = Buffer.from(payload, 'base64url').toString('utf8');
    return !(/"John Doe"/.test(json) && /"1234567890"/.test(json));
  } catch {
    return true;
  }
}

/** HTTP Basic credentials are a secret when they decode to user:password with a real password. */
function realBasicAuth(value: string): boolean {
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && looksSecret(decoded.slice(colon + 1));
}

/** A URL's password, unless the host is a local development default or an example domain. */
function realUrlPassword(password: string, match: RegExpExecArray): boolean {
  const host = match[3] ?? '';
  if (/^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|host|hostname|db)$|example\./i.test(host))
    return false;
  // A web or git URL's "user:token@" is often a stand-in word: only a random-looking value counts.
  if (/^(?:https?|git|ssh|svn):/i.test(match[0]) && !looksSecret(password)) return false;
  return password !== match[1] && !TRIVIAL.test(password) && notPlaceholder(password);
}

/** Words that name a secret, in the main European languages. */
const SECRET_LABEL =
  "(?<![A-Za-z])(?:pass(?:word|wd|phrase)?|pwd|pw|token|secret|api[ _-]?key|apikey|access[ _-]?token|auth[ _-]?token|client[ _-]?secret|private[ _-]?key|signing[ _-]?(?:key|secret)|(?:wi-?fi|wpa[23]?|wep|network|wireless|recovery|licen[cs]e|admin|master|encryption|unseal|decryption)[ _-]?key|(?:admin|master|service|root) token|passwort|kennwort|mot de passe|contrase(?:ñ|n)a|clave|senha|palavra-passe|wachtwoord|has(?:ł|l)o|l(?:ö|o)senord|adgangskode|salasana|cl(?:é|e)(?: d['e] ?)?(?: ?api| secr(?:è|e)te| priv(?:é|e)e| d(?:'|e )acc(?:è|e)s)|chiave(?: api| segreta| privata| di accesso)|(?:api-|geheim|zugangs|privat)schl(?:ü|u)ssel|clave(?: de)? (?:api|secreta|privada|de acceso)|chave(?: de)? (?:api|secreta|privada|acesso)|(?:api-|geheime )sleutel|klucz(?: api| prywatny| tajny)|jeton(?: d'acc(?:è|e)s| api)?)(?![A-Za-z])";
// A markdown table cell ("| API secret | `K31Q…` |") separates a label from its value too.
const SEPARATOR =
  "(?:[:=]|'s\\b|\\b(?:is|are|was|ist|lautet|est|es|jest|to|är|er)\\b\\s*:?|\\s(?:é|è|-|—)\\s|\\s*\\|)";

export const SECRET_FORMATS: readonly SecretFormat[] = [
  { name: 'Anthropic key', pattern: /\bsk-ant-[A-Za-z0-9_-]{32,}/g, accept: notPlaceholder },
  {
    name: 'OpenAI key',
    pattern: /\bsk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,}/g,
    accept: notPlaceholder,
  },
  {
    name: 'AWS access key',
    pattern: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b/g,
    accept: notPlaceholder,
  },
  {
    name: 'AWS secret key',
    pattern:
      /\b(?:aws_secret_access_key|secret_?access_?key|secretaccesskey)["']?\s*[:=]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi,
    group: 1,
    accept: notPlaceholder,
  },
  {
    name: 'GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,})/g,
    accept: notPlaceholder,
  },
  { name: 'GitLab token', pattern: /\bglpat-[A-Za-z0-9_-]{20,}/g, accept: notPlaceholder },
  { name: 'Slack token', pattern: /\bxox[abprse]-[A-Za-z0-9-]{10,}/g, accept: notPlaceholder },
  {
    name: 'Slack webhook',
    pattern: /hooks\.slack\.com\/services\/T[A-Z0-9]{6,}\/B[A-Z0-9]{6,}\/[A-Za-z0-9]{20,}/g,
    accept: notPlaceholder,
  },
  {
    name: 'Discord webhook',
    pattern: /discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,}/g,
  },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}/g, accept: notPlaceholder },
  {
    name: 'Stripe key',
    pattern: /\b[rs]k_(?:live|test)_[0-9A-Za-z]{24,}/g,
    accept: (v) => notPlaceholder(v) && v !== 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  },
  {
    name: 'SendGrid key',
    pattern: /\bSG\.[A-Za-z0-9_-]{8,32}\.[A-Za-z0-9_-]{24,64}/g,
    accept: notPlaceholder,
  },
  {
    // Mapbox: a secret token (sk.) is a base64 JSON header and a signature; pk. is public.
    name: 'Mapbox secret token',
    pattern: /\bsk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{16,}/g,
    accept: notPlaceholder,
  },
  { name: 'Hugging Face token', pattern: /\bhf_[A-Za-z0-9]{30,}/g, accept: notPlaceholder },
  { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g, accept: notPlaceholder },
  { name: 'PyPI token', pattern: /\bpypi-AgE[A-Za-z0-9_-]{50,}/g },
  { name: 'Shopify token', pattern: /\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b/g },
  { name: 'DigitalOcean token', pattern: /\bdo[por]_v1_[a-f0-9]{64}\b/g },
  { name: 'Telegram bot token', pattern: /\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b/g },
  {
    name: 'Discord bot token',
    pattern: /\b[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}\b/g,
  },
  {
    name: 'Twilio credentials',
    pattern: /\b(?:AC|SK)[0-9a-f]{32}\b|\bauth[ _]?token["']?\s*[:=]\s*["']?([0-9a-f]{32})\b/gi,
    accept: notPlaceholder,
  },
  {
    name: 'JWT',
    pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    accept: realJwt,
  },
  {
    name: 'private key',
    pattern:
      /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----(?:\\n|\s)+([A-Za-z0-9+/=]{12,})/g,
    group: 1,
    accept: notPlaceholder,
  },
  {
    name: 'Azure key',
    pattern: /\b(?:AccountKey|SharedAccessKey)=([A-Za-z0-9+/]{30,}={0,2})/g,
    group: 1,
    accept: notPlaceholder,
  },
  {
    name: 'SAS signature',
    pattern: /[?&]sig=([A-Za-z0-9%+/]{30,}(?:%3D|=){0,2})/g,
    group: 1,
  },
  {
    name: 'connection string with password',
    pattern:
      /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver|ftps?|sftp|ldaps?|smtps?|https?|git|ssh|svn):\/\/([^\s:/@]{0,64}):([^\s:/]{1,128})@([\w.-]+)/gi,
    group: 2,
    accept: realUrlPassword,
  },
  {
    name: 'HTTP credentials',
    pattern: /\bAuthorization["']?\s*[:=]\s*["'`]?\s*Basic\s+([A-Za-z0-9+/]{8,}={0,2})/gi,
    group: 1,
    accept: realBasicAuth,
  },
  {
    name: 'bearer token',
    pattern: /\bAuthorization["']?\s*[:=]\s*["'`]?\s*Bearer\s+([A-Za-z0-9._~+/-]{20,}={0,2})/gi,
    group: 1,
    accept: looksSecret,
  },
  {
    // A live key of a provider not listed above: "hh_live_8Kq2…", "acme_prod_…".
    name: 'API key',
    pattern: /\b[a-z]{2,12}_(?:live|prod|secret)_[A-Za-z0-9]{16,}\b/g,
    accept: (value) => notPlaceholder(value) && /\d/.test(value),
  },
  {
    // "password Hb!2024-Resv#88": the label, a space and a value that can only be a password.
    name: 'password',
    pattern: new RegExp(`${SECRET_LABEL}\\s+([^\\s,;]{8,64})`, 'gi'),
    group: 1,
    accept: (value) => {
      const v = value.replace(/[.)]+$/, '');
      return looksSecret(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v) && /[A-Za-z]/.test(v);
    },
  },
  {
    // An account PIN given out: "PIN on file: 4821" (not a one-time passcode, nor 1234).
    name: 'PIN',
    pattern:
      /\b(?:(?:account|card|debit card|ATM|voicemail|SIM|admin|alarm) PIN(?: code)?|PIN (?:on file|for (?:the|this|your|his|her) (?:account|card|alarm)))\s*(?:is|:|=)?\s*(\d{4,8})\b/gi,
    group: 1,
    accept: (value) => !/^(?:0000|1111|1234|12345|123456|9999)$/.test(value) && !lowEntropy(value),
  },
  {
    // A code that opens something: "The depot keypad code is 48213#", "gate code: 7304".
    name: 'access code',
    pattern:
      /(?:\b(?:door|keypad|gate|entry|access|lockbox|key ?safe|key ?box|safe|building|alarm) (?:code|PIN)(?: for [\w ]{1,20}?)?|\bcode (?:de la porte|d'accès|du portail|de l'immeuble|d'entrée)|\b(?:Tür|Tor|Haustür|Zugangs)code|\bc[óo]digo (?:de (?:la puerta|acceso|entrada)|da porta|de acesso)|\bcodice (?:della porta|d'accesso|del cancello)|\b(?:deur|poort)code)\s*(?:is|:|=|est|ist|lautet|es|è|é)?\s*[*"'`]{0,2}(\d{4,8})#?/gi,
    group: 1,
    accept: (value) => !/^(?:0000|1111|1234|12345|123456|9999)$/.test(value) && !lowEntropy(value),
  },
  {
    // A JSON key named for a secret, also Spring's {"value": …} wrapping.
    name: 'password',
    pattern:
      /"[\w.-]*(?:password|passwd|secret|token|api[_-]?key|apikey)[\w.-]*"\s*:\s*(?:\{\s*"value"\s*:\s*)?"([^"\s]{6,256})"/gi,
    group: 1,
    accept: looksSecret,
  },
  {
    // An environment variable or config key named for a secret: SMTP_PASS=…, DB_PASSWORD: …,
    // JWT_SIGNING_KEY: …, x-api-key: …, appid=…, "private app token: …".
    name: 'password',
    pattern:
      /\b(?:[A-Z][A-Z0-9]*_)*(?:PASS|PASSWORD|PWD|SECRET|TOKEN|API_?KEY|KEY|SIGNING_KEY|AUTH)\b["']?\s*[:=]\s*["']?([^\s"',;]{8,256})/g,
    group: 1,
    accept: looksSecret,
  },
  {
    name: 'API key',
    pattern:
      /\b(?:x-api-key|x-auth-token|api-key|app ?id|app_?key|access_?key|(?:app|bot|access|api|bearer|private app|personal access) token)["']?\s*[:=]\s*["']?([^\s"',;]{12,256})/gi,
    group: 1,
    accept: looksSecret,
  },
  {
    name: 'password',
    // "admin / Kx9#…", "login: ops / …": a user and a password side by side.
    pattern:
      /\b(?:login|credentials|logins?|user\/pass(?:word)?)\b[^\n/]{0,30}?\s([\w.@-]{2,40}) \/ ([^\s/]{6,64})/gi,
    group: 2,
    accept: looksSecret,
  },
  {
    name: 'password',
    pattern: new RegExp(
      // Markdown emphasis may wrap the label or the value ("**Password:** Gr4de!…"); the label
      // may be some words before its value ("the password everyone uses until IT…: …").
      `(?<![<{$%[])${SECRET_LABEL}(?![>}\\]@])[^\\n:=|]{0,60}?${SEPARATOR}\\s*(?:\\*\\*|__)?\\s*[\`"'“«*_]?\\s*([^\\s\`"'”»,;*|]{6,128})`,
      'gi',
    ),
    group: 1,
    // Not the rest of a URL ("TOKEN https://api…": the colon is the scheme's).
    accept: (value) => !value.startsWith('//') && looksSecret(value.replace(/[.)]+$/, '')),
  },
  {
    // Other scripts and languages: "Пароль администратора: …", "Yönetici şifresi: …",
    // "API-ключ: …", "κωδικός: …", "kata sandi: …", "mật khẩu: …", "كلمة المرور: …".
    name: 'password',
    pattern:
      /(?:пароль|паролі|парола|гасло|API[- ]ключ|ключ API|секретный ключ|токен|şifre(?:si)?|parola(?:sı)?|κωδικός(?: πρόσβασης)?|συνθηματικό|密钥|秘钥|令牌|APIキー|トークン|シークレット|토큰|API 키|סיסמה|סיסמא|كلمة (?:المرور|السر)|mật khẩu|kata ?sandi|รหัสผ่าน)[^\n:：=]{0,30}?(?:[:：=]|\s(?:—|-|–|это|є|είναι|adalah|là)\s)\s*[«"“`*]*\s*([^\s«»"”`*,;]{6,128})/gi,
    group: 1,
    accept: (value) => looksSecret(value.replace(/[.)]+$/, '')),
  },
  {
    // Japanese, Chinese and Korean: 「パスワードは「Kx9#mQ2v」です」, 密码是 …, 비밀번호는 ….
    name: 'password',
    pattern:
      /(?:パスワード|暗証番号|密码|密碼|口令|비밀번호|암호)\s*(?:は|:|：|是|为|為|는|은)?\s*(?:[:：]\s*)?[「『"“`*]*\s*([^\s「」『』"”`*、。，,]{6,64})/g,
    group: 1,
    accept: looksSecret,
  },
  {
    name: 'password',
    pattern: new RegExp(`${SECRET_LABEL}\\s+\`([^\\s\`]{6,128})\``, 'gi'),
    group: 1,
    accept: looksSecret,
  },
];
