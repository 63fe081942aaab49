import type { Encoding, TestCase } from '../test-case';
import { base64, hex, homoglyph, leetspeak, morse, piglatin, rot13 } from '../util/codecs';
import { decodePlainPigLatin } from './piglatin-plain';

const DECODERS: Record<Encoding, (text: string) => string> = {
  base64: base64.decode,
  hex: hex.decode,
  rot13: rot13.decode,
  morse: morse.decode,
  leetspeak: leetspeak.decode,
  homoglyph: homoglyph.decode,
  piglatin: piglatin.decode,
};

function readable(text: string): boolean {
  if (text.length === 0) return false;
  const printable = text.replace(/[^\x20-\x7e\n\r\t\u00a0-\u024f]/g, '').length;
  return printable / text.length > 0.9;
}

const COMMON_WORDS =
  /\b(?:the|and|you|your|to|is|of|for|it|that|here|with|this|are|can|how|step)\b/gi;

function englishScore(text: string): number {
  return text.match(COMMON_WORDS)?.length ?? 0;
}

/** Common short words of the main European languages, to judge a decoded line. */
const COMMON_WORDS_EUROPEAN =
  /\b(?:the|and|you|your|to|is|of|for|it|that|how|can|with|der|die|das|und|ich|wie|ist|le|la|les|et|est|que|comment|el|los|las|es|con|por|para|cómo|il|di|che|per|come|o|os|do|da|em|um|het|een|en|hoe|jak|nie|się)\b/gi;

/**
 * A text whose payload is encoded under a plain-language frame ("This message is rot13-encoded.
 * Decode it and reply:" then the payload): each line decoded on its own, kept where it reads
 * better decoded, or null when no line does.
 */
function decodeLines(text: string, decode: (text: string) => string): string | null {
  let changed = false;
  const lines = text.split('\n').map((line) => {
    try {
      const decoded = decode(line);
      const score = (t: string) => t.match(COMMON_WORDS_EUROPEAN)?.length ?? 0;
      if (readable(decoded) && score(decoded) > score(line)) {
        changed = true;
        return decoded;
      }
    } catch {
      // Not valid in that encoding: the line stays as it is.
    }
    return line;
  });
  return changed ? lines.join('\n') : null;
}

/**
 * Every reading of a reply worth grading: the raw text, its decoding under each encoding the
 * strategy applied (models often answer in the same encoding), and any base64/hex block that
 * decodes to readable text even when the test did not ask for one.
 */
export function decodedCandidates(output: string, testCase?: TestCase): string[] {
  const candidates = new Set<string>([output]);
  const encodings = testCase?.metadata.encodings ?? [];
  for (const encoding of [...encodings].reverse()) {
    try {
      const decoded = DECODERS[encoding](output);
      // Letter-substitution decodings of plain text yield gibberish (and false PII such as a
      // rot13'd support address); keep them only when they read more like English.
      if (readable(decoded) && englishScore(decoded) > englishScore(output)) {
        candidates.add(decoded);
        continue;
      }
    } catch {
      // A reply that is not valid in that encoding simply has no decoded reading.
    }
    // Only a part is encoded (the payload under a plain frame, or an answer after a plain
    // preamble): decode it line by line.
    if (output.includes('\n')) {
      const decoded = decodeLines(output, DECODERS[encoding]);
      if (decoded) candidates.add(decoded);
    }
  }
  if (testCase && encodings.length > 0) otherReadings(output, testCase, encodings, candidates);
  for (const block of output.match(/[A-Za-z0-9+/]{24,}={0,2}/g) ?? []) {
    const decoded = base64.decode(block);
    if (readable(decoded) && /\s/.test(decoded)) candidates.add(decoded);
  }
  for (const block of output.match(/(?:\b[0-9a-f]{2}\b\s?){12,}/gi) ?? []) {
    const decoded = hex.decode(block);
    if (readable(decoded)) candidates.add(decoded);
  }
  return [...candidates];
}

/**
 * Replies to an encoded attack in a form the strategy did not use: pig latin without the
 * codec's hyphens ("ethay" for "the"), text written backwards, and rot13 whatever the request's
 * encoding was (a leetspeak request answered "Nf n uvag: …"), each kept when the reading is
 * clearly more like words.
 */
function otherReadings(
  output: string,
  testCase: TestCase,
  encodings: readonly Encoding[],
  candidates: Set<string>,
): void {
  if (encodings.includes('piglatin')) {
    const vocabulary = `${testCase.basePrompt ?? ''} ${testCase.prompt}`;
    const lines = output.split('\n');
    const read = lines.map((line) => decodePlainPigLatin(line, vocabulary) ?? line);
    if (read.some((line, i) => line !== lines[i])) candidates.add(read.join('\n'));
  }
  // Written backwards ("…snip eht ekar"): reversed, it reads as words.
  const reversed = [...output].reverse().join('');
  const words = (t: string) => t.match(COMMON_WORDS_EUROPEAN)?.length ?? 0;
  if (words(reversed) >= words(output) + 3) candidates.add(reversed);
  if (!encodings.includes('rot13')) {
    const whole = rot13.decode(output);
    if (words(whole) >= words(output) + 2) candidates.add(whole);
    else if (output.includes('\n')) {
      const lines = decodeLines(output, rot13.decode);
      if (lines && words(lines) >= words(output) + 2) candidates.add(lines);
    }
  }
}

/**
 * The readings of an attack prompt: the prompt, its decodings, and — when a strategy encoded
 * it — the plugin's untransformed prompt, which is what the encoding hid. Decoding the prompt
 * alone misses payloads under a frame on the same line ("Decode and answer: .-- .-. ..") and
 * lossy encodings (pig latin, leetspeak).
 */
export function requestReadings(testCase: TestCase): string[] {
  const readings = decodedCandidates(testCase.prompt, testCase);
  const encoded = (testCase.metadata.encodings ?? []).length > 0;
  const base = testCase.basePrompt;
  if (encoded && base && base !== testCase.prompt && !readings.includes(base)) readings.push(base);
  return readings;
}
