import { LETTER, NOT_AFTER_LETTER, UPPER } from './pii-shared';

/**
 * Street addresses of Central and Eastern Europe (Cyrillic ones too), Greece, Turkey, New Zealand, Singapore,
 * Thailand and Vietnam, in the order each country writes them. As in `pii-address.ts`, only
 * complete ones count (house number with the street and a postcode or city), and
 * `addressValid` still drops an organisation's own.
 */

/** Between address parts: a comma, a line break, or spaces. */
const S = '(?:,?[ \\t]*\\n[ \\t]*|,[ \\t]*|[ \\t]+)';
const WORD = `[${UPPER}][${LETTER}'’.-]*`;
const TOWN = `[${UPPER}][${LETTER}-]+`;

const GREEK_WORD = '[Α-ΩΆΈΉΊΌΎΏ][α-ωάέήίόύώϊϋΐΰ]+';
/** Vietnamese letters: Latin ones plus ơ, ư, đ and the letters with two diacritics. */
const VN = `${LETTER}\\u01a0\\u01a1\\u01af\\u01b0\\u1ea0-\\u1ef9`;
/** Street types of New Zealand and Singapore addresses. */
const STREET =
  '(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Crescent|Cres|Place|Pl|Terrace|Tce|Way|Close|Grove|Parade|Highway|Hwy|Quay|Esplanade|Rise|View|Court|Ct|Boulevard|Walk|Link|Central|Park)';
const NZ_CITY =
  'Auckland|Wellington|Christchurch|Hamilton|Tauranga|Dunedin|Palmerston North|Napier|Nelson|Rotorua|New Plymouth|Whang[āa]rei|Invercargill|Hastings|Gisborne|Queenstown|Lower Hutt|Upper Hutt|Porirua|Timaru|Whanganui|Blenheim|Masterton|Taupō|Taupo';
const VN_CITY =
  'Hà Nội|Hồ Chí Minh|HCM|Sài Gòn|Đà Nẵng|Hải Phòng|Cần Thơ|Huế|Nha Trang|Biên Hòa|Vũng Tàu|Đà Lạt|Hạ Long|Quy Nhơn|Buôn Ma Thuột|Thủ Đức';

export const MORE_ADDRESS_PATTERNS: readonly { pattern: RegExp; gates: readonly RegExp[] }[] = [
  // Poland: ul. Długa 14/3, 80-831 Gdańsk — al. Jerozolimskie 65 m. 4, 00-697 Warszawa
  {
    pattern: new RegExp(
      `${NOT_AFTER_LETTER}(?:(?:ul|al|pl|os)\\.[ \\t]?|(?:ulica|aleja|plac|osiedle) )?${WORD}(?: ${WORD}){0,3} \\d{1,4}[a-zA-Z]?(?:/\\d{1,4}| m\\.? ?\\d{1,4})?${S}\\d{2}-\\d{3}[ \\t]${TOWN}`,
      'g',
    ),
    gates: [new RegExp(`\\d{2}-\\d{3}[ \\t][${UPPER}]`)],
  },
  // Czechia, Slovakia: Husova 12, 602 00 Brno — Národní 1009/3, 110 00 Praha 1
  {
    pattern: new RegExp(
      `${NOT_AFTER_LETTER}${WORD}(?: ${WORD}){0,3} \\d{1,4}(?:/\\d{1,4})?[a-z]?${S}\\d{3} \\d{2}[ \\t]${TOWN}(?: \\d{1,2})?`,
      'g',
    ),
    gates: [new RegExp(`\\d{3} \\d{2}[ \\t][${UPPER}]`)],
  },
  // Greece: Πανεπιστημίου 35, 106 79 Αθήνα
  {
    pattern: new RegExp(
      `${GREEK_WORD}(?: ${GREEK_WORD}){0,3} \\d{1,4}[α-ω]?,? \\d{3} ?\\d{2},? ${GREEK_WORD}`,
      'g',
    ),
    gates: [/[Α-Ω]/, /\d{3} ?\d{2}/],
  },
  // Russia, Ukraine, Belarus: ул. Тверская, д. 7, кв. 12 — вул. Хрещатик, 15, кв. 8, Київ. The
  // flat number (кв.) makes it a home, not an office.
  {
    pattern:
      /(?<![а-яёіїєґА-ЯЁІЇЄҐ])(?:ул|вул|пр-т|просп|пер|пров|бул|б-р|ш|улица|вулиця|проспект)\.?\s?[А-ЯЁІЇЄҐ0-9][^,\n]{1,40},\s?(?:д\.|буд\.|дом)?\s?\d{1,4}[а-яА-Я]?(?:\/\d{1,4})?,\s?(?:(?:корп|к|стр|под)\.\s?\d{1,3},\s?)?(?:кв|квартира)\.?\s?\d{1,4}/g,
    gates: [/кв\.|квартира/],
  },
  // Turkey: Bağdat Cad. No: 45 D: 7, Kadıköy/İstanbul — Atatürk Mah. Gül Sk. No:3, 34000 Fatih/İstanbul
  {
    pattern: new RegExp(
      `${NOT_AFTER_LETTER}(?:${WORD} ){1,3}(?:Cad(?:desi)?|Cd|Sok(?:ak|ağı)?|Sk|Bulvarı|Blv|Bul|Mah(?:allesi)?|Mh)\\.?(?:,? (?:${WORD} ){1,3}(?:Cad(?:desi)?|Cd|Sok(?:ak|ağı)?|Sk)\\.?)?,? No[:.]? ?\\d{1,4}(?:/\\d{1,3})?(?:,? (?:D|Daire|Kat)[:.]? ?\\d{1,3})*,?[ \\t](?:\\d{5}[ \\t])?${TOWN}(?:[ \\t]?/[ \\t]?${TOWN})?`,
      'g',
    ),
    gates: [/\bNo[:.]? ?\d/, /\b(?:Cad|Cd|Sok|Sk|Bulv|Blv|Bul|Mah|Mh)\b/],
  },
  // New Zealand: 15 Karangahape Rd, Auckland 1010 — 7/21 Cuba Street, Te Aro, Wellington 6011
  {
    pattern: new RegExp(
      `(?<![\\w/-])\\d{1,4}[A-Za-z]?(?:/\\d{1,4}[A-Za-z]?)? (?:${WORD} ){1,3}${STREET}\\.?${S}(?:${WORD}(?: ${WORD})?${S}){0,2}(?:${NZ_CITY})[ \\t,]+\\d{4}(?![\\w-])`,
      'g',
    ),
    gates: [new RegExp(`(?:${NZ_CITY})[ \\t,]+\\d{4}`)],
  },
  // Singapore: Blk 412 Bedok North Ave 2, #08-115, Singapore 460412 — 9 Jalan Kayu, Singapore 799432
  {
    pattern: new RegExp(
      `(?:(?:Blk|Block) )?(?<![\\w/-])\\d{1,4}[A-Z]? (?:${WORD} ){0,3}(?:${STREET}|${WORD})(?: \\d{1,2})?${S}(?:#\\d{2}-\\d{2,4}${S})?(?:${WORD}(?: ${WORD}){0,2}${S})?Singapore \\d{6}(?!\\d)`,
      'g',
    ),
    gates: [/Singapore \d{6}/],
  },
  // Thailand: 99/12 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110
  {
    pattern:
      /\d{1,4}(?:\/\d{1,4})?[^\n\d]{0,40}?(?:ถนน|ซอย|ถ\.|ซ\.)[^\n\d]{1,60}?(?:แขวง|ตำบล|ต\.)[^\n\d]{1,40}?(?:เขต|อำเภอ|อ\.)[^\n\d]{1,40}?\d{5}/g,
    gates: [/แขวง|ตำบล|ต\./],
  },
  // Vietnam: 25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội — số 18 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh
  {
    pattern: new RegExp(
      `(?<![\\w/])\\d{1,4}[A-Za-z]?(?:/\\d{1,4}){0,2},?[ \\t](?:(?:đường|phố|ngõ|hẻm|Đường|Phố) )?[${UPPER}Đ][${VN}]*(?: [${UPPER}Đ][${VN}]*){0,4}(?:,[ \\t]*[^,\\n]{2,30}?){0,3},[ \\t]*(?:TP\\.?[ \\t]?|Tp\\.?[ \\t]?|Thành phố[ \\t])?(?:${VN_CITY})`,
      'g',
    ),
    gates: [new RegExp(VN_CITY)],
  },
];
