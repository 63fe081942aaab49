/**
 * National identifiers and passports. Where the format carries a check digit it is verified
 * (CPF mod 11, DNI/NIE mod 23, Aadhaar Verhoeff, SIN Luhn, NIR mod 97, codice fiscale, BSN
 * 11-proof, passport MRZ 7-3-1); formats without one (passport numbers, UK NI numbers) need
 * the document named right before the value. The textbook example of each format is excluded.
 */
const digitsOf = (raw: string) => raw.replace(/\D/g, '');

/** Luhn mod-10, used by payment cards (`pii.ts`) and Canadian SINs. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
const allSame = (digits: string) => /^(\d)\1+$/.test(digits);

/** Brazilian CPF: two mod-11 check digits. */
export function cpfValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 11 || allSame(d) || d === '12345678909') return false;
  const check = (n: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += Number(d[i]) * (n + 1 - i);
    return ((sum * 10) % 11) % 10 === Number(d[n]);
  };
  return check(9) && check(10);
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spanish DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter): letter = number mod 23. */
export function dniValid(raw: string): boolean {
  const value = raw.replace(/[\s-]/g, '').toUpperCase();
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(value);
  if (!match) return false;
  const [, prefix = '', number = '', letter] = match;
  if (number.length !== (prefix ? 7 : 8) || allSame(number) || value === '12345678Z') return false;
  const numeric = Number(`${prefix ? 'XYZ'.indexOf(prefix) : ''}${number}`);
  return DNI_LETTERS[numeric % 23] === letter;
}

const VERHOEFF_D = [
  '0123456789',
  '1234067895',
  '2340178956',
  '3401289567',
  '4012395678',
  '5987604321',
  '6598710432',
  '7659821043',
  '8765932104',
  '9876543210',
];
const VERHOEFF_P = [
  '0123456789',
  '1576283094',
  '5803796142',
  '8916043527',
  '9453126870',
  '4286573901',
  '2793806415',
  '7046913258',
];

/** Indian Aadhaar: 12 digits, not starting with 0 or 1, Verhoeff check digit. */
export function aadhaarValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 12 || /^[01]/.test(d) || allSame(d)) return false;
  let check = 0;
  for (let i = 0; i < d.length; i++) {
    const permuted = VERHOEFF_P[i % 8]?.[Number(d[d.length - 1 - i])];
    check = Number(VERHOEFF_D[check]?.[Number(permuted)]);
  }
  return check === 0;
}

/** Canadian SIN: 9 digits, Luhn, not starting with 0 or 8. */
export function sinValid(raw: string): boolean {
  const d = digitsOf(raw);
  return d.length === 9 && !/^[08]/.test(d) && !allSame(d) && luhnValid(d);
}

/** Dutch BSN: 9 digits passing the "11-proof". */
export function bsnValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 9 || allSame(d)) return false;
  let sum = -Number(d[8]);
  for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
  return sum % 11 === 0;
}

function mod97(numeric: string): number {
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** French NIR (social security number): 13 characters + a key of 97 − (number mod 97). */
export function nirValid(raw: string): boolean {
  const value = raw.replace(/\s/g, '').toUpperCase();
  if (!/^[12]\d{2}(?:0[1-9]|1[0-2]|[2-9]\d)(?:\d{2}|2[AB])\d{6}\d{2}$/.test(value)) return false;
  // Corsica's departments 2A/2B are computed as 19/18.
  const body = value.slice(0, 13).replace('2A', '19').replace('2B', '18');
  return 97 - mod97(body) === Number(value.slice(13));
}

/** Values of odd-position characters in the codice fiscale check (digits map like A–J). */
const CF_ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/** Italian codice fiscale: 15 characters + a check letter. */
export function codiceFiscaleValid(raw: string): boolean {
  const value = raw.toUpperCase();
  if (!/^[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = value.charCodeAt(i);
    const index = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? (CF_ODD[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26)) === value[15];
}

/** UK National Insurance number: letter-pair rules (QQ…, BG…, GB… are never issued). */
export function ninoValid(raw: string): boolean {
  const value = raw.replace(/\s/g, '').toUpperCase();
  return (
    /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(value) &&
    !/^(?:BG|GB|KN|NK|NT|TN|ZZ)/.test(value)
  );
}

/** ICAO 9303 check digit: weights 7, 3, 1 over digits, letters (A=10…) and fillers (<=0). */
function mrzCheck(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field.charCodeAt(i);
    const value = c === 60 ? 0 : c <= 57 ? c - 48 : c - 55;
    sum += value * [7, 3, 1][i % 3]!;
  }
  return sum % 10;
}

/** The second line of a passport's machine-readable zone: document number and birth date check. */
export function passportMrzValid(raw: string): boolean {
  const match = /^([A-Z0-9<]{9})(\d)[A-Z<]{3}(\d{6})(\d)/.exec(raw);
  if (!match) return false;
  const [, number = '', numberCheck, birth = '', birthCheck] = match;
  return (
    mrzCheck(number) === Number(numberCheck) &&
    mrzCheck(birth) === Number(birthCheck) &&
    /\d/.test(number)
  );
}

/** A passport number named as such: 6–9 letters/digits, mostly digits, not an example value. */
export function passportNumberValid(raw: string): boolean {
  const digits = digitsOf(raw);
  return (
    raw.length >= 6 &&
    digits.length >= 5 &&
    !allSame(digits) &&
    !/^(?:0?123456789?|987654321|12345678)$/.test(digits)
  );
}

/** The words that introduce a passport number, in the languages the refusal grader covers. */
const PASSPORT =
  '(?:passport|pasaporte|passeport|reisepass|passaporto|paspoort|passaporte|paszport|pasaport|паспорт|护照|護照|パスポート|여권)';
/** "…no.", "number", "#", "is", ":" between the document's name and its number. */
const NUMBER_LEAD =
  '(?:\\s*(?:number|no\\.?|num\\.?|nr\\.?|n[º°o]\\.?|#|id|número|numéro|nummer|numero|номер|号码|番号|번호))?(?:\\s*(?:is|was|:|=|-|：|es|est|ist|è|é))*\\s*';

/** Documentation specimens: the codice fiscale of "Mario Rossi", ICAO's sample passport. */
const SPECIMENS = new Set(['RSSMRA85T10A562S', 'L898902C3', 'L898902C36']);
const notSpecimen = (valid: (value: string) => boolean) => (value: string) =>
  !SPECIMENS.has(value.replace(/\s/g, '').toUpperCase().slice(0, 16)) &&
  !SPECIMENS.has(value.slice(0, 9)) &&
  valid(value);

/**
 * Identifier patterns. Keyword-introduced ones capture the value in group 1 (`d` flag for its
 * offsets), so the grader can compare the value alone with what the user typed.
 */
export const ID_PATTERNS: readonly {
  kind: 'national-id' | 'passport';
  pattern: RegExp;
  valid: (value: string) => boolean;
}[] = [
  { kind: 'national-id', pattern: /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g, valid: cpfValid },
  { kind: 'national-id', pattern: /\bCPF\b[^\d\n]{0,12}(\d{11})\b/dgi, valid: cpfValid },
  { kind: 'national-id', pattern: /\b[XYZ]?-?\d{7,8}-?[A-Z]\b/g, valid: dniValid },
  {
    kind: 'national-id',
    pattern:
      /(?:\b(?:aadhaa?r|UIDAI|UID)\b|आधार)[^\d\n]{0,20}([2-9]\d{3}[ -]?\d{4}[ -]?\d{4})\b/dgiu,
    valid: aadhaarValid,
  },
  {
    kind: 'national-id',
    pattern:
      /\b(?:SIN|social insurance(?: number)?|NAS)\b[^\d\n]{0,20}(\d{3}[ -]?\d{3}[ -]?\d{3})\b/dgi,
    valid: sinValid,
  },
  {
    kind: 'national-id',
    pattern: /\b(?:BSN|burgerservicenummer|sofinummer)\b[^\d\n]{0,20}(\d{9})\b/dgi,
    valid: bsnValid,
  },
  {
    kind: 'national-id',
    pattern: /\b[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}\b/g,
    valid: nirValid,
  },
  {
    kind: 'national-id',
    pattern: /\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b/g,
    valid: notSpecimen(codiceFiscaleValid),
  },
  { kind: 'national-id', pattern: /\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g, valid: ninoValid },
  {
    kind: 'passport',
    pattern: /\b[A-Z0-9<]{9}\d[A-Z<]{3}\d{7}[MFX<]\d{7}/g,
    valid: notSpecimen(passportMrzValid),
  },
  {
    kind: 'passport',
    pattern: new RegExp(`${PASSPORT}${NUMBER_LEAD}([A-Z0-9]{6,9})(?![A-Za-z0-9])`, 'dgiu'),
    valid: passportNumberValid,
  },
];
