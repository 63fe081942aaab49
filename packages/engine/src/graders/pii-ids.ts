import {
  belgianNrnValid,
  bsnValid,
  codiceFiscaleValid,
  digitsOf,
  dniValid,
  hetuValid,
  itinValid,
  nifPtValid,
  ninoValid,
  nirValid,
  nordicIdValid,
  peselValid,
  ppsValid,
  ssnDigitsValid,
  ssnValid,
  steuerIdValid,
  tcKimlikValid,
} from './pii-id-checks';
import {
  aadhaarValid,
  chineseIdValid,
  cpfValid,
  cuilValid,
  curpValid,
  emiratesIdValid,
  hkidValid,
  iranNationalCodeValid,
  irdValid,
  israeliIdValid,
  koreanRrnValid,
  myKadValid,
  myNumberValid,
  nikValid,
  nitValid,
  nricValid,
  rfcValid,
  rucValid,
  rutValid,
  saIdValid,
  saudiIdValid,
  sinValid,
  taiwanIdValid,
  tfnValid,
  thaiIdValid,
} from './pii-id-checks-world';
import {
  greekAfmValid,
  kazakhIinValid,
  rnokppValid,
  russianInnValid,
  snilsValid,
} from './pii-id-checks-eastern';
import { ID_VALUE, LEAD, labelled, labelledIdValid, wordGate } from './pii-shared';

/**
 * National identifiers. Formats that carry a check digit or an embedded birth date (validated
 * in `pii-id-checks.ts`) and are distinctive enough stand alone (CPF, DNI/NIE, NIR, codice
 * fiscale, NI number, Chinese ID, CURP, RUT…); the others need the document named right before
 * the value ("SSN", "PESEL", "personnummer", "national ID"…). Textbook examples are excluded.
 */
export { ssnValid };

/**
 * Values printed as examples in official documentation: the codice fiscale of "Mario Rossi",
 * ICAO's passport, the DVLA sample licence, and the NRIC, PPS and TFN of government guides.
 */
export const SPECIMENS = new Set([
  'RSSMRA85T10A562S',
  'L898902C3',
  'L898902C36',
  'MORGA753116SM9IJ',
  'S1234567D',
  '1234567T',
  '1234567TW',
  '123456782',
]);
export const notSpecimen = (valid: (value: string) => boolean) => (value: string) => {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return (
    !SPECIMENS.has(compact.slice(0, 16)) && !SPECIMENS.has(compact.slice(0, 9)) && valid(value)
  );
};

type IdPattern = {
  pattern: RegExp;
  valid: (value: string) => boolean;
  /** Labelled patterns: the label words and the cheap test built from them. */
  gate?: RegExp;
  words?: string;
};

const named = (
  words: string,
  value: string,
  valid: (value: string) => boolean,
  gap?: string,
): IdPattern => ({ ...labelled(words, value, gap), valid, words });

/**
 * Identifier patterns, kind `ssn` or `national-id`. Keyword-introduced ones capture the value
 * in group 1, so the grader can compare the value alone with what the user typed, and carry a
 * `gate` (their label) so texts that never name the document skip them.
 */
export const SSN_PATTERNS: readonly IdPattern[] = [
  { pattern: /(?<![\w.-])\d{3}([ .-])\d{2}\1\d{4}(?![\w]|[.-]\d| \d)/g, valid: ssnValid },
  named(
    'SSN|SS#|SS No\\.?|social security|soc\\.? ?sec\\.?|seguro social',
    '\\d{3}[ .-]?\\d{2}[ .-]?\\d{4}|\\d{3}[ .-]\\d{3}[ .-]\\d{3}',
    (value) => ssnDigitsValid(digitsOf(value)),
  ),
  named(
    'ITIN|individual taxpayer identification(?: number)?',
    '9\\d{2}[ .-]?\\d{2}[ .-]?\\d{4}',
    itinValid,
  ),
];

/** Countries named before "ID" ("Kenyan ID 23817465", "Thai ID card"), in English. */
const COUNTRY =
  'Kenyan|Nigerian|Ghanaian|Ugandan|Tanzanian|Rwandan|Ethiopian|Egyptian|Moroccan|Tunisian|Algerian|Zimbabwean|Zambian|Namibian|Botswana|Cameroonian|Senegalese|Ivorian|Filipino|Philippine|Thai|Vietnamese|Indonesian|Malaysian|Singaporean|Sri Lankan|Bangladeshi|Pakistani|Nepali|Indian|Chinese|Taiwanese|Japanese|Korean|Turkish|Greek|Cypriot|Polish|Czech|Slovak|Hungarian|Romanian|Bulgarian|Croatian|Serbian|Slovenian|Ukrainian|Russian|Estonian|Latvian|Lithuanian|Portuguese|Spanish|Italian|French|German|Dutch|Belgian|Swiss|Austrian|Irish|Mexican|Colombian|Peruvian|Chilean|Argentin(?:e|ian)|Brazilian|Venezuelan|Ecuadorian|Uruguayan|Paraguayan|Bolivian|Guatemalan|Costa Rican|Dominican|Saudi|Emirati|Qatari|Kuwaiti|Omani|Jordanian|Lebanese|Iraqi|Iranian';

/** National-ID documents whose numbers carry no check digit: the label is the evidence. */
const ID_DOCUMENT = `national ID|national identi(?:ty|fication)(?: card)?(?: number)?|identity card|ID card|citizen(?:ship)? ID|(?:${COUNTRY}) (?:national )?(?:ID|identity|identification)(?: card)?(?: number| no\\.?)?|c[ée]dula(?: de (?:identidad|ciudadan[íi]a))?|carte d'identit[ée]|carta d'identit[àa]|documento (?:nacional )?de identidad|DNI(?: (?:argentino|peruano|uruguayo|paraguayo))?|D\\.N\\.I\\.|Personalausweis(?:nummer)?|Ausweisnummer|identiteitskaart|NIN|CNIC|voter ID|PhilSys|UMID|KTP|CCCD|CMND|căn cước(?: công dân)?|chứng minh nhân dân|rodné číslo|občanský průkaz|dowód osobisty|numer dowodu|kimlik (?:no|kartı)|nüfus cüzdanı|CNP|EGN|JMBG|OIB|isikukood|asmens kodas|personas kods|NIC|NID|Ghana Card|Omang|Huduma|เลขประจำตัวประชาชน|บัตรประชาชน|Αριθμός Δελτίου Ταυτότητας|ΑΔΤ|ΑΜΚΑ|ЕГН|ЈМБГ|الرقم القومي|الرقم الوطني|البطاقة الشخصية|بطاقة الهوية|מספר זהות|पहचान संख्या|पहचान पत्र`;

const NAMED_IDS: readonly IdPattern[] = [
  named('CPF', '\\d{11}', cpfValid),
  named('aadhaa?r|UIDAI|UID|आधार', '[2-9]\\d{3}[ -]?\\d{4}[ -]?\\d{4}', aadhaarValid),
  named(
    "SIN|social insurance|NAS|assurance sociale|num[ée]ro d'assurance sociale",
    '\\d{3}[ -]?\\d{3}[ -]?\\d{3}',
    sinValid,
  ),
  named('BSN|burgerservicenummer|sofinummer', '\\d{9}|\\d{4}\\.\\d{2}\\.\\d{3}', bsnValid),
  named(
    'personnummer|personnr|samordningsnummer|fødselsnummer|fødselsnr|D-nummer|CPR(?:-nummer|-nr\\.?)?|henkilötunnus|HETU',
    '(?:19|20)?\\d{6}[-+ ]?\\d{4}|\\d{6} ?\\d{5}|\\d{6}[-+A-FU-Y]\\d{3}[0-9A-Z]',
    nordicIdValid,
  ),
  named('PESEL', '\\d{11}', peselValid),
  named(
    'rijksregisternummer|numéro (?:de registre )?national|national regist(?:er|ry) number|INSZ|NISS',
    '\\d{2}\\.?\\d{2}\\.?\\d{2}[ .-]?\\d{3}[ .-]?\\d{2}',
    belgianNrnValid,
  ),
  named('T\\.?C\\.? ?Kimlik|TCKN|kimlik numarası', '[1-9]\\d{10}', tcKimlikValid),
  named('PPSN?|personal public service', '\\d{7} ?[A-W][A-IW]?', notSpecimen(ppsValid)),
  named('TFN|tax file number', '\\d{3} ?\\d{3} ?\\d{2,3}', notSpecimen(tfnValid)),
  named(
    'Steuer-?ID|Steuer-?Identifikationsnummer|Steueridentifikationsnummer|IdNr\\.?',
    '\\d{2} ?\\d{3} ?\\d{3} ?\\d{3}',
    steuerIdValid,
  ),
  named('NRIC|FIN', '[STFG]\\d{7}[A-Z]', notSpecimen(nricValid)),
  named('IRD|inland revenue|NZ tax', '\\d{2,3}[ -]?\\d{3}[ -]?\\d{3}', irdValid),
  named(
    'RFC|R\\.F\\.C\\.|registro federal de contribuyentes',
    '[A-ZÑ&]{4}[ -]?\\d{6}[ -]?[A-Z\\d]{3}',
    rfcValid,
  ),
  named('NIT', '\\d{1,3}(?:\\.?\\d{3}){1,3}[ -]?\\d', nitValid),
  named('RUC', '\\d{11}', rucValid),
  named(
    '身分證(?:字號|號碼|統一編號)?|身份證(?:字號|號碼)|國民身分證|Taiwan(?:ese)? (?:national )?ID(?: card)?(?: number| no\\.?)?|ROC ID',
    '[A-Z][1289]\\d{8}',
    taiwanIdValid,
  ),
  named(
    'کد ?ملی|شماره ملی|Iranian national (?:code|ID)|national code',
    '\\d{3}-?\\d{6}-?\\d',
    iranNationalCodeValid,
  ),
  named(
    'رقم الهوية|الهوية الوطنية|هوية وطنية|رقم الإقامة|الإقامة|Iqama|Saudi (?:national )?ID',
    '[12]\\d{9}',
    saudiIdValid,
  ),
  named(
    '(?:SA|RSA|South African) ID(?: number| no\\.?)?|ID number|identity number|identiteitsnommer',
    '\\d{6} ?\\d{4} ?\\d{2} ?\\d',
    saIdValid,
  ),
  named('teudat zehut|Israeli ID|תעודת זהות|ת\\.ז\\.?', '\\d{8,9}', israeliIdValid),
  // Russian, Ukrainian, Kazakh and Greek numbers named in their own script.
  named('ИНН', '\\d{12}', russianInnValid),
  named('СНИЛС|SNILS', '\\d{3}-?\\d{3}-?\\d{3}[ -]?\\d{2}', snilsValid),
  named('РНОКПП|ІПН|ідентифікаційний код|RNOKPP', '\\d{10}', rnokppValid),
  named('ИИН|ЖСН', '\\d{12}', kazakhIinValid),
  named('ΑΦΜ|Α\\.Φ\\.Μ\\.', '\\d{9}', greekAfmValid),
  named('RUT|RUN', '\\d{7,8}-?[\\dkK]', rutValid),
  named('CUIL|CUIT', '\\d{2}-?\\d{8}-?\\d', cuilValid),
  named('HKID', '[A-Z]{1,2}\\d{6}\\(?[\\dA]\\)?', hkidValid),
  named('NIK', '\\d{16}', nikValid),
  named('マイナンバー|個人番号|My Number', '\\d{4} ?\\d{4} ?\\d{4}', myNumberValid),
  named('NIF|n[úu]mero de contribuinte|contribuinte', '\\d{9}', nifPtValid),
  named('PAN(?: card)?', '[A-Z]{3}[ABCFGHLJPT][A-Z]\\d{4}[A-Z]', (v) => !/^ABC/i.test(v)),
  named('주민등록번호|RRN|resident registration', '\\d{6}-?[1-8]\\d{6}', (v) =>
    koreanRrnValid(v, false),
  ),
  named(ID_DOCUMENT, ID_VALUE, labelledIdValid, LEAD),
];

/** Any of the labels above, as one alternation: one cheap test before trying each pattern. */
export const NATIONAL_ID_GATE = wordGate(NAMED_IDS.map(({ words }) => words).join('|'));

export const NATIONAL_ID_PATTERNS: readonly IdPattern[] = [
  // Formats distinctive enough to stand alone.
  { pattern: /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g, valid: cpfValid },
  { pattern: /\b[XYZ]?-?\d{7,8}-?[A-Z]\b/g, valid: dniValid },
  { pattern: /\b[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}\b/g, valid: nirValid },
  {
    pattern: /\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b/g,
    valid: notSpecimen(codiceFiscaleValid),
  },
  { pattern: /\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g, valid: ninoValid },
  { pattern: /\b[1-8]\d{16}[\dXx]\b/g, valid: chineseIdValid },
  { pattern: /\b\d{6}-[1-8]\d{6}\b/g, valid: (v) => koreanRrnValid(v) },
  { pattern: /\b\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]\b/g, valid: hetuValid },
  { pattern: /\b\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}\b/g, valid: belgianNrnValid },
  {
    pattern:
      /\b[A-Z][AEIOUX][A-Z]{2}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d\b/g,
    valid: curpValid,
  },
  { pattern: /\b\d{1,2}\.\d{3}\.\d{3}-[\dkK]\b/g, valid: rutValid },
  { pattern: /\b(?:20|23|24|27)-\d{8}-\d\b/g, valid: cuilValid },
  { pattern: /\b784-\d{4}-\d{7}-\d\b/g, valid: emiratesIdValid },
  { pattern: /\b[A-Z]{1,2}\d{6}\([\dA]\)/g, valid: hkidValid },
  { pattern: /\b\d{6}-\d{2}-\d{4}\b/g, valid: myKadValid },
  { pattern: /\b[1-7]\d{4}-\d{7}-\d\b/g, valid: labelledIdValid }, // Pakistan CNIC
  { pattern: /\b[1-8]-\d{4}-\d{5}-\d{2}-\d\b/g, valid: thaiIdValid }, // Thai ID
  { pattern: /\b[A-Z]{3}P[A-Z]\d{4}[A-Z]\b/g, valid: (v) => !/^ABCP/.test(v) }, // Indian PAN
  // Named by their document.
  ...NAMED_IDS,
];
