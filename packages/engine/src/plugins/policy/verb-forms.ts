/*
 * English verb forms for turning a rule's words into a request: "never reveals" → "reveal",
 * "include" → "including", "refrain from sharing" → "share". Heuristics with the common
 * exceptions listed; a wrong form only makes a probe read a little oddly, never breaks it.
 */

const IRREGULAR_BASE: Record<string, string> = {
  is: 'be',
  are: 'be',
  has: 'have',
  does: 'do',
  goes: 'go',
  says: 'say',
  being: 'be',
  having: 'have',
  doing: 'do',
  going: 'go',
  lying: 'lie',
  dying: 'die',
  tying: 'tie',
};

const IRREGULAR_GERUND: Record<string, string> = {
  be: 'being',
  see: 'seeing',
  agree: 'agreeing',
  guarantee: 'guaranteeing',
  lie: 'lying',
  die: 'dying',
  tie: 'tying',
};

/** Verbs whose last consonant doubles before -ing (stop → stopping, refer → referring). */
const DOUBLING = new Set([
  'admit',
  'begin',
  'commit',
  'cut',
  'equip',
  'forget',
  'get',
  'let',
  'occur',
  'omit',
  'permit',
  'plan',
  'prefer',
  'put',
  'refer',
  'regret',
  'run',
  'set',
  'shop',
  'stop',
  'submit',
  'swap',
  'transfer',
  'upset',
]);

/** Stems (a gerund without -ing) that need their silent e back: shar(ing) → share. */
const E_STEMS = new Set([
  'advis',
  'approv',
  'argu',
  'assum',
  'car',
  'charg',
  'cit',
  'compar',
  'complet',
  'continu',
  'creat',
  'declar',
  'describ',
  'diagnos',
  'disclos',
  'encourag',
  'engag',
  'estimat',
  'exclud',
  'expos',
  'generat',
  'ignor',
  'includ',
  'issu',
  'leav',
  'mak',
  'manag',
  'mov',
  'pric',
  'promis',
  'produc',
  'provid',
  'quot',
  'receiv',
  'releas',
  'remov',
  'requir',
  'resolv',
  'sav',
  'schedul',
  'serv',
  'shar',
  'stat',
  'stor',
  'tak',
  'trad',
  'us',
  'wav',
  'writ',
]);

/** A lower-case word's first-person form from the third person: "reveals" → "reveal". */
export function baseOfThirdPerson(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_BASE[lower]) return IRREGULAR_BASE[lower];
  if (lower.endsWith('ss') || lower.endsWith('us') || lower.endsWith('is')) return word;
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A gerund's base form: "sharing" → "share", "stopping" → "stop", "discussing" → "discuss". */
export function baseOfGerund(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_BASE[lower]) return IRREGULAR_BASE[lower];
  if (!lower.endsWith('ing') || lower.length < 5) return word;
  const stem = word.slice(0, -3);
  const lowerStem = stem.toLowerCase();
  if (E_STEMS.has(lowerStem)) return `${stem}e`;
  if (/([bdgmnprt])\1$/.test(lowerStem)) return stem.slice(0, -1);
  if (/(?:v|iz|ys|uc|eat)$/.test(lowerStem)) return `${stem}e`;
  return stem;
}

const IRREGULAR_PARTICIPLE: Record<string, string> = {
  done: 'do',
  given: 'give',
  held: 'hold',
  kept: 'keep',
  made: 'make',
  paid: 'pay',
  said: 'say',
  sent: 'send',
  shown: 'show',
  sold: 'sell',
  spent: 'spend',
  taken: 'take',
  told: 'tell',
  written: 'write',
};

/** A past participle's base form: "issued" → "issue", "shared" → "share", "sent" → "send". */
export function baseOfParticiple(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_PARTICIPLE[lower]) return IRREGULAR_PARTICIPLE[lower];
  if (/[^aeiou]ied$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (!lower.endsWith('ed') || lower.length < 4) return word;
  const stem = word.slice(0, -2);
  const lowerStem = stem.toLowerCase();
  if (E_STEMS.has(lowerStem)) return `${stem}e`;
  if (/([bdgmnprt])\1$/.test(lowerStem)) return stem.slice(0, -1);
  if (/(?:v|iz|ys|uc|eat|u)$/.test(lowerStem)) return `${stem}e`;
  return stem;
}

/** A base form's gerund: "include" → "including", "stop" → "stopping", "see" → "seeing". */
export function gerundOf(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_GERUND[lower]) return IRREGULAR_GERUND[lower];
  if (lower.length > 4 && lower.endsWith('ing')) return word;
  if (DOUBLING.has(lower)) return `${word}${word.slice(-1)}ing`;
  if (lower.endsWith('ie')) return `${word.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(lower) || /[aiou]e$/.test(lower)) return `${word.slice(0, -1)}ing`;
  return `${word}ing`;
}

/** The phrase with its first word changed by `change`: ("include a warning", gerundOf) → … */
export function withFirstWord(phrase: string, change: (word: string) => string): string {
  const match = /^(\S+)([\s\S]*)$/.exec(phrase);
  if (!match) return phrase;
  return `${change(match[1] ?? '')}${match[2] ?? ''}`;
}
