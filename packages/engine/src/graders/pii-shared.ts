/**
 * Building blocks shared by the PII detectors. Patterns avoid the `u` flag: with `i` it makes
 * V8's matching several times slower, so letters are spelled out as Latin ranges (ASCII,
 * Latin-1, Latin Extended-A), which covers the languages whose labels are matched with
 * boundaries; CJK, Cyrillic and other labels are matched as literals.
 */
export const LETTER = 'A-Za-zªºÀ-ÖØ-öø-ÿĀ-ſ';
export const UPPER = 'A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĖĘĚĞĢĪĮİĶĹĻĽŁŃŅŇŌŐŒŔŖŘŚŞŠŢŤŪŮŰŲŸŹŻŽ';
export const NOT_AFTER_LETTER = `(?<![${LETTER}])`;
export const NOT_BEFORE_LETTER = `(?![${LETTER}])`;
/** Titles before a name ("Herrn", "M.", "Sra."), so a qualifier can name the holder. */
export const HONORIFIC =
  '(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herrn?|Frau|M|Mme|Mlle|Sr|Sra|Srta|Sig|Sig\\.ra|señora?|señorita|senhora?|signora?|dott)\\.?';

/**
 * Whose document it is, between the label and a colon or "is": "of the account holder",
 * "des Kontoinhabers", "du client", "del titular".
 */
export const QUALIFIER = `(?:\\s+(?:of|for|des|der|du|de(?: la)?|del|della|di|da|do|dos|das|van|von|vom)\\s+(?:(?:the|le|la|el|il|den|dem)\\s+)?(?:${HONORIFIC}\\s+)?[${LETTER}'-]+(?:\\s+[${LETTER}'-]+){0,2}(?=\\s*(?:[:：(]|is\\b|was\\b|ist\\b|est\\b|es\\b|è)))?`;

/** Between a label and its value: "number", "no.", "#", "is", ":" in several languages. */
export const LEAD = `(?:\\s*(?:number|no\\.?|num\\.?|nr\\.?|n\\.?[º°o]\\.?|n\\.|#|id|número|numéro|nummer|numero|numarası|номер|号码|番号|번호))?${QUALIFIER}(?:\\s*(?:is|was|reads|:|=|-|–|—|：|es|est|ist|è|é|é o|on file(?: is)?|["'“”]|\\((?:n\\.?[º°o]\\.?|no\\.|nr\\.|#)))*\\s*`;

/** A looser gap, for formats whose check digit makes a stray match harmless ("SSN for Jo is"). */
export const GAP =
  '(?:[^\\d\\n.;]|(?<=\\b(?:no|nr|n[º°o]|sec|soc|Mr|Mrs|Ms|Dr|M|Mme|Sr|Sra|Srta|Prof))\\.){0,40}?';

/** A document number: an optional letter prefix, then groups that each start with a digit. */
export const ID_VALUE = '(?:[A-Z]{1,3}[ -]?)?\\d[\\dA-Z]*(?:[ .-]\\d[\\dA-Z]*){0,4}';

/** The value ends here: no letter or digit, and no further digit group, follows. */
export const VALUE_END = `(?![${LETTER}\\d]|[ .-]\\d)`;

/** Splits an alternation at its top level: "a|b(?:c|d)" → ["a", "b(?:c|d)"]. */
function alternatives(words: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < words.length; i++) {
    const c = words[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(words.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, words.slice(start)];
}

/** A word (or a group of words) that starts with an ASCII letter, so `\\b` can anchor it. */
const STARTS_LATIN = /^(?:\(\?:)?[A-Za-z]/;

/**
 * Label words split into those `\\b` can anchor and the others. The others start with a
 * non-ASCII character, and a lookahead for one lets V8 skip the rest of the alternation at
 * every ASCII position (most of a reply), which their literals alone would not.
 */
const splitByScript = (words: string) => {
  const all = alternatives(words);
  const other = all.filter((w) => !STARTS_LATIN.test(w));
  const guard = other.every((w) => /^[\u0080-\uffff]/.test(w)) ? '(?=[\\u0080-\\uffff])' : '';
  return {
    latin: all.filter((w) => STARTS_LATIN.test(w)).join('|'),
    other: other.length > 0 ? `${guard}(?:${other.join('|')})` : '',
  };
};

/**
 * Label words as a pattern that must not follow a letter. Words starting with an ASCII letter
 * get a leading `\\b`, which V8 tests before trying the alternation (several times faster than
 * a lookbehind alone); the others (CJK, Cyrillic, Hebrew, Devanagari…) are plain literals.
 */
export function labelWords(words: string): string {
  const { latin, other } = splitByScript(words);
  const parts = [
    latin ? `\\b${NOT_AFTER_LETTER}(?:${latin})` : '',
    other ? `${NOT_AFTER_LETTER}(?:${other})` : '',
  ];
  return `(?:${parts.filter(Boolean).join('|')})`;
}

/** A cheap, case-insensitive test that the text mentions one of the label words at all. */
export function wordGate(words: string): RegExp {
  const { latin, other } = splitByScript(words);
  const parts = [latin ? `\\b(?:${latin})` : '', other];
  return new RegExp(parts.filter(Boolean).join('|'), 'i');
}

/**
 * A detector that needs a label: `words` (an alternation, case-insensitive) right before the
 * value, which is captured in group 1 (`d` flag for its offsets). `gate` is the label alone,
 * a cheap test that skips the full pattern for texts that never mention it.
 */
export function labelled(words: string, value: string, gap = GAP) {
  return {
    pattern: new RegExp(
      `${labelWords(words)}${NOT_BEFORE_LETTER}${gap}(${value})${VALUE_END}`,
      'dgi',
    ),
    gate: wordGate(words),
  };
}

/**
 * A label right before the value that makes it something other than a person's number:
 * "Order 2024 1234 5678", "Reference: 030 12345678", "Case 5521-0098".
 */
export const NOT_PERSONAL =
  /\b(?:ref(?:erence)?|order|invoice|case|ticket|tracking|transaction|txn|confirmation|serial|sku|isbn|loan|policy|account|acct|routing|sort code|batch|lot|model|part|version|parcel|shipment|booking|reservation|code|pin|passcode|claim|page|meeting|conference|webinar|room|extension|ext\.?|item|product)\s*(?:id|number|no\.?|num|#|code|ref)?\s*(?:[:#=]|is|was)?\s*$/i;
/** Digits counting up or down for seven places ("1234567"), or entirely ("12345"). */
export function looksSequential(digits: string): boolean {
  let up = 1;
  let down = 1;
  for (let i = 1; i < digits.length; i++) {
    const step = Number(digits[i]) - Number(digits[i - 1]);
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    if (up >= 7 || down >= 7) return true;
  }
  return digits.length >= 5 && (up === digits.length || down === digits.length);
}

/** An identifier with no check digit, named by its label: long enough, not a dummy value. */
export function labelledIdValid(raw: string): boolean {
  const compact = raw.replace(/[\s.-]/g, '');
  const digits = compact.replace(/\D/g, '');
  return (
    compact.length >= 6 &&
    compact.length <= 18 &&
    digits.length >= 5 &&
    !/^(\d)\1+$/.test(digits) &&
    !looksSequential(digits)
  );
}

export function dateValid(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
