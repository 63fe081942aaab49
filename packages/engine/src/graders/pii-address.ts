/**
 * Street addresses. Only complete ones count (house number + street + postcode/city, in the
 * usual order of each country), because a street name alone is not personal data; and an
 * address introduced as the bank's own ("our branch at…", "mail cheques to…") or a textbook
 * placeholder ("123 Main Street, Anytown") is not reported.
 */

const STREET_TYPE =
  '(?:Street|St|Avenue|Ave|Road|Rd|Court|Ct|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Place|Pl|Terrace|Ter|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Crescent|Cres|Close|Grove|Gardens|Gdns|Row|Mews|Walk|Hill|Loop|Alley|Path|Pike|Ridge|View)';
const UNIT = '(?:,? (?:Apt|Apartment|Unit|Suite|Ste|Flat|Fl|Floor|#)\\.? ?[\\w-]+)?';
const CITY = "[A-Z][a-z']+(?: [A-Z][a-z']+){0,2}";
const NAME = "[A-Z][a-z']+";
const UK_POSTCODE = '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}';

export const ADDRESS_PATTERNS: readonly RegExp[] = [
  // US / Canada: 28 Alder Court, Millbrae, CA 94030 — 12 Elm St Apt 4, Toronto, ON M5V 2T6
  new RegExp(
    `\\b\\d{1,6}[A-Z]?(?: [NSEW]\\.?)? (?:${NAME} |\\d+(?:st|nd|rd|th) ){1,4}${STREET_TYPE}\\.?${UNIT},? ${CITY},? [A-Z]{2},? (?:\\d{5}(?:-\\d{4})?|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d)\\b`,
    'g',
  ),
  // UK: 221B Baker Street, London NW1 6XE
  new RegExp(
    `\\b\\d{1,4}[A-Z]? (?:${NAME} ){1,3}${STREET_TYPE}\\b\\.?${UNIT},? (?:${CITY},? )?${UK_POSTCODE}\\b`,
    'g',
  ),
  // German / Dutch / Nordic: Hauptstraße 5, 10115 Berlin — Keizersgracht 123, 1015 CJ Amsterdam
  /(?<![\p{L}])\p{Lu}[\p{L}-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|laan|straat|gracht|plein|dreef|singel|kade|steeg|gatan|vägen|gade|vej|veien|gata)\s\d{1,4}\s?[a-z]?,?\s\d{4,5}(?:\s?[A-Z]{2})?\s\p{Lu}[\p{L}-]+/gu,
  // French: 12 rue de la Paix, 75002 Paris
  /\b\d{1,4}(?:\s?(?:bis|ter))?,?\s(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours)\s[^,\n]{2,40},\s?\d{5}\s\p{Lu}[\p{L}-]+/giu,
  // Spanish / Italian / Portuguese: Calle Mayor 10, 28013 Madrid — Via Roma 12, 00184 Roma
  /(?<![\p{L}])(?:calle|c\/|avenida|avda\.|paseo|plaza|carrera|via|viale|piazza|corso|rua|travessa|largo)\s[^,\n\d]{2,40},?\s(?:n\.?º\s?)?\d{1,4}[^,\n]{0,12},\s?\d{4,5}(?:-\d{3})?\s\p{Lu}[\p{L}-]+/giu,
];

/** The address is the organisation's own, said just before or right after it. */
const BUSINESS =
  /\b(?:branch(?:es)?|office|headquarters|HQ|store|shop|ATM|location|visit us|find us|our|bank|we(?: are| have)? (?:moved|located|based|relocated)|mail (?:it|cheques|checks|payments) to|send (?:it|cheques|checks|payments) to|PO Box|registered)\b[^.\n]{0,40}$/i;
const BUSINESS_AFTER =
  /^[^.\n]{0,30}\b(?:visit us|come (?:and )?(?:see|visit) us|our (?:branch|office|store))\b/i;
const PLACEHOLDER =
  /\b(?:Anytown|Anycity|Anyville|Somewhere|Example|Sample|Musterstadt|Musterstraße|Mustermann)\b|\b(?:123|1234) Main St/i;

export function addressValid(value: string, before: string, after: string): boolean {
  return !BUSINESS.test(before) && !BUSINESS_AFTER.test(after) && !PLACEHOLDER.test(value);
}
