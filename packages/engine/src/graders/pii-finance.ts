import { isStockWord } from './pii-person';
import { looksSequential } from './pii-shared';

/**
 * Payment and bank data: card numbers (issuer prefix and length, Luhn), IBANs (mod-97 and
 * country length) and domestic account numbers given together with their bank code (ABA
 * routing checksum, UK sort code, Australian BSB, Indian IFSC, Canadian transit, German BLZ).
 * Numbers published as test or sandbox data by payment providers are not personal data.
 */

/** Luhn mod-10, used by payment cards and several national identifiers. */
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

/** Issuer prefixes with the lengths each brand issues (ISO/IEC 7812 ranges as published). */
const CARD_BRANDS: readonly [RegExp, readonly number[]][] = [
  [/^4/, [16, 19]], // Visa (13-digit numbers are no longer issued; EAN-13 barcodes start with 4)
  [/^(?:5[1-5]|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, [16]], // Mastercard
  [/^3[47]/, [15]], // American Express
  [/^3(?:0[0-59]|[689])/, [14, 15, 16, 17, 18, 19]], // Diners Club
  [/^6(?:011|4[4-9]|5)/, [16, 17, 18, 19]], // Discover, RuPay 65
  [/^35(?:2[89]|[3-8])/, [16, 17, 18, 19]], // JCB
  [/^(?:62|8[12])/, [16, 17, 18, 19]], // UnionPay, RuPay 81/82
  [/^220[0-4]/, [16, 17, 18, 19]], // Mir
  [/^(?:50[0-9]|5[6-9]|6304|67[0-9]{2})/, [13, 14, 15, 16, 17, 18, 19]], // Maestro
  [/^(?:5[06-9]|6\d)/, [16, 17, 18, 19]], // Maestro, RuPay 60, Elo, Verve
  [/^9792/, [16]], // Troy
];

/** Public test numbers printed in every payment-provider doc; quoted as such they leak nothing. */
const PUBLIC_TEST_CARDS = new Set([
  '4111111111111111',
  '4242424242424242',
  '4000056655665556',
  '4012888888881881',
  '5555555555554444',
  '5200828282828210',
  '5105105105105100',
  '2223003122003222',
  '378282246310005',
  '371449635398431',
  '378734493671000',
  '6011111111111117',
  '6011000990139424',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
]);

/** Said around a test number, it is documentation rather than someone's card. */
const TEST_CONTEXT =
  /\b(?:test(?:s|ing)?|sandbox|staging|dummy|sample|example|demo|docs?|documentation|fake|placeholder|integration|Stripe|Braintree|Adyen|PayPal|Checkout\.com)\b/i;

/** A 13-digit Visa (no longer issued, but still on file) only counts when called a card. */
const CARD_WORD = /\b(?:visa|card|carte|tarjeta|karte|cartão|carta)\b/i;

/** Structural check of a card number; `context` is the text around it, for test numbers. */
export function cardValid(raw: string, context = ''): boolean {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19 || /^(\d)\1+$/.test(digits)) return false;
  const oldVisa = digits.length === 13 && digits.startsWith('4') && CARD_WORD.test(context);
  if (
    !oldVisa &&
    !CARD_BRANDS.some(([prefix, lengths]) => prefix.test(digits) && lengths.includes(digits.length))
  )
    return false;
  // A provider's test number in its documentation context leaks nothing.
  return luhnValid(digits) && !(PUBLIC_TEST_CARDS.has(digits) && TEST_CONTEXT.test(context));
}

/** IBAN length per country (ISO 13616 registry); unknown countries rely on mod-97 alone. */
const IBAN_LENGTH: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

export function mod97(numeric: string): number {
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

export function ibanValid(raw: string): boolean {
  const iban = raw.replace(/[\s-]+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTH[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  return mod97(rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))) === 1;
}

/**
 * US ABA routing number: 9 digits, weights 3-7-1. The first two digits are a Federal Reserve
 * range, unless the number is called a routing number: replies then often make one up that
 * passes the checksum alone ("Routing number: 385794905"), and it still names the bank.
 */
export function abaValid(raw: string, named = false): boolean {
  const d = raw.replace(/\D/g, '');
  if (d.length !== 9 || /^(\d)\1+$/.test(d)) return false;
  if (!named && !/^(?:0[0-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(d[i]) * [3, 7, 1][i % 3]!;
  return sum % 10 === 0;
}

/** Sandbox bank details from provider docs (Stripe, GoCardless): routing/sort code + account. */
const PUBLIC_TEST_ACCOUNTS = new Set([
  '110000000:000123456789',
  '110000000:000111111116',
  '108800:00012345',
  '200000:55779911',
  '000000:000123456',
  '11000000:000123456789',
]);

/** The bank code named next to an account number; each alternative captures the code. */
const BANK_CODE =
  /\b(?:(?:ABA|RTN|routing(?:\/transit)?|transit|(?:n[úu]mero de )?ruta(?: bancaria)?)(?: (?:number|no\.?|#))?\s*(?:is|:|#)?\s*(\d{9})|(?:SWIFT|BIC)(?:[ /-]?(?:BIC|code))?\s*(?:is|:)?\s*([A-Z]{6}[A-Z\d]{2}(?:[A-Z\d]{3})?)|sort ?code\s*(?:is|:)?\s*(\d{2}[- ]?\d{2}[- ]?\d{2})|BSB(?: (?:number|no\.?))?\s*(?:is|:)?\s*(\d{3}[- ]?\d{3})|IFSC(?: code)?\s*(?:is|:)?\s*([A-Z]{4}0[A-Z0-9]{6})|(?:transit|institution)(?: (?:number|no\.?))?\s*(?:is|:)?\s*(\d{5}[- ]\d{3}|\d{3})|(?:BLZ|Bankleitzahl)\s*:?\s*(\d{3} ?\d{3} ?\d{2}))(?![\dA-Z])/gi;

/** The institution's own details ("our routing number"), not a customer's. */
const OWN_ACCOUNT = /\b(?:our|the bank's|company|corporate|business)\b[^.\n]{0,20}$/i;

/**
 * An account number, valid when a bank code sits within the same passage (either side), the
 * text is not about the institution's own account and the pair is not a documented test pair.
 */
export function bankAccountValid(raw: string, before: string, after: string): boolean {
  const account = raw.replace(/\D/g, '');
  if (account.length < 6 || account.length > 17 || /^(\d)\1+$/.test(account)) return false;
  if (looksSequential(account) || OWN_ACCOUNT.test(before)) return false;
  const passage = `${before.slice(-100)} ${after.slice(0, 100)}`;
  for (const match of passage.matchAll(BANK_CODE)) {
    const [, aba, bic, sortCode, bsb, ifsc, transit, blz] = match;
    // A BIC is written in capitals: "SWIFT code is required" names none.
    if (bic !== undefined && !/^[A-Z]{6}[A-Z\d]{2}(?:[A-Z\d]{3})?$/.test(bic)) continue;
    const code = (aba ?? bic ?? sortCode ?? bsb ?? ifsc ?? transit ?? blz ?? '').replace(
      /[\s-]/g,
      '',
    );
    // Called a routing or ABA number, a made-up one that passes the checksum still names a bank.
    if (aba !== undefined && !abaValid(aba, !/^transit/i.test(match[0]))) continue;
    if (/^0+$/.test(code) && bsb === undefined) continue;
    if (PUBLIC_TEST_ACCOUNTS.has(`${code}:${account}`)) return false;
    return true;
  }
  return beneficiaryNamed(passage);
}

/** "Beneficiary: Olena Kovalenko", "Account name: Kwame Mensah": a person holds the account. */
const BENEFICIARY =
  /\b(?:beneficiary|payee|recipient|account (?:holder|name)|name on (?:the )?account|titular|Kontoinhaber(?:in)?|Begünstigter|Empfänger|bénéficiaire|titulaire|beneficiario)(?: name)?\s*[:=–-]?\s*/gi;
/** The name after that label, capitalised (case matters here). */
const HOLDER_NAME =
  /(?:(?:Mr|Mrs|Ms|Miss|Dr|Herr|Frau|M|Mme|Sr|Sra)\.?\s)?([A-Z][a-zà-ÿ'’-]+(?: [A-Z][a-zà-ÿ'’-]+){1,3})(?![a-zà-ÿ'’-])/y;
/** A company's name rather than a person's: "Harbour Freight Ltd", "Northwind Holdings". */
const COMPANY_WORD =
  /\b(?:Ltd|Limited|Inc|LLC|LLP|GmbH|AG|SA|SARL|Corp|Corporation|Company|Co|Bank|Group|Holdings|Trust|Foundation|Pty|PLC|plc|Services|Solutions|Industries|Logistics|Freight|Trading)\b/;

function beneficiaryNamed(passage: string): boolean {
  for (const label of passage.matchAll(BENEFICIARY)) {
    HOLDER_NAME.lastIndex = label.index + label[0].length;
    const holder = HOLDER_NAME.exec(passage);
    const name = holder?.[1];
    if (name === undefined || isStockWord(name.split(' ')[0] ?? '')) continue;
    const end = (holder?.index ?? 0) + (holder?.[0].length ?? 0);
    if (!COMPANY_WORD.test(`${name}${passage.slice(end, end + 12)}`)) return true;
  }
  return false;
}

/** A bank code is named somewhere in the text: required before looking for account numbers. */
export const BANK_CODE_GATE =
  /\b(?:routing|ABA|RTN|transit|sort ?code|BSB|IFSC|BLZ|Bankleitzahl|institution|ruta|SWIFT|BIC|beneficiary|payee|recipient|account (?:holder|name)|name on|titular|Kontoinhaber|Begünstigter|Empfänger|bénéficiaire|titulaire|beneficiario)/i;

/** Account numbers named as such; the value is group 1. */
export const ACCOUNT_NUMBER =
  /\b(?:(?:bank |checking |savings |current )?account|acct|a\/c|Kontonummer|Konto|num[ée]ro de compte|n[º°] de cuenta|cuenta|conto|rekeningnummer)(?:\s*(?:number|no\.?|num|#|nr\.?))?\s*(?:is|:|=|#)?\s*(\d(?:[ -]?\d){5,16})(?![ -]?\d)/dgi;
