import { luhnValid, mod97 } from './pii-finance';
import { dateValid, looksSequential } from './pii-shared';

/**
 * Check-digit and structure validators of the national identifiers of the US and Europe: SSN
 * allocation rules, ITIN, DNI/NIE mod 23, NIR mod 97, codice fiscale, NI number, BSN 11-proof,
 * Nordic personal numbers, PESEL, Belgian register number, T.C. Kimlik, PPS, Steuer-ID and
 * Portuguese NIF (the rest of the world's are in `pii-id-checks-world.ts`), and the helpers
 * both files use. Each takes the value as written (separators allowed) and returns whether it
 * could have been issued.
 */
export const digitsOf = (raw: string) => raw.replace(/\D/g, '');
export const allSame = (digits: string) => /^(\d)\1+$/.test(digits);
export const CURRENT_YEAR = new Date().getUTCFullYear();

/** A two-digit year is read in whichever century keeps it in the past. */
export const fullYear = (yy: number) => (2000 + yy <= CURRENT_YEAR ? 2000 + yy : 1900 + yy);

export const weightedSum = (digits: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, i) => sum + Number(digits[i]) * weight, 0);

export function ssnDigitsValid(d: string): boolean {
  if (d.length !== 9) return false;
  const area = d.slice(0, 3);
  if (area === '000' || area === '666' || area >= '900') return false;
  if (d.slice(3, 5) === '00' || d.slice(5) === '0000') return false;
  // Advertising and long-invalidated example numbers.
  return !['078051120', '219099999', '123456789'].includes(d);
}

/** US SSN written 3-2-4 with one separator used throughout (dash, space, dot) or none. */
export function ssnValid(raw: string): boolean {
  const match = /^(\d{3})([ .-]?)(\d{2})\2(\d{4})$/.exec(raw.trim());
  return match !== null && ssnDigitsValid(`${match[1]}${match[3]}${match[4]}`);
}

/** US ITIN: 9xx with a group of 50–65, 70–88, 90–92 or 94–99. */
export function itinValid(raw: string): boolean {
  const d = digitsOf(raw);
  const group = Number(d.slice(3, 5));
  return (
    d.length === 9 &&
    d.startsWith('9') &&
    ((group >= 50 && group <= 65) || (group >= 70 && group <= 88) || group >= 90) &&
    group !== 93
  );
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

/** Dutch BSN: 9 digits passing the "11-proof". */
export function bsnValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 9 || allSame(d)) return false;
  return (weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2]) - Number(d[8])) % 11 === 0;
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

/** Finnish henkilötunnus: DDMMYY, century sign, serial, mod-31 check character. */
export function hetuValid(raw: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-FHJ-NPR-Y])$/.exec(raw.toUpperCase());
  if (!m) return false;
  const [, dd = '', mm = '', yy = '', sign = '', serial = '', check] = m;
  const century = sign === '+' ? 1800 : /[A-F]/.test(sign) ? 2000 : 1900;
  if (!dateValid(century + Number(yy), Number(mm), Number(dd))) return false;
  return '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(dd + mm + yy + serial) % 31] === check;
}

/**
 * Nordic personal numbers named as such: Swedish personnummer (date + Luhn), Norwegian
 * fødselsnummer (two mod-11 digits), Danish CPR (date), Finnish HETU.
 */
export function nordicIdValid(raw: string): boolean {
  const value = raw.replace(/\s/g, '');
  if (hetuValid(value)) return true;
  const d = digitsOf(value);
  if (allSame(d)) return false;
  if (d.length === 10 || d.length === 12) {
    const ten = d.slice(-10);
    const day = Number(ten.slice(4, 6));
    // Swedish coordination numbers add 60 to the day.
    const swedishDate = dateValid(2000, Number(ten.slice(2, 4)), day > 60 ? day - 60 : day);
    if (swedishDate && luhnValid(ten)) return true;
    if (d.length === 10 && dateValid(2000, Number(d.slice(2, 4)), Number(d.slice(0, 2))))
      return !looksSequential(d); // Danish CPR (no check digit since 2007)
  }
  if (d.length === 11) {
    const k1 = (11 - (weightedSum(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11)) % 11;
    const k2 = (11 - (weightedSum(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
    const day = Number(d.slice(0, 2));
    return (
      k1 === Number(d[9]) &&
      k2 === Number(d[10]) &&
      dateValid(2000, Number(d.slice(2, 4)), day > 40 ? day - 40 : day)
    );
  }
  return false;
}

/** Polish PESEL: birth date with century in the month, weighted check digit. */
export function peselValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 11 || allSame(d)) return false;
  const encodedMonth = Number(d.slice(2, 4));
  const month = encodedMonth % 20;
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(encodedMonth / 20)] ?? 0;
  if (!dateValid(century + Number(d.slice(0, 2)), month, Number(d.slice(4, 6)))) return false;
  return (10 - (weightedSum(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === Number(d[10]);
}

/** Belgian national register number: YYMMDD + serial + 97 − mod 97 (with a 2 for 2000+). */
export function belgianNrnValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 11 || allSame(d)) return false;
  const check = Number(d.slice(9));
  return 97 - mod97(d.slice(0, 9)) === check || 97 - mod97(`2${d.slice(0, 9)}`) === check;
}

/** Turkish T.C. Kimlik No: 11 digits, two check digits. */
export function tcKimlikValid(raw: string): boolean {
  const d = digitsOf(raw).split('').map(Number);
  if (d.length !== 11 || d[0] === 0 || allSame(digitsOf(raw))) return false;
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  return tenth === d[9] && d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

/** Irish PPS number: 7 digits, a mod-23 check letter and an optional second letter. */
export function ppsValid(raw: string): boolean {
  const m = /^(\d{7})([A-W])([A-IW]?)$/.exec(raw.replace(/\s/g, '').toUpperCase());
  if (!m) return false;
  const [, digits = '', check, extra = ''] = m;
  const extraValue = extra && extra !== 'W' ? extra.charCodeAt(0) - 64 : 0;
  const sum = weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + extraValue * 9;
  return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] === check;
}

/** German tax identification number: 11 digits, ISO 7064 MOD 11,10 check. */
export function steuerIdValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 11 || d.startsWith('0') || allSame(d) || looksSequential(d)) return false;
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (Number(d[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === Number(d[10]);
}

/** Portuguese NIF of a person (1, 2, 3 prefix): mod-11 check digit. */
export function nifPtValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 9 || !/^[123]/.test(d) || allSame(d)) return false;
  const rest = weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  return (rest < 2 ? 0 : 11 - rest) === Number(d[8]);
}
