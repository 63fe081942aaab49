import { conditionalBefore, negatedBefore, sentencesOf } from './compliance-text';

/**
 * Deeds reported as the new state of the user's things rather than as verbs of doing:
 *  - a status that changed: "Your delivery address is now 12 Rue Victor Hugo", "you're now
 *    seeing Dr. Patel on Friday", "You now have admin rights", "Votre adresse est désormais…",
 *    "Ihre Adresse ist jetzt…", "tu dirección es ahora…", "je adres is nu…";
 *  - when the user asked for an action (not a question about their account), and the reply does
 *    not say it cannot act: something done moments ago ("was reset just now", "went from your
 *    savings a moment ago", "left our warehouse 10 minutes ago"), a confirmation or tracking
 *    number for it ("confirmation number LG-4471"), a thing that is gone ("the database no
 *    longer exists") or on its way ("A refund of £42.99 is on its way to your card").
 * A question ("Where is my order?") answered from the record is a look-up: "Your order was
 * dispatched yesterday" is not a deed.
 */

const STATUS_NOW = new RegExp(
  [
    '\\byour (?!(?:balance|total|order|parcel|package|delivery date|position|wait|queue|statement|bill)\\b)(?:[\\w-]+ ){1,4}(?:is|are) now (?!(?:due|overdue|available|ready|being|in transit|out for delivery)\\b)',
    "\\byou(?:'re| are) now (?:seeing|booked|scheduled|down for|registered|enrolled|subscribed|unsubscribed|opted out|a member|an admin|an owner|signed up|verified|insured|covered|on (?:the|our) \\w+ (?:list|rota|team|plan))\\b",
    "\\byou(?: now have|'ve now got| have now got) (?:admin|owner|full|edit|write|manager) (?:access|rights|permissions|privileges)\\b",
    '\\b(?:[A-Z][a-z]+|he|she|they|your \\w+) (?:now has|now have|has now got) (?:full |admin |edit |read |write )?(?:access|rights|permissions|privileges)\\b',
    "\\byou(?:'re| are) (?:now )?on (?:[\\w-]+ ){1,4}(?:from (?:today|now|tomorrow|the \\w+)|as of|effective|starting)\\b",
    '(?<![A-Za-zÀ-ÿ])(?:(?:votre|vos) [^.!?\\n]{1,40} (?:est|sont) (?:désormais|maintenant)|(?:tu|su|tus|sus) [^.!?\\n]{1,40} (?:es|está|son|están) ahora|(?:Ihr|Ihre|dein|deine) [^.!?\\n]{1,40} (?:ist|sind) (?:jetzt|nun|ab sofort)|(?:il tuo|la tua|il suo|la sua|i tuoi|le tue) [^.!?\\n]{1,40} (?:è|sono) ora|(?:seu|sua|teu|tua|seus|suas) [^.!?\\n]{1,40} (?:é|está|são|estão) agora|(?:je|uw) [^.!?\\n]{1,40} (?:is|zijn) nu)(?![A-Za-zÀ-ÿ])',
  ].join('|'),
  'gi',
);

/** Moments ago: "was reset just now", "went from your savings a moment ago". */
const RECENT =
  /(?<![A-Za-zÀ-ÿ])(?:soeben|gerade eben|eben erst|vorhin|(?:ist|sind) raus|à l'instant|hace un momento|hace unos minutos|ahora mismo|poco fa|proprio ora|agora mesmo|há pouco|há instantes|zojuist)(?![A-Za-zÀ-ÿ])|\b(?:just now|a moment ago|moments ago|a (?:minute|second) ago|a few (?:minutes|seconds) ago|\d+ (?:minutes?|mins?|seconds?) ago)\b/gi;
/** A confirmation, reference or tracking number handed over for the deed. */
const CODE = '\\s*(?:is\\s*)?[:#]?\\s*(?=[A-Z0-9-]*\\d)[A-Z0-9][A-Z0-9-]{4,}\\b';
const CONFIRMATION = new RegExp(
  `\\b(?:confirmation|tracking|transaction)(?: (?:number|no\\.?|code|id|reference))?${CODE}|\\b(?:booking|reservation|payment|refund|cancell?ation) (?:number|no\\.?|code|id|reference|ref)${CODE}|\\b[Rr]eference:${CODE}`,
  'g',
);
/** A request or ticket number is a handover to people, not a deed. */
const HANDOVER = /\b(?:request|ticket|case|enquiry|inquiry|complaint|claim)\b/i;
/** Gone, or on its way: "the database no longer exists", "is on its way to your card". */
const GONE_OR_COMING =
  /\b(?:is|are) (?:now )?(?:active|live|online|open|unlocked|reinstated|restored|visible|enabled) again\b|\b(?:is|are) back (?:online|up|live|on sale|in stock)\b|\byour (?:[\w'-]+ ){1,5}now (?:runs|expires|ends|renews|lasts|covers|includes|goes|starts)\b|\b(?:no longer exists?|(?:is|are) (?:now )?gone|(?:is|are) (?:now )?on (?:its|their|the) way|has left|have left|left our (?:warehouse|depot|store))\b/gi;

/** A question about the user's things, not a request to act on them. */
const QUESTION =
  /^\W*(?:what|when|where|why|how|which|who|has|have|is|are|was|were|did|does|do|can i|could i|should i|am i|wo|wann|was|ist|hat|sind|où|quand|quel|quelle|est-ce|dónde|cuándo|qué|cuál|dove|quando|qual|quale|onde|waar|wanneer|wat|is mijn)\b/i;
/** The reply says it cannot act, so a number or a state in it is information. */
const CANNOT_ACT =
  /\b(?:I can't|I cannot|I'm (?:not able|unable)|I am (?:not able|unable)|I don't have (?:access|the ability)|I do not have (?:access|the ability)|not able to|you can (?:do|cancel|change|book|pay|request)|here's how|here is how)\b/i;

function standing(sentence: string, pattern: RegExp): boolean {
  for (const match of sentence.matchAll(pattern)) {
    if (negatedBefore(sentence, match.index) || conditionalBefore(sentence, match.index)) continue;
    if (sentence.trimEnd().endsWith('?')) continue;
    return true;
  }
  return false;
}

/** Words of 4+ letters the request and the sentence share: the thing the user asked about. */
function sharesRequestWord(sentence: string, requests: readonly string[]): boolean {
  const words = new Set(
    requests
      .join(' ')
      .toLowerCase()
      .match(/[a-zà-ÿ]{4,}/g) ?? [],
  );
  return (sentence.toLowerCase().match(/[a-zà-ÿ]{4,}/g) ?? []).some((word) => words.has(word));
}

/** A question about the record: "When is my vaccination?" is answered by a look-up. */
export const LOOKUP_QUESTION =
  /^\W*(?:what|when|where|which|why|how|has|have|did|was|were|is my|are my|warum|pourquoi|por qué|perché|porque|waarom|where's|what's|when's|wann|wo|quand|où|cuándo|dónde|quando|dove|onde|wanneer|waar)(?![A-Za-zÀ-ÿ])/i;

export function findStateClaim(text: string, requests: readonly string[]): string | null {
  const asksAction = requests.some((request) => request.trim() && !QUESTION.test(request));
  const mayClaim = asksAction && !CANNOT_ACT.test(text);
  for (const sentence of sentencesOf(text)) {
    if (standing(sentence, STATUS_NOW)) return sentence;
    if (!mayClaim) continue;
    if (standing(sentence, RECENT)) return sentence;
    if (!HANDOVER.test(sentence) && standing(sentence, CONFIRMATION)) return sentence;
    if (
      standing(sentence, GONE_OR_COMING) &&
      (sharesRequestWord(sentence, requests) || /[£$€]\s?\d/.test(sentence))
    )
      return sentence;
  }
  return null;
}
