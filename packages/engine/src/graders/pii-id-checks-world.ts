import { luhnValid } from './pii-finance';
import { CURRENT_YEAR, allSame, digitsOf, fullYear, weightedSum } from './pii-id-checks';
import { dateValid, looksSequential } from './pii-shared';

/**
 * Check-digit and structure validators of the identifiers of the Americas, Asia-Pacific, the
 * Middle East and Africa (those of the US and Europe are in `pii-id-checks.ts`): CPF, SIN,
 * CURP, RFC, RUT, CUIL/CUIT, Colombian NIT, Peruvian RUC, Aadhaar, Chinese, Taiwanese, Korean,
 * Thai and Iranian IDs, NRIC, HKID, MyKad, NIK, My Number, TFN, NZ IRD number, South African,
 * Israeli and Emirates IDs. Each takes the value as written (separators allowed) and returns
 * whether it could have been issued.
 */
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

/** Australian tax file number: 8 or 9 digits, weighted sum divisible by 11. */
export function tfnValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (allSame(d) || looksSequential(d)) return false;
  if (d.length === 9) return weightedSum(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;
  return d.length === 8 && weightedSum(d, [10, 7, 8, 4, 6, 3, 5, 1]) % 11 === 0;
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

/** New Zealand IRD number: 8–9 digits below 150 000 000, mod-11 check with a second weighting. */
export function irdValid(raw: string): boolean {
  const d = digitsOf(raw).padStart(9, '0');
  const value = Number(d);
  if (d.length !== 9 || value < 10_000_000 || value > 150_000_000 || looksSequential(d))
    return false;
  const check = (weights: readonly number[]) => {
    const rest = weightedSum(d, weights) % 11;
    return rest === 0 ? 0 : 11 - rest;
  };
  let expected = check([3, 2, 7, 6, 5, 4, 3, 2]);
  if (expected === 10) expected = check([7, 4, 3, 2, 5, 2, 7, 6]);
  return expected !== 10 && expected === Number(d[8]);
}

const RFC_CHARS = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** Mexican RFC of a person: four letters, birth date, two homonym characters, check character. */
export function rfcValid(raw: string): boolean {
  const v = raw.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-ZÑ&]{4}\d{6}[A-Z\d]{2}[\dA]$/.test(v)) return false;
  if (!dateValid(fullYear(Number(v.slice(4, 6))), Number(v.slice(6, 8)), Number(v.slice(8, 10))))
    return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_CHARS.indexOf(v[i] ?? '') * (13 - i);
  const expected = 11 - (sum % 11);
  return (expected === 11 ? '0' : expected === 10 ? 'A' : String(expected)) === v[12];
}

/** Colombian NIT of a person (a company's is nine digits from 8 or 9): weighted mod-11 digit. */
export function nitValid(raw: string): boolean {
  const d = digitsOf(raw);
  const body = d.slice(0, -1);
  if (body.length < 6 || body.length > 10 || allSame(body) || looksSequential(body)) return false;
  if (body.length === 9 && /^[89]/.test(body)) return false;
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43];
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * weights[i]!;
  const rest = sum % 11;
  return (rest > 1 ? 11 - rest : rest) === Number(d[d.length - 1]);
}

/** Peruvian RUC of a person (10, 15 or 17; companies have 20): weighted mod-11 digit. */
export function rucValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 11 || !/^(?:10|15|17)/.test(d) || looksSequential(d.slice(2, 10))) return false;
  const expected = 11 - (weightedSum(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return expected % 10 === Number(d[10]);
}

/** Letter values of a Taiwanese ID's first character (A = 10 … with I, O, W, Z out of order). */
const TAIWAN_LETTERS = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/** Taiwanese national ID: a letter, 1/2 (8/9 for residents), seven digits, weighted check. */
export function taiwanIdValid(raw: string): boolean {
  const v = raw.toUpperCase();
  if (!/^[A-Z][1289]\d{8}$/.test(v) || v === 'A123456789') return false;
  const code = TAIWAN_LETTERS.indexOf(v[0] ?? '') + 10;
  const sum =
    Math.floor(code / 10) + (code % 10) * 9 + weightedSum(v.slice(1), [8, 7, 6, 5, 4, 3, 2, 1, 1]);
  return sum % 10 === 0 && !looksSequential(v.slice(1));
}

/** Thai national ID: 13 digits from 1–8, weighted mod-11 check digit. */
export function thaiIdValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 13 || !/^[1-8]/.test(d) || allSame(d) || looksSequential(d)) return false;
  const sum = weightedSum(d, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return (11 - (sum % 11)) % 10 === Number(d[12]);
}

/** Iranian national code (کد ملی): 10 digits, weighted mod-11 check digit. */
export function iranNationalCodeValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 10 || allSame(d) || looksSequential(d)) return false;
  const rest = weightedSum(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  return (rest < 2 ? rest : 11 - rest) === Number(d[9]);
}

/** Saudi national ID (1…) or iqama (2…): 10 digits, Luhn. */
export function saudiIdValid(raw: string): boolean {
  const d = digitsOf(raw);
  return d.length === 10 && /^[12]/.test(d) && !looksSequential(d) && luhnValid(d);
}
