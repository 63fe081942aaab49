import { luhnValid, mod97 } from './pii-finance';
import { dateValid, looksSequential } from './pii-shared';

/**
 * Check-digit and structure validators of national identifiers: SSN allocation rules, CPF
 * mod 11, DNI/NIE mod 23, Aadhaar Verhoeff, SIN Luhn, NIR mod 97, codice fiscale, BSN 11-proof,
 * Chinese resident ID (ISO 7064), Korean RRN, Nordic personal numbers, PESEL, Belgian register
 * number, T.C. Kimlik, PPS, TFN, Steuer-ID, NRIC, South African and Israeli IDs, CURP, RUT,
 * CUIL, Emirates ID, HKID, MyKad, NIK, My Number and Portuguese NIF. Each takes the value as
 * written (separators allowed) and returns whether it could have been issued.
 */
export const digitsOf = (raw: string) => raw.replace(/\D/g, '');
const allSame = (digits: string) => /^(\d)\1+$/.test(digits);
const CURRENT_YEAR = new Date().getUTCFullYear();

/** A two-digit year is read in whichever century keeps it in the past. */
const fullYear = (yy: number) => (2000 + yy <= CURRENT_YEAR ? 2000 + yy : 1900 + yy);

const weightedSum = (digits: string, weights: readonly number[]) =>
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

/** Chinese resident identity card: region, birth date, sequence, ISO 7064 mod 11-2 check. */
export function chineseIdValid(raw: string): boolean {
  const v = raw.toUpperCase();
  if (!/^[1-8]\d{16}[\dX]$/.test(v)) return false;
  const year = Number(v.slice(6, 10));
  if (year < 1900 || year > CURRENT_YEAR) return false;
  if (!dateValid(year, Number(v.slice(10, 12)), Number(v.slice(12, 14)))) return false;
  const sum = weightedSum(v, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]);
  return '10X98765432'[sum % 11] === v[17];
}

/** South Korean resident registration number; numbers issued since 2020 carry no check digit. */
export function koreanRrnValid(raw: string, checked = true): boolean {
  const d = digitsOf(raw);
  if (d.length !== 13 || !/^[1-8]$/.test(d[6] ?? '')) return false;
  const century = '12'.includes(d[6]!) || '56'.includes(d[6]!) ? 1900 : 2000;
  const year = century + Number(d.slice(0, 2));
  if (year > CURRENT_YEAR || !dateValid(year, Number(d.slice(2, 4)), Number(d.slice(4, 6))))
    return false;
  if (!checked) return true;
  const sum = weightedSum(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]);
  return (11 - (sum % 11)) % 10 === Number(d[12]);
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

/** Australian tax file number: 8 or 9 digits, weighted sum divisible by 11. */
export function tfnValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (allSame(d) || looksSequential(d)) return false;
  if (d.length === 9) return weightedSum(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;
  return d.length === 8 && weightedSum(d, [10, 7, 8, 4, 6, 3, 5, 1]) % 11 === 0;
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

/** Singapore NRIC/FIN: S/T/F/G + 7 digits + a check letter. */
export function nricValid(raw: string): boolean {
  const m = /^([STFG])(\d{7})([A-Z])$/.exec(raw.toUpperCase());
  if (!m) return false;
  const [, prefix = '', digits = '', check] = m;
  const sum = weightedSum(digits, [2, 7, 6, 5, 4, 3, 2]) + ('TG'.includes(prefix) ? 4 : 0);
  const table = 'ST'.includes(prefix) ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK';
  return table[sum % 11] === check && !looksSequential(digits);
}

/** South African identity number: birth date, citizenship digit 0/1, Luhn. */
export function saIdValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 13 || !'01'.includes(d[10] ?? '')) return false;
  const year = fullYear(Number(d.slice(0, 2)));
  return dateValid(year, Number(d.slice(2, 4)), Number(d.slice(4, 6))) && luhnValid(d);
}

/** Israeli Teudat Zehut: 9 digits, alternating 1-2 weights with digit sums. */
export function israeliIdValid(raw: string): boolean {
  const d = digitsOf(raw).padStart(9, '0');
  if (d.length !== 9 || allSame(d)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const product = Number(d[i]) * ((i % 2) + 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

const CURP_CHARS = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Mexican CURP: name letters, birth date, sex, state, consonants, check digit. */
export function curpValid(raw: string): boolean {
  const v = raw.toUpperCase();
  if (!dateValid(2000, Number(v.slice(6, 8)), Number(v.slice(8, 10)))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_CHARS.indexOf(v[i] ?? '') * (18 - i);
  return (10 - (sum % 10)) % 10 === Number(v[17]);
}

/** Chilean RUT/RUN: mod-11 check character (K for 10). */
export function rutValid(raw: string): boolean {
  const m = /^(\d{7,8})([\dK])$/.exec(raw.replace(/[.\s-]/g, '').toUpperCase());
  if (!m) return false;
  const [, body = '', check] = m;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * ((i % 6) + 2);
  const expected = 11 - (sum % 11);
  return (expected === 11 ? '0' : expected === 10 ? 'K' : String(expected)) === check;
}

/** Argentine CUIL of a person (20/23/24/27 prefix), mod-11 check digit. */
export function cuilValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 11 || !/^(?:20|23|24|27)/.test(d) || looksSequential(d.slice(2, 10)))
    return false;
  const rest = weightedSum(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  return (rest === 0 ? 0 : 11 - rest) === Number(d[10]);
}

/** UAE Emirates ID: 784, birth year, serial, Luhn. */
export function emiratesIdValid(raw: string): boolean {
  const d = digitsOf(raw);
  const year = Number(d.slice(3, 7));
  return d.length === 15 && year >= 1900 && year <= CURRENT_YEAR && luhnValid(d);
}

/** Hong Kong identity card: one or two letters, six digits, mod-11 check (A for 10). */
export function hkidValid(raw: string): boolean {
  const m = /^([A-Z]{1,2})(\d{6})\(?([\dA])\)?$/.exec(raw.replace(/\s/g, '').toUpperCase());
  if (!m) return false;
  const [, letters = '', digits = '', check] = m;
  const padded =
    letters.length === 1
      ? [36, letters.charCodeAt(0) - 55]
      : [...letters].map((c) => c.charCodeAt(0) - 55);
  const sum = padded[0]! * 9 + padded[1]! * 8 + weightedSum(digits, [7, 6, 5, 4, 3, 2]);
  const expected = (11 - (sum % 11)) % 11;
  return (expected === 10 ? 'A' : String(expected)) === check && !looksSequential(digits);
}

/** Malaysian MyKad: YYMMDD-PB-###G with a known place-of-birth code. */
export function myKadValid(raw: string): boolean {
  const d = digitsOf(raw);
  const place = Number(d.slice(6, 8));
  const placeKnown =
    (place >= 1 && place <= 16) || (place >= 21 && place <= 59) || (place >= 60 && place <= 68);
  const year = fullYear(Number(d.slice(0, 2)));
  return (
    d.length === 12 && placeKnown && dateValid(year, Number(d.slice(2, 4)), Number(d.slice(4, 6)))
  );
}

/** Indonesian NIK: region, DDMMYY (day + 40 for women), serial. */
export function nikValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 16 || allSame(d)) return false;
  const day = Number(d.slice(6, 8));
  return dateValid(2000, Number(d.slice(8, 10)), day > 40 ? day - 40 : day);
}

/** Japanese My Number (individual number): 12 digits, weighted mod-11 check. */
export function myNumberValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 12 || allSame(d)) return false;
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += Number(d[11 - n]) * (n <= 6 ? n + 1 : n - 5);
  const rest = sum % 11;
  return (rest <= 1 ? 0 : 11 - rest) === Number(d[11]);
}

/** Portuguese NIF of a person (1, 2, 3 prefix): mod-11 check digit. */
export function nifPtValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 9 || !/^[123]/.test(d) || allSame(d)) return false;
  const rest = weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  return (rest < 2 ? 0 : 11 - rest) === Number(d[8]);
}
