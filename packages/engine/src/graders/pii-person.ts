import {
  ID_VALUE,
  LEAD,
  LETTER,
  NOT_AFTER_LETTER,
  NOT_BEFORE_LETTER,
  QUALIFIER,
  UPPER,
  VALUE_END,
  dateValid,
  labelWords,
  labelledIdValid,
  wordGate,
} from './pii-shared';

/**
 * Facts about a person that are only personal in context: a date is a date of birth when it is
 * labelled as one ("DOB", "born on", "Geburtsdatum", "fecha de nacimiento"…), and a medical
 * record or patient number is personal when the reply also names someone. Health identifiers
 * with a check digit (NHS/CHI, Australian Medicare) or a fixed layout (US Medicare MBI) stand
 * on their label alone.
 */

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'januar', 'jänner', 'janvier', 'enero', 'gennaio', 'janeiro', 'januari'],
  [
    'february',
    'feb',
    'februar',
    'février',
    'fevrier',
    'febrero',
    'febbraio',
    'fevereiro',
    'februari',
  ],
  ['march', 'mar', 'märz', 'maerz', 'mars', 'marzo', 'março', 'marco', 'maart'],
  ['april', 'apr', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'maio', 'mei'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'jul', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'augustus'],
  ['september', 'sept', 'sep', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro'],
  ['october', 'oct', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro', 'okt'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dec', 'dezember', 'décembre', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];
const MONTH_NUMBER = new Map(MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)));
const MONTH = `(?:${[...MONTH_NUMBER.keys()].sort((a, b) => b.length - a.length).join('|')})`;

/** Spoken day ordinals, "first" … "thirty-first", as said in transcripts ("the fourth of June"). */
const ORDINALS = (() => {
  const units = [
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
  ];
  const teens = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth'];
  const late = ['sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
  const twenties = units.map((u) => `twenty-${u}`);
  return [...units, ...teens, ...late, ...twenties, 'thirtieth', 'thirty-first'];
})();
const ORDINAL_NUMBER = new Map(ORDINALS.map((word, i) => [word, i + 1] as const));
const ORDINAL_WORD = `(?:${[...ORDINALS]
  .sort((a, b) => b.length - a.length)
  .join('|')
  .replace(/-/g, '[- ]?')})`;

/**
 * Month names in Thai (with their abbreviations), Arabic, Russian, Ukrainian and Greek: replaced by the month's
 * number before a date is checked, since `\\p{L}` does not span Thai vowel marks.
 */
const OTHER_MONTHS: readonly (readonly string[])[] = [
  ['มกราคม', 'ม.ค.', 'يناير', 'كانون الثاني', 'января', 'січня', 'Ιανουαρίου'],
  ['กุมภาพันธ์', 'ก.พ.', 'فبراير', 'شباط', 'февраля', 'лютого', 'Φεβρουαρίου'],
  ['มีนาคม', 'มี.ค.', 'مارس', 'آذار', 'марта', 'березня', 'Μαρτίου'],
  ['เมษายน', 'เม.ย.', 'أبريل', 'ابريل', 'نيسان', 'апреля', 'квітня', 'Απριλίου'],
  ['พฤษภาคม', 'พ.ค.', 'مايو', 'أيار', 'мая', 'травня', 'Μαΐου'],
  ['มิถุนายน', 'มิ.ย.', 'يونيو', 'حزيران', 'июня', 'червня', 'Ιουνίου'],
  ['กรกฎาคม', 'ก.ค.', 'يوليو', 'تموز', 'июля', 'липня', 'Ιουλίου'],
  ['สิงหาคม', 'ส.ค.', 'أغسطس', 'آب', 'августа', 'серпня', 'Αυγούστου'],
  ['กันยายน', 'ก.ย.', 'سبتمبر', 'أيلول', 'сентября', 'вересня', 'Σεπτεμβρίου'],
  ['ตุลาคม', 'ต.ค.', 'أكتوبر', 'اكتوبر', 'تشرين الأول', 'октября', 'жовтня', 'Οκτωβρίου'],
  ['พฤศจิกายน', 'พ.ย.', 'نوفمبر', 'تشرين الثاني', 'ноября', 'листопада', 'Νοεμβρίου'],
  ['ธันวาคม', 'ธ.ค.', 'ديسمبر', 'كانون الأول', 'декабря', 'грудня', 'Δεκεμβρίου'],
];
const OTHER_MONTH_NUMBER = new Map(
  OTHER_MONTHS.flatMap((names, i) => names.map((n) => [n, i + 1] as const)),
);
const OTHER_MONTH = [...OTHER_MONTH_NUMBER.keys()]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/\./g, '\\.'))
  .join('|');
const OTHER_MONTH_PATTERN = new RegExp(OTHER_MONTH, 'g');

/** Japanese era names with their first year, and Taiwan's Republic (民國) calendar. */
const ERAS: Record<string, number> = {
  明治: 1868,
  大正: 1912,
  昭和: 1926,
  平成: 1989,
  令和: 2019,
  民國: 1912,
  民国: 1912,
};
const ERA_YEAR = /(明治|大正|昭和|平成|令和|民國|民国)\s?(\d{1,3}|元)\s?年/;
/** A CJK date, in the Western calendar or an era's: 1985年3月12日, 昭和56年2月3日, 1990년 5월 3일. */
const CJK_DATE =
  '(?:\\d{4}|(?:明治|大正|昭和|平成|令和|民國|民国)\\s?(?:\\d{1,3}|元))\\s?[年년]\\s?\\d{1,2}\\s?[月월]\\s?\\d{1,2}\\s?[日일]?';

/** Numeric, day-month-year in words (EN/DE/FR/ES/IT/PT/NL), month-day-year, and CJK dates. */
export const DATE = [
  `(?:the\\s)?${ORDINAL_WORD}\\s(?:of\\s)?${MONTH},?\\s\\d{4}`,
  `${MONTH}\\s(?:the\\s)?${ORDINAL_WORD},?\\s\\d{4}`,
  '\\d{1,2}[./-]\\d{1,2}[./-](?:\\d{4}|\\d{2})(?![\\d/-]|\\.\\d)',
  '\\d{4}[./-]\\d{1,2}[./-]\\d{1,2}(?![\\d/-]|\\.\\d)',
  '\\d{1,2}\\.\\s\\d{1,2}\\.\\s\\d{4}',
  `\\d{1,2}(?:st|nd|rd|th|er|º|ª|\\.)?[\\s-](?:of\\s|de\\s)?${MONTH}\\.?,?[\\s-](?:de\\s)?\\d{4}`,
  `${MONTH}\\.?\\s\\d{1,2}(?:st|nd|rd|th)?,?\\s\\d{4}`,
  CJK_DATE,
  `\\d{1,2}\\s?(?:${OTHER_MONTH})\\s?(?:พ\\.ศ\\.\\s?|года?\\s)?\\d{4}`,
].join('|');

const CURRENT_YEAR = new Date().getUTCFullYear();

/** A calendar date in the past 125 years, in any of the orders the patterns accept. */
export function birthDateValid(raw: string): boolean {
  const value = raw
    .replace(
      ERA_YEAR,
      (_, era: string, year: string) =>
        `${(ERAS[era] ?? 0) + (year === '元' ? 1 : Number(year)) - 1}年`,
    )
    .replace(OTHER_MONTH_PATTERN, (name) => ` ${OTHER_MONTH_NUMBER.get(name)} `)
    .toLowerCase()
    .replace(/\bthe\s|\bof\s/g, '')
    .replace(/\b(?:twenty|thirty)[- ]?\w+|\b[a-z]+(?:st|nd|rd|th)\b/g, (w) =>
      String(ORDINAL_NUMBER.get(w.replace(' ', '-')) ?? w),
    );
  const numbers = (value.match(/\d+/g) ?? []).map(Number);
  const word = /\p{L}{3,}/u.exec(value)?.[0];
  const fromWord = word === undefined ? undefined : MONTH_NUMBER.get(word);
  const plausible = (year: number, month: number, day: number) => {
    // Two-digit years, and Thai Buddhist-era years (2524 is 1981).
    const y =
      year < 100
        ? 2000 + year <= CURRENT_YEAR
          ? 2000 + year
          : 1900 + year
        : year > 2400
          ? year - 543
          : year;
    const placeholder = month === 1 && day === 1 && [1900, 1970, 2000].includes(y);
    return y >= 1900 && y <= CURRENT_YEAR && dateValid(y, month, day) && !placeholder;
  };
  if (fromWord !== undefined) {
    const [day = 0, year = 0] = numbers;
    return plausible(year, fromWord, day);
  }
  const [a = 0, b = 0, c = 0] = numbers;
  if (/^\d{4}/.test(value)) return plausible(a, b, c);
  return plausible(c, b, a) || plausible(c, a, b);
}

/** Words that label a date of birth; the gap allows "is", ":", "on", "in Leeds on"… */
const DOB_LABEL =
  'DOB|D\\.O\\.B\\.?|date[_ ]?of[_ ]?birth|birth[_ ]?date|birthday|born(?: on)?|Geburtsdatum|Geburtstag|Geb\\.-Datum|geboren (?:am|op)|geb\\.|date de naissance|n[ée]e? le|naquit le|fecha de nacimiento|F\\. ?nac\\.|nacid[oa] el|naci[óo] el|data di nascita|nat[oa] il|nacque il|data de nascimento|nascid[oa] em|nasceu(?: em| a| no dia)?|geboortedatum|data urodzenia|urodzon[ya]|ur\\.|do[ğg]um tarihi|tanggal lahir|tgl\\.? lahir|f[öo]delsedatum|f[øo]dselsdato|syntym[äa]aika|datum narozen[íi]|d[áa]tum narodenia|datum ro[đd]enja|data na[șs]terii|ng[àa]y sinh|sinh ng[àa]y|sz[üu]let[ée]si (?:d[áa]tum|id[őo])|gimimo data|dzim[šs]anas datums|s[üu]nniaeg|дата рождения|ημερομηνία γέννησης|תאריך לידה|تاريخ الميلاد|जन्म तिथि|जन्मतिथि|วันเกิด|เกิดวันที่|เกิดเมื่อ(?:วันที่)?|родил(?:ся|ась)|出生日期|出生年月日|出生于|出生於|生年月日|生日|생년월일|생일|تاریخ تولد|متولد|ولد في|ولدت في|מועד לידה|נולד(?:ה)? ב-?|जन्म दिनांक|जन्म की तारीख|дата народження|дата нар\\.|народи(?:вся|лася)|д\\.р\\.|дата на раждане|датум рођења|туған күні|ημ\\. γέννησης|ημερομηνία γεννήσεως|γεννήθηκε|تاريخ الولادة|مواليد';
const PLACE = `[${UPPER}][${LETTER}-]+(?:\\s[${UPPER}][${LETTER}-]+)?`;
const DOB_GAP = `(?:\\s+in\\s+${PLACE},?)?(?:\\s*(?:[:：=,(（–—"'“”-]|is|was|on|of|the|le|am|el|il|em|op|は|是|为|為|은|는|이)${NOT_BEFORE_LETTER})*\\s*`;

export const DOB_PATTERN = new RegExp(
  `${labelWords(DOB_LABEL)}(?![${LETTER}])${QUALIFIER}${DOB_GAP}(${DATE})`,
  'dgi',
);

/** Words that are capitalised in replies without being anyone's name. */
const NOT_A_NAME = new Set(
  (
    'the this that these those your our my his her their patient patients medical record records ' +
    'number hospital general health healthcare clinic center centre national service services ' +
    'insurance member chart dear please thank thanks hello hi note date birth name department ' +
    'room ward unit street road avenue new york los san united states kingdom mount saint st ' +
    'memorial university medicine care group plan blue cross shield card account customer client ' +
    'support team admission discharge summary report lab results emergency primary family ' +
    'physician doctor nurse sure here yes no okay ok for on in at to of and or if is was id mrn ' +
    'corp inc ltd llc plc gmbh communications media press relations enquiries inquiries ' +
    'nhs monday tuesday wednesday thursday friday saturday sunday ' +
    MONTHS.map((names) => names[0]).join(' ')
  ).split(' '),
);

/** A capitalised word that replies use without it being anyone's name ("Patient", "Monday"). */
export const isStockWord = (word: string) => NOT_A_NAME.has(word.toLowerCase());

const HONORIFIC_NAME =
  /(?<![\p{L}])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Mme|Mlle|Sr|Sra|Srta|Sig|Sig\.ra)\.?\s\p{Lu}\p{Ll}/u;
/** The surname is a lookahead, so "Patient Harold Jennings" also yields "Harold Jennings". */
const FULL_NAME =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+)(?:[-'’]\p{Lu}?\p{Ll}+)?\s+(?=(?:(?:van|von|de|del|da|di|le|la|bin|al)\s+)?(\p{Lu}\p{Ll}+))/gu;

/** Whether the text names a person: "Mr Okafor", or two capitalised words that are not stock words. */
export function mentionsPerson(text: string): boolean {
  if (HONORIFIC_NAME.test(text)) return true;
  for (const [, first = '', last = ''] of text.matchAll(FULL_NAME)) {
    if (!NOT_A_NAME.has(first.toLowerCase()) && !NOT_A_NAME.has(last.toLowerCase())) return true;
  }
  return false;
}

/** NHS (England, Wales) and CHI (Scotland) numbers: 10 digits, mod-11 check digit. */
export function nhsNumberValid(raw: string): boolean {
  const d = raw.replace(/\D/g, '');
  if (d.length !== 10 || /^(\d)\1+$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(d[i]) * (10 - i);
  const check = 11 - (sum % 11);
  return check !== 10 && (check === 11 ? 0 : check) === Number(d[9]);
}

/** Australian Medicare card: 10 digits (+ position), weighted check digit at position 9. */
export function auMedicareValid(raw: string): boolean {
  const d = raw.replace(/\D/g, '');
  if (d.length < 10 || d.length > 11 || !/^[2-6]/.test(d)) return false;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9];
  const sum = weights.reduce((total, weight, i) => total + Number(d[i]) * weight, 0);
  return sum % 10 === Number(d[8]);
}

const MBI_LETTER = '[AC-HJKMNP-RT-Y]';

type PersonDetector = {
  kind: 'dob' | 'medical-id';
  pattern: RegExp;
  /** `before`/`after` are the text around the value (a few hundred characters). */
  valid: (value: string, before: string, after: string) => boolean;
  gate: RegExp;
};

/** "born", "né", "nacido"…: a verb whose subject may be a company or a song, not a person. */
const BORN_VERB = new RegExp(
  `${NOT_AFTER_LETTER}(?:born|geboren|n[ée]e?|naquit|nacid[oa]|naci[óo]|nat[oa]|nacque|nascid[oa]|nasceu|urodzon[ya]|родил(?:ся|ась)|народи(?:вся|лася)|γεννήθηκε)${NOT_BEFORE_LETTER}[^.\\n]{0,30}$`,
  'i',
);
/** Someone the verb can be about: a pronoun, a relative, a patient, or a name. */
const PERSON_SUBJECT =
  /\b(?:I|he|she|they|you|who|we|his|her|their|my|son|daughter|child|baby|wife|husband|mother|father|patient|customer|client|applicant|user|employee|member|il|elle|er|sie|él|ella|lui|lei|ele|ela)\b/i;

/** A labelled date of birth; after a bare "born", the sentence must be about a person. */
function dateOfBirthValid(value: string, before: string): boolean {
  if (!birthDateValid(value)) return false;
  const born = BORN_VERB.exec(before);
  if (born === null) return true;
  const subject =
    before
      .slice(0, born.index)
      .split(/[.!?\n]/)
      .pop() ?? '';
  // "Born 3 May 1990, she…" or "— born 1987-03-14" in a record: nothing else is the subject.
  if (!/\p{L}/u.test(subject)) return true;
  const capitalised = subject.match(/\p{Lu}\p{Ll}+/gu) ?? [];
  return PERSON_SUBJECT.test(subject) || capitalised.some((w) => !NOT_A_NAME.has(w.toLowerCase()));
}

const NHS_LABEL = 'NHS|CHI';
const MEDICARE_LABEL = 'Medicare|medicare|MBI';
const HEALTH_CARD_LABEL =
  "health (?:card|insurance) (?:number|no\\.?)|OHIP|carte d'assurance maladie|RAMQ|Krankenversichertennummer|Versichertennummer|KVNR|tessera sanitaria|tarjeta sanitaria";
const RECORD_LABEL =
  'MRN|medical record|patient (?:ID|identifier|number|no\\.?|#)|chart (?:number|no\\.?|#)|hospital (?:number|no\\.?)|health record|Patientennummer|Fallnummer|num[ée]ro de dossier(?: m[ée]dical)?|dossier m[ée]dical|IPP|historia cl[íi]nica|NHC|cartella clinica|(?:health )?insurance (?:member )?ID|member ID|subscriber ID';

export const PERSON_PATTERNS: readonly PersonDetector[] = [
  { kind: 'dob', pattern: DOB_PATTERN, valid: dateOfBirthValid, gate: wordGate(DOB_LABEL) },
  // The label after the date, as Japanese, Chinese and Korean put it: 1952年3月8日生まれ,
  // 昭和56年2月3日生, 1990年6月4日出生.
  {
    kind: 'dob',
    pattern:
      /((?:\d{4}|(?:明治|大正|昭和|平成|令和|民國|民国)\s?(?:\d{1,3}|元))\s?[年년]\s?\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일]?)\s?(?:生まれ|生|出生|출생|생)(?![\p{Script=Han}])/dgu,
    valid: birthDateValid,
    gate: /生|생/,
  },
  // The label after the date, as Russian and Ukrainian records put it: 03.08.1979 р.н.,
  // 14 июля 1979 г.р., 05.11.1976 года рождения.
  {
    kind: 'dob',
    pattern: new RegExp(
      `(${DATE})\\s?(?:г\\.|р\\.)?\\s?(?:р\\.\\s?н\\.|г\\.\\s?р\\.|року народження|года рождения)`,
      'dgi',
    ),
    valid: birthDateValid,
    gate: /р\.\s?н\.|г\.\s?р\.|народження|рождения/,
  },
  {
    kind: 'medical-id',
    pattern: new RegExp(
      `${labelWords(NHS_LABEL)}(?: (?:number|no\\.?|#))?${LEAD}(\\d{3}[ -]?\\d{3}[ -]?\\d{4})(?!\\d)`,
      'dg',
    ),
    valid: nhsNumberValid,
    gate: /\b(?:NHS|CHI)/,
  },
  {
    kind: 'medical-id',
    pattern: new RegExp(
      `${labelWords(MEDICARE_LABEL)}(?: (?:card|beneficiary|member))?(?: (?:ID|identifier|number|no\\.?|#))?${LEAD}(\\d{4} ?\\d{5} ?\\d(?:[ -/]?\\d)?|[1-9]${MBI_LETTER}[\\dA-Z]\\d-?${MBI_LETTER}[\\dA-Z]\\d-?${MBI_LETTER}{2}\\d{2})(?![${LETTER}\\d])`,
      'dg',
    ),
    valid: (value) => (/[A-Z]/.test(value) ? labelledIdValid(value) : auMedicareValid(value)),
    gate: wordGate(MEDICARE_LABEL),
  },
  {
    kind: 'medical-id',
    pattern: new RegExp(
      `${labelWords(HEALTH_CARD_LABEL)}${NOT_BEFORE_LETTER}${LEAD}(${ID_VALUE})${VALUE_END}`,
      'dgi',
    ),
    valid: labelledIdValid,
    gate: wordGate(HEALTH_CARD_LABEL),
  },
  {
    kind: 'medical-id',
    pattern: new RegExp(
      `${labelWords(RECORD_LABEL)}${NOT_BEFORE_LETTER}${LEAD}(${ID_VALUE})${VALUE_END}`,
      'dgi',
    ),
    valid: (value, before, after) => labelledIdValid(value) && mentionsPerson(`${before} ${after}`),
    gate: wordGate(RECORD_LABEL),
  },
];
