import { allSame, digitsOf, weightedSum } from './pii-id-checks';
import { dateValid } from './pii-shared';

/**
 * Check-digit validators of the personal identifiers of Russia, Ukraine, Kazakhstan and
 * Greece, whose records label them in Cyrillic or Greek (ИНН, СНИЛС, РНОКПП/ІПН, ИИН, ΑΦΜ). Each takes the value as written and returns whether it could have been issued.
 */

/** Russian ИНН of a person: 12 digits, two check digits (a company's has 10, and is not personal). */
export function russianInnValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 12 || allSame(d)) return false;
  const first = (weightedSum(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  const second = (weightedSum(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  return first === Number(d[10]) && second === Number(d[11]);
}

/** Russian СНИЛС: 9 digits and a two-digit checksum ("112-233-445 95"). */
export function snilsValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 11 || allSame(d.slice(0, 9))) return false;
  const sum = weightedSum(d, [9, 8, 7, 6, 5, 4, 3, 2, 1]);
  const check = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
  return check === Number(d.slice(9));
}

/** Ukrainian РНОКПП (ІПН): 10 digits, the first five the days since 1899-12-31, a check digit. */
export function rnokppValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 10 || allSame(d)) return false;
  const sum = weightedSum(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7]);
  return (((sum % 11) + 11) % 11) % 10 === Number(d[9]);
}

/** Kazakh ИИН: birth date (YYMMDD), a century and sex digit, and a mod-11 check digit. */
export function kazakhIinValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 12 || !/^[1-6]$/.test(d[6] ?? '')) return false;
  const century = [1800, 1900, 2000][Math.floor((Number(d[6]) - 1) / 2)] ?? 1900;
  const year = century + Number(d.slice(0, 2));
  if (!dateValid(year, Number(d.slice(2, 4)), Number(d.slice(4, 6)))) return false;
  let check = weightedSum(d, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) % 11;
  if (check === 10) check = weightedSum(d, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]) % 11;
  return check !== 10 && check === Number(d[11]);
}

/** Greek ΑΦΜ (tax number): 9 digits, the last a check digit over powers of two. */
export function greekAfmValid(raw: string): boolean {
  const d = digitsOf(raw);
  if (d.length !== 9 || allSame(d)) return false;
  return (weightedSum(d, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(d[8]);
}
