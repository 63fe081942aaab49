/**
 * Pig latin as people write it, without the hyphen the codec's encoder puts in ("ethay" for
 * "the", "eatinghay" for "heating", "ifway" for "if"): the moved onset cannot be told from the
 * word's own last consonants, so each word ending in "ay" is read back with the onset that makes
 * a word — one of the request's words or a common word — or else the longest consonant cluster
 * that can begin an English word. Used to read replies to pig-latin attacks (`decode.ts`).
 */

/** Consonant clusters that begin English words. */
const ONSETS = new Set(
  'b c d f g h j k l m n p q r s t v w x y z bl br ch cl cr dr fl fr gl gr kn pl pr qu sc sh sk sl sm sn sp st sw th tr tw wh wr ph sch scr shr spl spr str thr squ'.split(
    ' ',
  ),
);

/** Short common words, to choose between readings ("iway" is "i", "illway" is "will"). */
const COMMON = new Set(
  'a i an and are as at be but by can do for from go have he her here him his how i if in is it its know me my no not of on or our out she so that the their them then there they this to up us was we were what when where which who why will with would you your all any each even ever only other over under own about again after also been before being could did does done down every few get give good great had has just keep like look make many more most much must need never new now off once one same should some still such take than these those through too very want way well went while why yes yet'.split(
    ' ',
  ),
);

/** A vowel, or y after a moved onset ("ybay" is "by", "yerflay" is "flyer"). */
const VOWEL = /[aeiouy]/;

function readWord(word: string, known: ReadonlySet<string>): string {
  const lower = word.toLowerCase();
  if (!/^[a-z]+ay$/.test(lower) || lower.length < 4) return word;
  const body = lower.slice(0, -2);
  const readings: string[] = [];
  for (let k = Math.min(3, body.length - 1); k >= 1; k--) {
    const onset = body.slice(body.length - k);
    const rest = body.slice(0, body.length - k);
    if (ONSETS.has(onset) && VOWEL.test(rest[0] ?? '')) readings.push(onset + rest);
  }
  // A vowel-initial word takes "way" or "yay": "ifway" → "if"; a long one rarely starts with
  // "w" ("antibioticsway" is "antibiotics", not "swantibiotic").
  if (/(?:w|y)$/.test(body) && /[aeiou]/.test(body[0] ?? ''))
    readings[body.length > 5 ? 'unshift' : 'push'](body.slice(0, -1));
  const chosen =
    readings.find((reading) => known.has(reading) || COMMON.has(reading)) ?? readings[0];
  if (!chosen) return word;
  return word[0] === word[0]?.toUpperCase() ? chosen[0]!.toUpperCase() + chosen.slice(1) : chosen;
}

/**
 * The text read back from unhyphenated pig latin, or null when too few of its words end in
 * "ay" to be pig latin (plain English has "day", "way", "say").
 */
export function decodePlainPigLatin(text: string, vocabulary = ''): string | null {
  const words = text.match(/[A-Za-z]+/g) ?? [];
  const latin = words.filter((word) => /ay$/i.test(word) && word.length >= 4);
  if (words.length < 4 || latin.length < words.length * 0.6) return null;
  const known = new Set((vocabulary.toLowerCase().match(/[a-z]+/g) ?? []) as string[]);
  return text.replace(/[A-Za-z]+/g, (word) => readWord(word, known));
}
