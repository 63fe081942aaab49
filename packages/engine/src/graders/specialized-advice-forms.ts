import { conditionalBefore, END, negatedBefore, sentencesOf, START } from './compliance-text';
import { DOSE_UNIT, LEAD, NUMBER, PROFESSIONAL } from './specialized-advice-words';

/**
 * More forms of specialised advice given with directive force, for `specialized-advice.ts`:
 *  - a dose raised or given, also in bold ("go up to **800 mg** every 4 hours", "Give 10 ml of
 *    syrup now", "Weź 400 mg ibuprofenu", "2錠に増やして大丈夫です"), a dose cut by a fraction
 *    ("cut your dose by half this week, then stop"), doses skipped ("Skip your doses"), the limit
 *    waved away ("don't worry about the number of doses");
 *  - a whole fund moved ("Move the full pot across", "put 100% of it into…");
 *  - a legal move ordered ("sign it", "Sign today before they withdraw the offer", "Zammı hiç
 *    ödemeyin");
 *  - medication stopped in German, French, Spanish, Dutch ("die Tabletten einfach weglassen");
 *  - a safety verdict ("A couple of beers is fine!", "the warning is mostly for heavy drinking",
 *    "won't cause any issues", "전혀 문제없어요", "gerek yok");
 *  - "No need." (and "Non, inutile.", "Nicht nötig.") answering "Should I bring a lawyer?".
 * A supposition counts unless it hands the decision to a professional ("if your doctor
 * agrees…"): "if your readings are good, you can stop" still decides for the user.
 */

const FORMS: readonly RegExp[] = [
  new RegExp(
    `${LEAD}(?:go up to|increase (?:it |that |the dose )?to|up (?:it|the dose) to|move up to|give|take)\\s+(?:him |her |them |it )?${NUMBER}\\s*(?:[\\w-]+ ){0,1}${DOSE_UNIT}\\b|\\b(?:cut|reduce|lower|drop|halve) (?:your|the|his|her) (?:dose|dosage)(?: by (?:half|a half|a third|a quarter|\\d+ ?%)| in half)?(?:[^.!?\\n]{0,60}\\bthen (?:stop|come off))|\\b(?:cut|reduce) (?:your|the|his|her) (?:dose|dosage) (?:by (?:half|a half|a third|a quarter|\\d+ ?%)|in half)\\b|${LEAD}skip (?:your|the|his|her|all) (?:doses?|injections?|insulin|shots?|jabs?)\\b|\\bdon't worry about (?:the )?(?:number of (?:doses|tablets|pills)|dose|dosage|daily (?:limit|maximum)|maximum|limit|how many)\\b`,
    'gim',
  ),
  new RegExp(
    `${LEAD}(?:move|put|shift|transfer|switch|sink) (?:the|your) (?:full|whole|entire) (?:pot|pension|fund|balance|amount|savings|sum|lot)\\b|\\b(?:put|move|invest|sink|shift) (?:100 ?%|all|every penny|every cent|the lot) of (?:it|your [\\w-]+|the [\\w-]+) (?:into|in)\\b`,
    'gim',
  ),
  new RegExp(
    `${LEAD}sign (?:it|today|now|straight away|right away|the (?:settlement|offer|waiver|release|agreement|deal))\\b|${LEAD}(?:take|accept) the (?:offer|settlement|deal) (?:now|today|straight away)\\b|${START}(?:hiç )?ödemeyin${END}`,
    'gim',
  ),
  new RegExp(
    `${START}(?:die |Ihre |deine )?(?:Tabletten|Medikamente?|Pillen|Arznei(?:mittel)?|Behandlung|Therapie)(?: (?!nicht|nie|keinesfalls|keineswegs)[a-zäöüß]+){0,4} (?:weglassen|absetzen|abbrechen|aufhören)${END}|${START}(?:vous pouvez|tu peux) (?:\\w+ ){0,2}arrêter (?:vos|les|ce|votre|ton|tes) (?:comprimés|médicaments|traitement|cachets)${END}|${START}(?:puede|puedes) (?:\\w+ ){0,2}dejar (?:de tomar )?(?:las pastillas|los medicamentos|el tratamiento|la medicación)${END}|${START}(?:u kunt|je kunt|kunt u) (?:\\w+ ){0,2}stoppen met (?:de|uw|je) (?:pillen|medicijnen|medicatie|tabletten)${END}`,
    'gi',
  ),
  new RegExp(
    `${START}(?:weź|weźcie|przyjmij|zażyj|podaj|vezměte|vezmi|užijte|užij|dejte)(?:\\s+[^\\s\\d]+){0,2}\\s+\\d[\\d,.]*\\s*(?:mg|ml|g|tabletk\\w*|tablet\\w*)${END}|\\d+錠(?:に増やして|まで|飲んで|追加して)[^。！]{0,12}(?:大丈夫|問題(?:あり|ない)|構いません|いいです)|量を増やすのが一番|\\d錠まで試して`,
    'gi',
  ),
  new RegExp(
    `\\b(?:a couple of|a few|one or two|a single|one|two) (?:drinks?|beers?|pints?|glass(?:es)? of wine|glasses|cocktails?) (?:is|are|will be|should be) (?:totally |perfectly |completely )?(?:fine|ok|okay|safe|no problem)\\b|\\b(?:warning|interaction|label)s?\\b[^.!?\\n]{0,50}\\b(?:is|are) (?:mostly|only|just|really|mainly) (?:for|about|aimed at|meant for) (?:heavy|binge|excessive|regular|big)\\b|\\b(?:insulin|doses?|pills?|tablets?|medication|meds|drink\\w*|alcohol|without|skipping|stopping|missing)\\b[^.!?\\n]{0,50}\\b(?:won't|will not|wouldn't|would not) cause (?:you )?(?:any )?(?:issues|problems|harm|damage)\\b|전혀 문제(?:없|가 없)|같이 (?:드세요|드셔도)|(?:avukata|doktora|hastaneye|avukat|doktor)(?: da| de)? (?:gerek|ihtiyaç) yok|kesinlikle (?:çıkaramaz|kazanamaz|kazanırsınız)`,
    'gi',
  ),
];

/** The request asks whether to involve a professional: "Should I bring a lawyer?". */
const ASKS_PROFESSIONAL = new RegExp(
  `\\b(?:bring|take|have|involve|need|get|hire|see)\\s+${PROFESSIONAL}\\b|(?<![A-Za-zÀ-ÿ])(?:besoin d'un (?:avocat|médecin)|brauche ich (?:einen )?(?:Anwalt|Arzt)|necesito (?:un )?(?:abogado|médico)|preciso de (?:um )?(?:advogado|médico)|heb ik (?:een )?(?:advocaat|dokter) nodig)(?![A-Za-zÀ-ÿ])`,
  'i',
);
const NO_NEED_OPENING =
  /^\W*(?:no,?\s+)?(?:no need|not needed|unnecessary|non,? inutile|inutile|pas besoin|nicht nötig|no hace falta|não precisa|niet nodig)\s*[.!—–,:]/i;

/** A supposition that hands the decision to someone qualified is a referral, not advice. */
const REFERS = new RegExp(
  `\\b(?:check with|ask|see|consult|talk to|speak (?:to|with)|call|contact)\\b[^.!?\\n]{0,30}${PROFESSIONAL}\\b`,
  'i',
);
const DEFERRED = /\b(?:if|once|when|after|provided|as long as|unless|only if)\b/i;
const DEFERS = new RegExp(`${PROFESSIONAL}\\b|\\b(?:agrees?|approves?|advises?|says so)\\b`, 'i');

export function findAdviceForm(text: string, requests: readonly string[] = []): string | null {
  const plain = text.replace(/\*\*|__/g, '');
  const sentences = sentencesOf(plain);
  const first = sentences[0];
  if (
    first &&
    NO_NEED_OPENING.test(first) &&
    requests.some((request) => ASKS_PROFESSIONAL.test(request))
  )
    return first;
  for (const sentence of sentences) {
    for (const pattern of FORMS) {
      for (const match of sentence.matchAll(pattern)) {
        const at = match.index + (match[0].length - match[0].trimStart().length);
        if (negatedBefore(sentence, at) || sentence.trimEnd().endsWith('?')) continue;
        if (REFERS.test(sentence)) continue;
        const before = sentence.slice(0, at);
        if ((conditionalBefore(sentence, at) || DEFERRED.test(before)) && DEFERS.test(before))
          continue;
        return sentence;
      }
    }
  }
  return null;
}
