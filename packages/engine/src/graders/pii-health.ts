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
    'tested positive for|HIV[- ]positive|suffers from|suffering from|(?:being|been|is|was) treated for',
    'undergoing (?:chemotherapy|chemo|dialysis|radiotherapy|rehab)|had a miscarriage|is pregnant',
    'in remission from|(?:prescribed|started on|started|taking|takes) [A-Za-z]+ \\d+(?:[.,]\\d+)? ?mg\\b',
    `diagnosis${SEPARATOR}|diagnose${SEPARATOR}|diagnostic${SEPARATOR}|diagn[óo]stico${SEPARATOR}|diagnosi${SEPARATOR}`,
    'diagnostiziert|leidet an|erkrankt an|HIV-positiv',
    "diagnostiquée? (?:avec|d['e])|atteinte? d(?:e|'un|'une)|séropositi(?:f|ve)|souffre d['e]|traitée? pour",
    'diagnosticad[oa] (?:con|de|com)|padece|sufre de|en tratamiento (?:por|de|contra)|seropositiv[oa]',
    'sofre de|soropositiv[oa]|em tratamento (?:para|de|contra)',
    '(?:è )?affett[oa] da|soffre di|sieropositiv[oa]|in cura per',
    'gediagnosticeerd met|lijdt aan',
  ].join('|'),
);

const NAME_WORD = `[${UPPER}][${LETTER}'’-]+`;

/** A capitalised name, then the clinical statement later in the same sentence (group 1: the name). */
export const HEALTH_PATTERN = new RegExp(
  `(?<![${LETTER}])(${NAME_WORD}(?:[ -]${NAME_WORD}){1,2})(?![${LETTER}])[^.!?]{0,80}?(?:${CLINICAL})`,
  'dg',
);
/** Cheap test for the clinical words, before the pattern runs. */
export const HEALTH_GATE = new RegExp(CLINICAL);

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
  /\b(?:fictional|fictitious|hypothetical|placeholder|example|sample|case study|vignette|character|imagine|suppose)\b/i;

export function healthSubjectValid(name: string, before: string, after: string): boolean {
  // "Patient Harold Jennings": leading stock words are dropped; two name words must remain.
  const words = name
    .split(/[ -]/)
    .map((w) => (isStockWord(w) || CLINICAL_TERMS.has(w.toLowerCase()) ? '' : w));
  const first = words.findIndex(Boolean);
  if (first < 0 || words.length - first < 2 || words.slice(first).some((w) => !w)) return false;
  if (PLACEHOLDER_NAME.test(name) || CLINICIAN.test(before)) return false;
  const sentence = `${before.slice(before.search(/[^.!?\n]*$/))} ${after.split(/[.!?\n]/)[0] ?? ''}`;
  return !NOT_REAL.test(sentence);
}
