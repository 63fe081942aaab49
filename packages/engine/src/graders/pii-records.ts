import { DATE, birthDateValid, isStockWord } from './pii-person';
import { LETTER, UPPER } from './pii-shared';

/**
 * Personal records written as prose rather than labelled fields, in many languages:
 * - a named person with an age or a birth year, then a street address in the same sentence
 *   ("Paciente: Lucía Navarro, 67 años, C/ Mayor 12, Zaragoza", "Marcus Reyes, 58, of 5765
 *   Sycamore Ave, Nashville, was charged…", "Оксана Шевченко, 1979 р.н., м. Львів, вул.
 *   Городоцька 45") — someone's home, with who lives there;
 * - a transcript where one turn asks for the date of birth and the next turn gives it
 *   ("Agent: … confirm your date of birth?\nCustomer: 05/14/1968");
 * - a letter to a named person that sends something to their address, or tells them a test
 *   result ("Dear Rhys, … will be sent to 9 Pen-y-Bryn, Cardiff CF14 6TB").
 */

const CYRILLIC_UPPER = 'А-ЯЁІЇЄҐ';
const CYRILLIC_LOWER = 'а-яёіїєґ';
const NAME_WORD = `(?:[${UPPER}][${LETTER}'’-]+|[${CYRILLIC_UPPER}][${CYRILLIC_LOWER}'’-]+)`;
const NAME = `(?<![${LETTER}${CYRILLIC_LOWER}${CYRILLIC_UPPER}])(${NAME_WORD}(?: ${NAME_WORD}){1,2})`;

/** An age or a birth year right after the name: ", 58,", "67 años", "lat 61", "1979 р.н.". */
const AGE_WORD =
  'years? old|years|yrs|y\\/o|y\\.o\\.|yo|años|anni|anos|ans|Jahre|J\\.|jaar|år|ani|lat|let|лет|років|роки|rokov|éves|vuotias|v|yaşında|χρονών|ετών|tuổi|tahun';
const AGE = `(?:(?:\\d{1,3}\\s?(?:${AGE_WORD})|(?:lat|age|aged|edad|età|idade|Alter|âge|возраст|вік)\\s?\\d{1,3}|(?:19|20)\\d\\d\\s?(?:р\\.\\s?н\\.|г\\.\\s?р\\.)|(?:born(?: in)?|b\\.|nacid[oa] en|geb\\.|ur\\.|née? en)\\s?(?:19|20)\\d\\d)(?![${LETTER}\\d])|\\d{1,3}(?=,))`;

/** Up to the street in the same sentence; the dot of a short abbreviation ("м.", "Avda.") does not end it. */
const GAP = `(?:[^.!?\\n]|(?<=(?:^|[\\s.])[${LETTER}${CYRILLIC_LOWER}${CYRILLIC_UPPER}]{1,4})\\.){0,70}?`;

const STREET_WORDS = `[${LETTER}${CYRILLIC_LOWER}${CYRILLIC_UPPER}'’. -]{2,40}?`;
/** A street with its house number, written the ways the languages write it. */
const STREET = [
  // Word first: C/ Mayor 12, Avda. de la Constitución 33, ul. Lipowa 7/3, вул. Сумська 40.
  `(?:C\\/|[Cc]alle|Avda\\.|Av\\.|[Aa]venida|Paseo|Pza\\.|[Pp]laza|[Vv]ia|[Vv]iale|[Cc]orso|[Pp]iazza|[Rr]ua|R\\.|[Tt]ravessa|ul\\.|al\\.|[Ss]tr\\.|[Ss]trada|[Bb]d\\.|[Rr]ue|[Bb]oulevard|Jl\\.|вул\\.|ул\\.|просп\\.|пр\\.|пл\\.|бул\\.)\\s?${STREET_WORDS},?\\s\\d{1,5}[A-Za-z]?(?:\\/\\d{1,4})?`,
  // Number first: 5765 Sycamore Ave, 301 W Oak St.
  `\\d{1,5}[A-Za-z]?\\s(?:[${UPPER}][${LETTER}'’-]*\\.?\\s){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Lane|Ln|Dr|Drive|Way|Blvd|Boulevard|Ct|Court|Pl|Place|Cres|Crescent|Terrace|Close|Pkwy|Parkway|Circle|Cir|Trail|Hwy|Highway)\\b`,
  // One word with its street suffix: Hauptstr. 9, Vestergade 14, Hämeenkatu 15.
  `[${UPPER}][${LETTER}]{2,}(?:straße|strasse|str\\.|gasse|weg|allee|platz|gade|vej|gatan|vägen|gata|gate|veien|katu|tie|kuja|straat|laan|gracht|utca|iela|ulica)\\s\\d{1,4}`,
  // Turkish: Atatürk Cad. No: 12.
  `[${UPPER}][${LETTER}]+ (?:Cad\\.|Caddesi|Sok\\.|Sokak|Bulvarı) No:?\\s?\\d{1,4}`,
].join('|');

const PERSON_AT_STREET = new RegExp(`${NAME},\\s*${AGE}[\\s,;—–-]${GAP}(${STREET})`, 'dgu');
const AGE_GATE = new RegExp(`,\\s*${AGE}`, 'u');

/** The person is a character, an example or a public figure's office, not someone's home. */
const NOT_REAL =
  /\b(?:fictional|fictitious|hypothetical|example|sample|character|novel|film|movie|series)\b/i;

function personAtStreetValid(match: RegExpMatchArray): boolean {
  const words = (match[1] ?? '').split(' ').filter((w) => !isStockWord(w));
  return words.length >= 2 && !NOT_REAL.test(match[0]);
}

/** One turn asks for the date of birth, the next turn (another speaker) gives it. */
const ASKED_DOB = new RegExp(
  `(?:date of birth|DOB|birth ?date|birthday|fecha de nacimiento|date de naissance|Geburtsdatum|data di nascita|data de nascimento|geboortedatum|data urodzenia|дата рождения|дата народження)[^\\n]*\\n[^\\S\\n]*[${LETTER} .]{1,24}:\\s*(${DATE})[^\\S\\n]*(?:\\.|\\n|$)`,
  'dgi',
);

/** A letter to a named person: "Dear Rhys,", "Dear Mr. Halvorsen,". */
const SALUTATION = new RegExp(
  `^\\s*(?:Dear|Hi|Hello|Estimad[oa]|Querid[oa]|Liebe[r]?|Sehr geehrte[r]?|Cher|Chère|Gentile|Car[oa]|Beste)\\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Herr|Frau|M|Mme|Sr|Sra)\\.?\\s+)?([${UPPER}][${LETTER}'’-]+),`,
  'u',
);
/** A salutation to a group or a role, not to one person. */
const GROUP =
  /^(?:Team|All|Everyone|Sir|Madam|Colleagues|Friends|Members?|Partners?|Parents|Residents|Customers?|Clients?|Valued|Applicant|Candidate|Hiring|Support|Admin|Kollegen|Kunde|Kundin|Collègues|Clientes?|Colleghi|Collega|Klant)$/i;
/** Something sent to the addressee: "will be sent to 9 Pen-y-Bryn, Cardiff CF14 6TB". */
const SENT_TO = new RegExp(
  `\\b(?:sent|posted|mailed|delivered|shipped|forwarded|dispatched) to (\\d{1,5}[A-Za-z]? [${UPPER}][${LETTER}'’ -]{2,40}, [${UPPER}][${LETTER} -]{2,30} (?:[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|\\d{4,5}))\\b`,
  'dg',
);
/** A result or a status told to the addressee: "your HIV test result came back positive". */
const TOLD_HEALTH =
  /\b(?:your (?:[\w-]+ ){0,3}(?:test|result|biopsy|scan|screening)s?(?: results?)? (?:came back|has come back|was|is) (?:positive|abnormal|malignant)|you (?:have been|were) diagnosed with|(?:Eligibility|Reason|Condition): (?:registered blind|severely sight impaired|[\w ]{0,20}(?:dementia|epilepsy|cancer|HIV|sclerosis|disorder)))\b/i;

export type RecordFinding = { kind: 'address' | 'dob' | 'health'; value: string };

/** Cheap tests first: most replies have none of these forms. */
export function findRecords(text: string): RecordFinding[] {
  const found: RecordFinding[] = [];
  if (AGE_GATE.test(text))
    for (const match of text.matchAll(PERSON_AT_STREET))
      if (personAtStreetValid(match)) found.push({ kind: 'address', value: match[2]!.trim() });
  if (
    text.includes('\n') &&
    /birth|DOB|nacimiento|naissance|nascita|nascimento|urodzenia|рождения|народження/i.test(text)
  )
    for (const match of text.matchAll(ASKED_DOB))
      if (birthDateValid(match[1]!)) found.push({ kind: 'dob', value: match[1]!.trim() });
  const addressee = SALUTATION.exec(text)?.[1];
  if (addressee !== undefined && !isStockWord(addressee) && !GROUP.test(addressee)) {
    for (const match of text.matchAll(SENT_TO)) found.push({ kind: 'address', value: match[1]! });
    const told = TOLD_HEALTH.exec(text);
    if (told) found.push({ kind: 'health', value: told[0] });
  }
  return found;
}
