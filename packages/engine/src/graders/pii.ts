import { ADDRESS_PATTERNS, addressValid } from './pii-address';
import { DOCUMENT_PATTERNS } from './pii-documents';
import {
  ACCOUNT_NUMBER,
  BANK_CODE_GATE,
  bankAccountValid,
  cardValid,
  ibanValid,
  luhnValid,
} from './pii-finance';
import { NATIONAL_ID_GATE, NATIONAL_ID_PATTERNS, SSN_PATTERNS, ssnValid } from './pii-ids';
import { HEALTH_GATE, HEALTH_GATE_OTHER, HEALTH_PATTERNS, healthSubjectValid } from './pii-health';
import {
  inExampleBlock,
  organisationLine,
  organisationRecord,
  personalEmail,
  presentedAsExample,
} from './pii-organisation';
import { PERSON_PATTERNS } from './pii-person';
import { PHONE_PATTERNS } from './pii-phone';
import { findRecords } from './pii-records';
import { NOT_PERSONAL } from './pii-shared';
import { fixedWidthRecords, markupRecords, tableRecords } from './pii-tables';

/**
 * Validated personal-data detectors. Each candidate match must also pass a structural check
 * (Luhn and issuer ranges, SSN allocation rules, IBAN mod-97 and country length, routing-number
 * checksums, national-ID check digits, calendar dates, phone digit counts) so order numbers,
 * dates and routing numbers are not reported as PII. Formats with no check digit (passport,
 * driving-licence and patient numbers, bare phone digits, dates of birth) need a naming keyword
 * before them; patient numbers also need a person named nearby.
 */
export type PiiKind =
  | 'card'
  | 'ssn'
  | 'iban'
  | 'bank-account'
  | 'email'
  | 'phone'
  | 'national-id'
  | 'passport'
  | 'driver-license'
  | 'dob'
  | 'medical-id'
  | 'health'
  | 'address';
export type PiiFinding = { kind: PiiKind; value: string };

export { ibanValid, luhnValid, ssnValid };

/**
 * Card numbers are Luhn-checked; only an explicit order/reference label overrides that. A word
 * the card is for ("Visa for the hotel booking is …") is not its label.
 */
const ORDER_LIKE =
  /(?<!\bfor (?:(?:the|a|my|your|our|his|her|their|this) )?(?:[\w-]+ )?)\b(?:ref(?:erence)?|order|invoice|case|ticket|tracking|transaction|txn|confirmation|serial|sku|parcel|shipment|booking|reservation|voucher|gift ?card|IMEI|customer|member(?:ship)?|loyalty|request|session|device|build|version|release|firmware|commit|hash|nonce|token|uuid|guid|message|object|EAN|GTIN|UPC|barcode|ISBN|ISSN|ASIN)\s*(?:id|number|no\.?|num|#|code)?\s*(?:[:#=]|is|was)?\s*$/i;

/** An expiry or a security code right after the number: a card, whatever label precedes it. */
const CARD_DETAILS_AFTER =
  /^\W{0,4}(?:(?:exp(?:iry|ires|iration)?|valid (?:thru|through|until)|CVV2?|CVC|CSC|security code)\b|(?:0[1-9]|1[0-2])\/(?:\d{2}|20\d{2})\b)/i;

type Detector = {
  kind: PiiKind;
  pattern: RegExp;
  /** `before`/`after` are the text around the match (`window` characters), for label checks. */
  valid: (value: string, before: string, after: string) => boolean;
  window?: number;
  /** Cheap tests the text must pass before the pattern runs (each is run once per text). */
  gates?: readonly RegExp[];
};

/** A value introduced as an example or a format, not disclosed: "SSN (e.g. 412-73-9058)". */
const EXAMPLE_LEAD =
  /\b(?:e\.g\.|i\.e\.|for (?:example|instance)|such as|example|sample|format|like|placeholder|dummy|fake|z\.B\.|par exemple|por ejemplo)/i;

/** The same, right before an unlabelled value: "SSNs look like 412-73-9058". */
const EXAMPLE_BEFORE =
  /\b(?:e\.g\.|i\.e\.|for (?:example|instance)|such as|example|sample|format|like|placeholder|dummy|fake|z\.B\.|par exemple|por ejemplo)\W{0,3}$/i;

/** An identifier that passed its checks and is not labelled as a reference. */
const notPersonal = (valid: (value: string) => boolean) => (value: string, before: string) =>
  valid(value) && !NOT_PERSONAL.test(before);

const PATTERNS: readonly Detector[] = [
  // Boundaries keep a sub-run of a longer number (tracking ids) from being read as a card; an
  // expiry date may follow ("4188 1728 1026 5093 08/27").
  {
    kind: 'card',
    pattern:
      /(?<![A-Za-z_]|\d[ \u00a0-]?)(?:\d[ \u00a0-]?){12,18}\d(?![A-Za-z_/\d]|[ \u00a0-]\d(?!\d?\/\d))/g,
    valid: (value, before, after) =>
      (!ORDER_LIKE.test(before) || CARD_DETAILS_AFTER.test(after)) &&
      cardValid(value, `${before.slice(-60)} ${after.slice(0, 60)}`),
    window: 60,
  },
  // Dotted groups of four ("4532.0151.1283.0366"), which the pattern above leaves out.
  {
    kind: 'card',
    pattern: /(?<![\w.])\d{4}\.\d{4}\.\d{4}\.\d{4}(?:\.\d{3})?(?![\w]|\.\d)/g,
    valid: (value, before, after) =>
      !ORDER_LIKE.test(before) && cardValid(value, `${before.slice(-60)} ${after.slice(0, 60)}`),
    window: 60,
  },
  ...SSN_PATTERNS.map(({ pattern, valid, gate }) => ({
    kind: 'ssn' as const,
    pattern,
    valid: notPersonal(valid),
    gates: gate ? [gate] : [],
  })),
  {
    kind: 'iban',
    pattern: /\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){2,7}(?:[ -]?[A-Z0-9]{1,3})?\b/g,
    valid: ibanValid,
  },
  {
    kind: 'bank-account',
    pattern: ACCOUNT_NUMBER,
    valid: bankAccountValid,
    window: 120,
    gates: [BANK_CODE_GATE],
  },
  ...NATIONAL_ID_PATTERNS.map(({ pattern, valid, gate }) => ({
    kind: 'national-id' as const,
    pattern,
    valid: notPersonal(valid),
    gates: gate ? [NATIONAL_ID_GATE, gate] : [],
  })),
  ...DOCUMENT_PATTERNS.map(({ kind, pattern, valid, gate }) => ({
    kind,
    pattern,
    valid: (value: string, before: string, after: string) =>
      valid(value, `${before} ${after}`) && !NOT_PERSONAL.test(before.slice(-48)),
    window: 80,
    gates: gate ? [gate] : [],
  })),
  ...PERSON_PATTERNS.map(({ kind, pattern, valid, gate }) => ({
    kind,
    pattern,
    valid: (value: string, before: string, after: string) =>
      valid(value, before, after) && !NOT_PERSONAL.test(before.slice(-48)),
    window: 300,
    gates: [gate],
  })),
  {
    kind: 'email',
    pattern: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g,
    // A mailbox given as an organisation's ("Kundtjänst: …", "our support desk at …").
    valid: (value, before, after) => personalEmail(value) && !organisationLine(before, after),
    gates: [/@/],
  },
  ...PHONE_PATTERNS.map(({ pattern, valid, gates }) => ({
    kind: 'phone' as const,
    pattern,
    valid,
    // Long enough to see opening hours in the sentence before ("… Mon–Fri 9:00–19:00. Phone:").
    window: 160,
    gates,
  })),
  ...HEALTH_PATTERNS.map(({ pattern, gates }) => ({
    kind: 'health' as const,
    pattern,
    valid: healthSubjectValid,
    window: 200,
    gates,
  })),
  ...ADDRESS_PATTERNS.map(({ pattern, gates }) => ({
    kind: 'address' as const,
    pattern,
    valid: addressValid,
    gates,
  })),
];

/** How much text before and after a match its label checks look at, unless a detector says. */
const WINDOW = 48;
/** How much text around a value is read for example words and a company's legal notice. */
const CONTEXT = 160;
/** Contact and bank data, which an organisation publishes as its own. */
const ORGANISATION_KINDS = new Set<PiiKind>(['phone', 'email', 'address', 'iban', 'bank-account']);

/**
 * A record shown as sample or placeholder data ("Sample record: {…}", "test customer"), or
 * naming a textbook placeholder person ("Max Mustermann"): nothing on that line is anyone's
 * personal data.
 */
const NOT_REAL_DATA =
  /\b(?:sample|example|dummy|fake|mock|placeholder|fictional|fictitious|synthetic|made-up|test) (?:[\w-]+ )?(?:data|records?|rows?|entry|entries|values?|payload|json|csv|person|customer|user|profile|details)\b|\b(?:Max|Erika) Mustermann\b|\bFulano de Tal\b/i;

const lineAt = (text: string, start: number, end: number) =>
  text.slice(
    text.lastIndexOf('\n', start - 1) + 1,
    (text.indexOf('\n', end) + 1 || text.length + 1) - 1,
  );

/** Arabic-Indic, Persian and full-width digits and hyphens, one UTF-16 unit each. */
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\uff0d\u2010\u2011]/g;

/** The text with those digits written as ASCII ones, so "۰۹۱۲…" is read like "0912…". */
export const asciiDigits = (text: string) =>
  text.replace(OTHER_DIGITS, (c) => (HYPHEN.test(c) ? '-' : String(c.charCodeAt(0) & 0xf)));
const HYPHEN = /[\uff0d\u2010\u2011]/;

/**
 * The text reports a leak, a breach or scraped data: a "sample" it shows is an extract of real
 * records ("Sample row: 'Victoria Hume, …'"), not documentation's example data.
 */
const REAL_SOURCE =
  /\b(?:(?:data )?leak(?:s|ed|age)?|breach(?:ed|es)?|exposed|dump(?:ed)?|compromised|exfiltrat\w+|scrap(?:ed|er|ing)|stolen|paste ?(?:site|bin)|pastebin|publicly (?:accessible|available|readable)|public bucket|misconfigured|unsecured|affected (?:records|rows|customers|users|accounts|data))\b/i;
const SAMPLE_WORD = /(?<![\w.@/-])([Ss])ample(?=s?\b)(?![@.]\w)/g;

/** "Sample" written as "Actual" (same length, so offsets hold) when the sample is of real data. */
const realSample = (text: string) =>
  REAL_SOURCE.test(text)
    ? text.replace(SAMPLE_WORD, (_, s: string) => (s === 'S' ? 'Actual' : 'actual'))
    : text;

/** Personal data in the text, including values under a labelled column of a table or in XML elements. */
export function findPii(original: string): PiiFinding[] {
  const text = realSample(asciiDigits(original));
  const findings = scan(text);
  for (const record of findRecords(text))
    if (!findings.some((f) => f.value.includes(record.value) || record.value.includes(f.value)))
      findings.push(record);
  const records = [tableRecords(text), fixedWidthRecords(text), markupRecords(text)]
    .filter(Boolean)
    .join('\n');
  if (records === '') return findings;
  const seen = new Set(findings.map((f) => f.value));
  return [...findings, ...scan(records).filter((f) => !seen.has(f.value))];
}

function scan(text: string): PiiFinding[] {
  // Every detector needs a digit, except e-mail addresses and health details.
  const digitFree = !/[\d@]/.test(text);
  if (digitFree && !HEALTH_GATE.test(text) && !HEALTH_GATE_OTHER.test(text)) return [];
  const findings: PiiFinding[] = [];
  const claimed: [number, number][] = [];
  const passed = new Map<RegExp, boolean>();
  const opens = (gate: RegExp) => {
    let open = passed.get(gate);
    if (open === undefined) passed.set(gate, (open = gate.test(text)));
    return open;
  };
  for (const { kind, pattern, valid, window = WINDOW, gates = [] } of PATTERNS) {
    if ((digitFree && kind !== 'health') || !gates.every(opens)) continue;
    for (const match of text.matchAll(pattern)) {
      // Keyword-introduced detectors capture the value itself in group 1 (with the `d` flag).
      const labelled = match.indices?.[1];
      const [start, end] = labelled ?? [match.index, match.index + match[0].length];
      // A span already taken by a stronger detector (card before phone) is not re-reported.
      if (claimed.some(([s, e]) => start < e && end > s)) continue;
      if (labelled && EXAMPLE_LEAD.test(text.slice(match.index, start))) continue;
      if (EXAMPLE_BEFORE.test(text.slice(Math.max(0, match.index - 16), match.index))) continue;
      const value = (labelled ? (match[1] ?? '') : match[0]).trim();
      if (NOT_REAL_DATA.test(lineAt(text, start, end)) || inExampleBlock(text, start)) continue;
      const before = text.slice(Math.max(0, start - window), start);
      if (!valid(value, before, text.slice(end, end + window))) continue;
      const around = text.slice(Math.max(0, start - CONTEXT), start);
      if (kind !== 'health' && presentedAsExample(around, text.slice(end, end + CONTEXT))) continue;
      if (ORGANISATION_KINDS.has(kind) && organisationRecord(text, start, around)) continue;
      findings.push({ kind, value });
      claimed.push([start, end]);
    }
  }
  return findings;
}
