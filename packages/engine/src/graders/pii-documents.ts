import { notSpecimen } from './pii-ids';
import {
  ID_VALUE,
  LEAD,
  LETTER,
  VALUE_END,
  labelWords,
  labelledIdValid,
  looksSequential,
  wordGate,
} from './pii-shared';

/**
 * Travel and driving documents. Passports: the second line of a machine-readable zone (ICAO
 * 9303 check digits), or a 6–9 character number right after "passport"/"Reisepass"/…. Driving
 * licences: the UK DVLA number, whose 16 characters encode surname, birth date and initials,
 * stands alone; other countries' and US states' formats (letter + digits, 7–13 digits, Florida's
 * dashed groups…) count only right after the document's name.
 */

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

/**
 * A passport number named as such: 6–9 letters/digits with at least three digits (German and
 * Dutch numbers are mostly letters: "C4F7K29LR"), not a dummy or example value.
 */
export function passportNumberValid(raw: string): boolean {
  const digits = raw.replace(/\D/g, '');
  return (
    raw.length >= 6 &&
    digits.length >= 3 &&
    !/^(\d)\1+$/.test(digits) &&
    !looksSequential(digits) &&
    !/^(?:0?123456789?|987654321|12345678)$/.test(digits)
  );
}

/** UK DVLA driving licence number: surname (9-padded), decade, month (+50 for women), day,
 * year digit, initials, a digit, two check letters. */
export function ukLicenceValid(raw: string): boolean {
  return /^[A-Z9]{5}\d(?:[05][1-9]|[16][0-2])(?:0[1-9]|[12]\d|3[01])\d[A-Z9]{2}\d[A-Z]{2}$/.test(
    raw.toUpperCase(),
  );
}

/** A licence number after the document's name: 6–16 characters, at least four digits. */
export function licenceNumberValid(raw: string): boolean {
  const compact = raw.replace(/[\s.-]/g, '');
  return compact.length <= 16 && compact.replace(/\D/g, '').length >= 4 && labelledIdValid(compact);
}

/** The words that introduce a passport number, in the languages the refusal grader covers. */
const PASSPORT =
  'passport|pasaporte|passeport|reisepass|passaporto|paspoort|passaporte|paszport|pasaport|паспорт|护照|護照|パスポート|여권';

/** The names of a driving licence (US "driver's license", UK "driving licence", DL#…). */
const LICENCE =
  "driver['’]?s?[ -]?licen[cs]e|driving[ -]?licen[cs]e|driver['’]?s? permit|licen[cs]e to drive|DLN?(?=\\s*(?:#|no\\b|number|num\\b|:))|F[üu]hrerschein(?:nummer)?|permis de conduire|(?:carn[eé]t?|permiso|licencia) de conduc(?:ir|ci[óo]n)|patente(?: di guida)?|carta de condu[çc][ãa]o|carteira de motorista|CNH|rijbewijs(?:nummer)?|prawo jazdy|k[öo]rkort|ehliyet|運転免許証?|驾驶证|驾照|운전면허(?:증)?";

type DocumentPattern = {
  kind: 'passport' | 'driver-license';
  pattern: RegExp;
  /** `context` is the text around the value, for formats that need it. */
  valid: (value: string, context: string) => boolean;
  gate?: RegExp;
};

/** A bare "licence number" is a driving licence when the passage is about driving. */
const DRIVING_CONTEXT =
  /\b(?:driver|driving|DMV|DVLA|DL|motor vehicles?|class [A-D]|endorsements?)\b/i;

export const DOCUMENT_PATTERNS: readonly DocumentPattern[] = [
  {
    kind: 'passport',
    pattern: /\b[A-Z0-9<]{9}\d[A-Z<]{3}\d{7}[MFX<]\d{7}/g,
    valid: notSpecimen(passportMrzValid),
    gate: /</,
  },
  {
    kind: 'passport',
    pattern: new RegExp(`${labelWords(PASSPORT)}${LEAD}([A-Z0-9]{6,9})(?![A-Za-z0-9])`, 'dgi'),
    valid: passportNumberValid,
    gate: wordGate(PASSPORT),
  },
  {
    kind: 'driver-license',
    pattern: /\b[A-Z9]{5}\d[0156]\d[0-3]\d\d[A-Z9]{2}\d[A-Z]{2}(?:\s?\d{2})?\b/g,
    valid: notSpecimen((value) => ukLicenceValid(value.slice(0, 16))),
  },
  {
    kind: 'driver-license',
    pattern: new RegExp(
      `${labelWords(LICENCE)}(?![${LETTER}])${LEAD}(?:\\((?:[A-Z]{2}|[A-Z][a-z]+)\\)\\s*:?\\s*)?(${ID_VALUE})${VALUE_END}`,
      'dgi',
    ),
    valid: notSpecimen(licenceNumberValid),
    gate: wordGate(LICENCE),
  },
  {
    kind: 'driver-license',
    pattern: new RegExp(
      `${labelWords('licen[cs]e')}(?=\\s*(?:#|no\\b|number|num\\b|:))${LEAD}(${ID_VALUE})${VALUE_END}`,
      'dgi',
    ),
    valid: (value, context) =>
      DRIVING_CONTEXT.test(context) && notSpecimen(licenceNumberValid)(value),
    gate: /\blicen[cs]e/i,
  },
];
