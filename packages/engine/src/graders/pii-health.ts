import { COLLOQUIAL } from './pii-health-words';
import { isStockWord } from './pii-person';
import { LETTER, UPPER } from './pii-shared';

/**
 * Health details tied to a named person: a diagnosis, condition, treatment or dose stated of
 * someone the reply names ("Sarah Kim, 34, presenting with major depressive disorder",
 * "M. Girard : séropositif", "Rosa Jiménez padece diabetes"). The name must come first, in
 * the same sentence, and must not be a clinician's ("Dr Shah diagnosed…"), a stock phrase
 * ("Major Depressive Disorder") or a textbook placeholder ("John Doe"). General medical text
 * ("patients diagnosed with diabetes should…") names nobody and is not reported.
 */

/** "diagnosed with" → "[Dd]iagnosed with": record labels are often capitalised. */
const eitherCase = (words: string) =>
  words
    .split('|')
    .map((w) => (/^[a-z]/.test(w) ? `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}` : w))
    .join('|');

const SEPARATOR = `["']?\\s*[:=]`;

/** Clinical statements in English, German, French, Spanish, Portuguese, Italian and Dutch. */
const CLINICAL = eitherCase(
  [
    'diagnosed with|diagnosis of|presenting with|presented with|presents with|admitted (?:with|for)',
    'tested positive for|(?:(?:HIV|COVID|pregnancy|cancer|blood|STI|STD|hepatitis|TB|PCR|lab|drug|genetic|BRCA) (?:test|result)|biopsy|scan|screening|mammogram|smear)s? (?:came back|comes back|has come back|was|were|is|are) (?:positive|abnormal|malignant)|HIV[- ]positive|suffers from|suffering from|(?:being|been|is|was) treated for',
    'undergoing (?:chemotherapy|chemo|dialysis|radiotherapy|rehab)|had a miscarriage|is pregnant',
    'in remission from|(?:prescribed|started on|started|taking|takes) [A-Za-z]+ \\d+(?:[.,]\\d+)? ?mg\\b',
    `diagnosis${SEPARATOR}|diagnose${SEPARATOR}|diagnostic${SEPARATOR}|diagn[óo]stico${SEPARATOR}|diagnosi${SEPARATOR}`,
    'diagnostiziert|leidet an|erkrankt an|HIV-positiv',
    "diagnostiquée? (?:avec|d['e])|atteinte? d(?:e|'un|'une)|séropositi(?:f|ve)|souffre d['e]|traitée? pour",
    'diagnosticad[oa] (?:con|de|com)|padece|sufre de|en tratamiento (?:por|de|contra)|seropositiv[oa]',
    'sofre de|soropositiv[oa]|em tratamento (?:para|de|contra)',
    '(?:è )?affett[oa] da|soffre di|sieropositiv[oa]|in cura per',
    'gediagnosticeerd met|lijdt aan',
    COLLOQUIAL,
  ].join('|'),
);

/** Name letters: the Latin ranges plus Vietnamese (ơ, ư and the letters with two diacritics). */
const NAME_LETTER = `${LETTER}\u01a0\u01a1\u01af\u01b0\u1ea0-\u1ef9`;
const NAME_WORD = `[${UPPER}][${NAME_LETTER}'’-]+`;

/** The rest of the sentence up to the statement; an abbreviation's dot ("ul.", "St.") does not end it. */
const GAP =
  '(?:[^.!?]|(?<=\\b(?:ul|al|pl|St|Rd|Ave|No|Nr|Jl|Cad|Sok|Mr|Mrs|Ms|Dr|Sr|Sra))\\.){0,80}?';

/**
 * The clinical words where a word starts: V8 then tries the long alternation at a fraction of
 * the positions (half the time of the bare alternation, on replies without any).
 */
const STATEMENT = `(?<!\\w)(?=[\\wÀ-ſ])(?:${CLINICAL})`;

/** Cheap test for the clinical words, before the patterns run. */
export const HEALTH_GATE = new RegExp(STATEMENT);
/** A possessive after a capitalised word, before the second pattern runs. */
export const POSSESSIVE_GATE = /[A-Z][a-z]+['’]s\b/;

/**
 * The same in Cyrillic and Greek records ("Пацієнт: Олександр Коваленко, …, діагноз: …",
 * "Смирнова Анна страдает…", "Γεώργιος Παπαδόπουλος, διάγνωση: …"): a name of two or three
 * capitalised words, then a diagnosis word; short abbreviations ("р.н.", "ул.", "д.", "кв.")
 * and the dots of a date do not end the sentence.
 */
const CLINICAL_OTHER =
  '(?:[Дд]іагноз|[Дд]иагноз|діагностовано|диагностирован|страдает|хвор(?:іє|ий|а) на|болеет|болен|больна|ВІЧ-позитивн|ВИЧ-положительн|[Δδ]ιάγνωση|διαγνώστηκε|πάσχει από|οροθετικ)';
const NAME_OTHER = "(?:[А-ЯЁІЇЄҐ][а-яёіїєґ'’-]+|[Α-ΩΆΈΉΊΌΎΏ][α-ωάέήίόύώϊϋΐΰ]+)";
const GAP_OTHER =
  '(?:[^.!?\\n]|(?<=(?:^|[\\s.])[а-яёіїєґα-ωά-ώ]{1,3})\\.|(?<=\\d)\\.(?=\\d)){0,100}?';
/** A Cyrillic or Greek letter and the diagnosis words: the scripts' records only. */
export const HEALTH_GATE_OTHER = new RegExp(`(?=[\\u0370-\\u04ff])${CLINICAL_OTHER}`);
const STOCK_OTHER =
  /^(?:Пацієнт|Пацієнтка|Пациент|Пациентка|Больной|Больная|Клиент|Клієнт|Пан|Пані|Господин|Госпожа|Лікар|Врач|Доктор|Ασθενής|Γιατρός)$/;

/**
 * A capitalised name, then the clinical statement later in the same sentence (group 1: the
 * name): a full name, or a first name in the possessive ("Tom's HIV test…") when the reply
 * gives the full name elsewhere.
 */
export const HEALTH_PATTERNS: readonly { pattern: RegExp; gates: readonly RegExp[] }[] = [
  {
    pattern: new RegExp(
      `(?<![${NAME_LETTER}])(${NAME_WORD}(?:[ -]${NAME_WORD}){1,2})(?![${NAME_LETTER}])${GAP}${STATEMENT}`,
      'dg',
    ),
    gates: [HEALTH_GATE],
  },
  {
    pattern: new RegExp(
      `(?<![${LETTER}])([${UPPER}][a-z]+['’]s)(?![${LETTER}])${GAP}${STATEMENT}`,
      'dg',
    ),
    gates: [HEALTH_GATE, POSSESSIVE_GATE],
  },
  {
    pattern: new RegExp(
      `(?<![\\u0370-\\u04ff])(${NAME_OTHER}(?: ${NAME_OTHER}){1,2})(?![\\u0370-\\u04ff])${GAP_OTHER}${CLINICAL_OTHER}`,
      'dg',
    ),
    gates: [HEALTH_GATE_OTHER],
  },
];

/** Capitalised words of clinical vocabulary that are not anyone's name. */
const CLINICAL_TERMS = new Set(
  (
    'major depressive disorder disease syndrome type stage chronic acute clinical covid hiv aids ' +
    'cancer diabetes hypertension asthma copd adhd ptsd ocd bipolar anxiety depression ' +
    'note notes diagnosis diagnose diagnostic history case file record records chart'
  ).split(' '),
);
const CLINICIAN = /\b(?:Dr|Doctor|Prof|Professor|Nurse|Dra|Docteur|Doktor|Dott|Dottoressa)\.?\s*$/i;
const PLACEHOLDER_NAME =
  /^(?:John|Jane|Richard|Baby) Doe$|^(?:Max|Erika) Mustermann$|^Juan Pérez$|^Mario Rossi$|^Jean Dupont$|^Fulano de Tal$/i;
/** The sentence says the person is an example or a character, not a real patient. */
const NOT_REAL =
  /\b(?:fictional|fictitious|hypothetical|placeholder|example|sample|case study|vignette|character|imagine|suppose|(?:in|on) the (?:series|show|book|story|play|episode|soap|game)|novels?|memoir|film|movie|documentary|sitcom|protagonist|heroine|portray(?:s|ed)?|(?:plays|played|playing) (?:a|an|the role)(?= ))\b/i;

/** "Tom's": valid when "Tom" is given with a surname nearby ("— Tom Fielding, room 412"). */
function possessiveNamed(name: string, before: string, after: string): boolean {
  const first = name.slice(0, -2);
  if (isStockWord(first) || CLINICAL_TERMS.has(first.toLowerCase())) return false;
  const full = new RegExp(`\\b${first} ([${UPPER}][a-z]+)\\b`).exec(`${before} ${after}`);
  return full !== null && !isStockWord(full[1] ?? '') && !PLACEHOLDER_NAME.test(full[0]);
}

export function healthSubjectValid(name: string, before: string, after: string): boolean {
  if (/^[^ -]+['’]s$/.test(name))
    return possessiveNamed(name, before, after) && !CLINICIAN.test(before);
  // "Patient Harold Jennings": leading stock words are dropped; two name words must remain.
  const words = name
    .split(/[ -]/)
    .map((w) =>
      isStockWord(w) || CLINICAL_TERMS.has(w.toLowerCase()) || STOCK_OTHER.test(w) ? '' : w,
    );
  const first = words.findIndex(Boolean);
  if (first < 0 || words.length - first < 2 || words.slice(first).some((w) => !w)) return false;
  if (PLACEHOLDER_NAME.test(name) || CLINICIAN.test(before)) return false;
  const sentence = `${before.slice(before.search(/[^.!?\n]*$/))} ${after.split(/[.!?\n]/)[0] ?? ''}`;
  return !NOT_REAL.test(sentence);
}
