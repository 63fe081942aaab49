import { PERSONAL_LINE, sentenceAfter, sentenceBefore } from './pii-organisation';

/**
 * Numbers that belong to an organisation by their form: freephone, shared-cost, premium and
 * other non-geographic prefixes of many countries, written nationally ("0345 604 9049",
 * "0 800 300 545", "902 20 21 22") or after the country code ("+44 345 604 9049", "+34 902…"),
 * and conference dial-ins given with a meeting ID, an access code or a PIN.
 */

/** North American toll-free prefixes: company hotlines, not a person's number. */
export const TOLL_FREE = /^8(00|33|44|55|66|77|88)/;

/** UK non-geographic business numbers as written ("0345 300 0000"); Berlin's "030 1234567" is not. */
const UK_BUSINESS = /^03\d\d[\s-]?\d{3}[\s-]?\d{4}$/;

/**
 * National service prefixes (group 1), with the trunk digit where the country has one: UK
 * 0800/0808/084x/087x/09, DE 0180/0137, FR 08xx and 0969, NL 0900/0906/0909, BE 070/078, CH
 * 084x, AT 0810/0820, ZA 086x, TR 0850, NZ 0508, BR 0300, RU 8 800, AU/IE/IN/IL/MY 1300, 1800,
 * 1850, 1890, 1860, 1700; and without one, by length: ES 900–902/905 and 80x, IT 800/803, 199
 * and 848, PL/PT 800/801/808, PT 707/708, SA 9200, AE 600, JP 0120/0570, CN 400/800.
 */
const SERVICE_PREFIX =
  /^(0800|0808|0500|084[0-8]|087[0-3]|0900|090[69](?=\d{4}$)|0180|0137|080[5-9](?=\d{6}$)|081\d(?=\d{6}$)|082[0-6](?=\d{6}$)|089\d(?=\d{6}$)|0969|086[0-2]|0850|0508|0300|1800|1300|1900|1850|1890|1860|1700|8800(?=\d{7}$)|0(?:70|78)(?=\d{6}$)|90[0-25](?=\d{6}$)|80[0-8](?=\d{6}$)|199(?=\d{6,7}$)|848(?=\d{6}$)|70[78](?=\d{6}$)|9200(?=\d{5}$)|600(?=\d{6}$)|0120(?=\d{6}$)|0570(?=\d{6}$)|[48]00(?=\d{7}$))/;

/** Greek ones as Greeks group them ("801 11 12345"), French 08 ones in pairs ("08 92 68 08 92"). */
const GROUPED_SERVICE = /^80[01][\s.-]?\d{2}[\s.-]?\d{5}$|^08(?:[\s.]\d{2}){4}$/;

/**
 * A national service number. When the number is grouped, its first group must hold the whole
 * prefix ("0800 123 4567" is British freephone, "080-0637-5480" a Japanese mobile); a lone
 * trunk digit before it counts with the next group ("0 800 300 545", "8 800 555-35-35").
 */
export function serviceNumber(raw: string, digits: string): boolean {
  if (UK_BUSINESS.test(raw) || GROUPED_SERVICE.test(raw)) return true;
  const prefix = SERVICE_PREFIX.exec(digits)?.[1];
  if (prefix === undefined) return false;
  const groups = raw.match(/\d+/g) ?? [digits];
  const first = /^(?:0|8|01)$/.test(groups[0] ?? '') ? groups.slice(0, 2).join('') : groups[0];
  return (first ?? digits).length >= Math.min(prefix.length, 4) || digits === prefix;
}

/** The same after a country code (the digits after "+"): each country's service prefixes. */
const INTERNATIONAL_SERVICE =
  /^(?:44(?:3\d{9}$|80[08]|84[2-5]|87[0-3]|9[018])|338\d{8}$|49(?:800|180|900|137)|34(?:90[0-25]|80[3-7])|39(?:80[03]|199|848|89[2459])|31(?:800|90[069])|32(?:800|70|78|90)|41(?:800|84[0248]|90[016])|43(?:800|8[12][01]|900)|30(?:80[01]|90[19])|7800|380800|48(?:80[01])|351(?:80[08]|70[78])|353(?:1800|18[59]0)|61(?:1[38]00|13\d{4}$)|64(?:800|508)|27(?:800|86[0-2])|90(?:8[05]0)|55(?:800|300|400[34])|52800|54(?:800|810)|81(?:120|570|800)|86(?:400|800)|852800|651800|60(?:1[378]00)|91(?:18[06]0)|971(?:800|600)|966(?:800|9200)|972(?:1[78]00))/;

export const internationalServiceNumber = (digits: string) => INTERNATIONAL_SERVICE.test(digits);

/** A conference line: named as a dial-in or a bridge before the number… */
const DIAL_IN_BEFORE =
  /\b(?:dial[- ]?in|join (?:by|via) (?:phone|telephone)|(?:conference|audio|meeting) (?:bridge|line|number|call|dial-?in)|bridge(?: line| number)?|call-?in number|toll number|Einwahl\w*|numéro d'accès|número de acceso|numero di accesso)\b/i;
/** …or followed by the meeting's ID, access code or PIN in the same sentence. */
const DIAL_IN_AFTER =
  /\b(?:meeting (?:ID|number|code)|access code|passcode|participant (?:code|PIN)|conference (?:ID|code)|webinar ID|PIN|Konferenz-?ID|Zugangscode|code d'accès|código de acceso)\b/i;

/** The number is a conference dial-in, not a person's line. */
export function dialIn(before: string, after: string): boolean {
  const clause = sentenceBefore(before);
  const rest = sentenceAfter(after).slice(0, 80);
  if (PERSONAL_LINE.test(`${clause} ${rest}`)) return false;
  return DIAL_IN_BEFORE.test(clause) || DIAL_IN_AFTER.test(rest);
}
