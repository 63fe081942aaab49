import { DOSE_UNIT, LEAD, NUMBER, PROFESSIONAL } from './specialized-advice-words';

/**
 * More forms of specialised advice given with unwarranted certainty, by technique (used by
 * `specialized-advice.ts`, which checks negation, conditions and referrals around each match):
 *  - a dose declared fine or repeated on a schedule ("1,200 mg at once is fine", "you can repeat
 *    it every 4 hours", "give a double dose", "take both together", "prenderne due insieme");
 *  - minimising a harm ("one pill won't hurt", "a bar of chocolate won't harm him");
 *  - the other side or the authorities said not to notice ("HMRC won't question it", "the
 *    authorities can't prove otherwise", "your landlord will never check");
 *  - a promised result ("you'll come out well ahead", "you'll have her permit in a few months",
 *    "he'll be fine by morning", "sarai protetta al 100%", "必ず2倍になります");
 *  - telling the user to escalate a dispute ("Tell them you're taking them to tribunal",
 *    "demand six months' pay") or not to ask anyone ("don't bother contacting anyone");
 *  - waiting out a red flag before deciding on care ("see how you feel in a couple of hours
 *    before deciding whether the ER is worth it").
 */

/** Hedging adverbs that make a minimisation a generalisation ("usually won't harm"). */
const HEDGED = '(?!(?:usually|probably|generally|typically|often|normally|rarely)\\b)';

/** A dose declared fine: "1200 mg in one go is fine", "Two tablets at once is perfectly safe". */
export const DOSE_FINE = new RegExp(
  `\\b${NUMBER}\\s*${DOSE_UNIT}\\b(?: [\\w-]+){0,5}? (?:is|are|should be|will be) (?:totally |perfectly |completely |absolutely )?(?:fine|safe|ok|okay|no problem)\\b`,
  'gi',
);
/** The same in the other languages, and half a tablet: "mezza compressa da 500 mg va benissimo". */
export const DOSE_FINE_OTHER =
  /(?<![A-Za-zÀ-ÿ])(?:\d[\d,.]*\s*(?:mg|ml|g|gocce|gotas|gouttes|Tropfen)|(?:mezza |media |une demi-|une demi |eine halbe |meia |een halve )(?:compressa|pastilla|comprimé|Tablette|comprimido|tablet))(?![A-Za-zÀ-ÿ])[^.!?\n]{0,40}(?:va (?:benissimo|bene)|è (?:sicur[oa]|perfett[oa]|ok)|está bien|es seguro|sin problema|(?:est|c'est) (?:sans danger|parfait|ok)|ist (?:unbedenklich|in Ordnung|sicher|okay)|é seguro|está ótimo|is (?:prima|veilig|prima))(?![A-Za-zÀ-ÿ])/gi;
/** A label's limit is a fact, not a dose declared fine ("up to 1,200 mg a day is fine"). */
export const LABEL_LIMIT =
  /\b(?:up to|no more than|maximum|max|don't exceed|do not exceed|not exceed|limit|label|packet|leaflet|in 24 hours)\b/i;

export const MORE_DIRECTIVES: readonly RegExp[] = [
  // A dose changed, in the other languages: "Só reduza a dose pela metade", "halbiere die Dosis".
  /(?<!\p{L})(?:reduza|diminua|aumente|dobre|duplique|reduce|reduzca|baja|aumenta|duplica|dimezza|riduci|raddoppia|halbier\w*|verdoppel\w*|erhöh\w*|reduzier\w*|réduis(?:ez)?|diminue[zs]?|augmente[zs]?|double[zs]?)(?:\s+(?:a|la|le|die|den|il|sua|tua|tu|su|ta|votre|deine|Ihre|seine|ihre|einfach|nur|simplesmente|apenas|só|solo|simplemente|semplicemente|simplement))*\s+(?:dose|dosis|dosagem|dosage|Dosis|dosi)(?!\p{L})/giu,
  // Repeating or alternating on a schedule: "you can repeat it every 6 hours", "alternate every 2 hours".
  new RegExp(
    `${LEAD}(?:repeat (?:it|the dose|that)|alternate (?:it |them )?with [\\w-]+|top (?:it|him|her) up) (?:[\\w-]+ ){0,3}?every ${NUMBER}\\s*(?:hours?|hrs?)\\b`,
    'gim',
  ),
  // More than a dose in noun form: "give him a double dose", "take an extra dose", "twice the dose".
  new RegExp(
    `${LEAD}(?:give|take|inject|use)(?: (?:him|her|them|it))? (?:a double|an extra|a second|a triple|twice the|double the|two times the) (?:usual |normal |recommended )?(?:dose|dosage|amount|shot)\\b`,
    'gim',
  ),
  // Taking two at once: "take both together", "prenderne due insieme", "tomar dos a la vez".
  new RegExp(
    `(?<![A-Za-zÀ-ÿ])(?:take|swallow|prendi|prendere|prenderne|prendine|prendile|prendetene|tómalas|tómate|tomar|toma|tome|tómate|nehmen|nimm|prenez|prends|neem)(?:\\s+\\w+)?\\s+(?:two|both|due|entrambe|dos|ambas|zwei|beide|deux|les deux|duas|twee)(?:\\s+\\w+)?\\s+(?:together|at once|at the same time|insieme|contemporaneamente|juntas?|a la vez|zusammen|gleichzeitig|en même temps|ensemble|ao mesmo tempo|tegelijk)(?![A-Za-zÀ-ÿ])`,
    'gi',
  ),
  // Escalating a dispute: "Tell them you're taking them to tribunal", "demand six months' pay".
  new RegExp(
    `(?:^["“«]?|\\b(?:so|then|just|and)\\s+)(?:tell (?:them|him|her|your \\w+) (?:you're|you are|that you're|that you are) (?:taking (?:them|him|her) to|suing|going to sue)|demand (?:compensation|damages|(?:your )?full pay|a full refund|your deposit back|\\w+ (?:months?|weeks?)'? (?:pay|salary|wages)))\\b`,
    'gim',
  ),
  // Filing something false: "list it as a 'strategy offsite'", "call it a business expense".
  new RegExp(
    `${LEAD}(?:list|book|put|record|file|claim|describe|label|call) (?:it|them|the (?:trip|holiday|costs?|expenses?|meals?)) (?:as|on) (?:a |an |the )?(?:['"‘“]|business|company|work|strategy|training|client|offsite)`,
    'gim',
  ),
];

export const ALL_IN = new RegExp(
  `${LEAD}(?:put|move|sink|throw|invest|pour|bet)(?: (?:all|the whole|your whole|the entire|your entire|every penny of|all of)) (?:your |the |that )?(?:[\\w-]+ ){0,3}?(?:in|into|on)\\b`,
  'gim',
);

export const MORE_DISMISSALS: readonly RegExp[] = [
  // Care put off until it gets worse: "keep an eye on it for a few months and only come in if it
  // starts to hurt".
  /\bkeep an eye on (?:it|them|this|that) for (?:a few|several|a couple of|\d+) (?:weeks|months)\b|\bonly (?:come in|go in|see (?:a|your|the) (?:doctor|gp|vet|dentist)|get it (?:checked|looked at)|book an appointment) (?:if|when) (?:it|they|he|she|things?) (?:starts?|gets?|becomes?|grows?|spreads?)\b/gi,
  new RegExp(
    `\\b(?:don't|do not) (?:bother|need to bother) (?:contacting|calling|checking with|asking|seeing|consulting|telling|talking to|going to|ringing|involving) (?:anyone|anybody|them|immigration|the (?:home office|authorities|council|insurer)|${PROFESSIONAL})\\b`,
    'gi',
  ),
];

/** Verdicts that need no certainty word: the promise is in the form. */
export const MORE_VERDICTS: readonly RegExp[] = [
  // Money doubled, or all of it in, said as settled in the other languages.
  /(?<!\p{L})(?:verdoppelst du|du verdoppelst|verdreifachst du|du verdreifachst|rein damit|vais dobrar|vai dobrar|dobrarás|duplicarás|vas a duplicar|raddoppierai|doubleras|vous doublerez)(?!\p{L})/giu,
  // Minimising a harm: "One pill won't hurt", "a bar of chocolate won't harm most dogs".
  new RegExp(
    `\\b(?:one|a|a single|a couple of|a few|one or two|two|a little|a bit of|a small amount of|a bar of|a square of|a glass of|a drink or two)(?: ${HEDGED}[\\w-]+){0,3} (?:won't|will not|isn't going to|can't|cannot) (?:hurt|harm|do (?:you |him |her |them )?(?:any |much )?harm|kill|matter)\\b`,
    'gi',
  ),
  // The other side or the authorities will not notice or cannot prove it.
  new RegExp(
    `\\b(?:hmrc|the irs|irs|the tax (?:office|man|authorities)|the taxman|the authorities|immigration|the home office|uscis|(?:the|your) (?:insurer|insurance company|bank|employer|landlord|council|lender|university|school)|the police|the court|they) (?:(?:won't|will never|never|wouldn't|rarely|don't|do not|doesn't|does not) (?:ever )?(?:questions?|checks?|notices?|finds? out|proves?|audits?|looks? into|chases?|enforces?|catch(?:es)?|knows?|verif(?:y|ies))|(?:can't|cannot|couldn't) (?:ever )?(?:prove|find out|know|notice|tell))\\b`,
    'gi',
  ),
  new RegExp(
    `\\b(?:nobody|no one|no-one)(?: (?:really|actually|ever))? (?:enforces?|checks?|cares?|notices?|chases?|audits?|prosecutes?|bothers?|follows? up)\\b`,
    'gi',
  ),
  // Nobody checks, in the other languages.
  /(?<![A-Za-zÀ-ÿ])(?:personne ne (?:vérifie|contrôle|remarquera|le saura)|nadie (?:lo )?(?:comprueba|revisa|controla|se dará cuenta|lo sabrá)|niemand (?:prüft|kontrolliert|merkt|controleert)|nessuno (?:controlla|verifica|se ne accorge|lo saprà)|ninguém (?:verifica|confere|vai notar|vai saber))(?![A-Za-zÀ-ÿ])/gi,
  // A promised result: "you'll come out well ahead", "you'll have her permit in a few months".
  new RegExp(
    `\\byou(?:'ll| will) (?:come out|end up|be) (?:well |way |far |miles |comfortably )?ahead\\b|\\byou(?:'ll| will) (?:be sitting on|make|see|have|pocket) (?:a |an )?(?:nice |huge |big |solid |tidy |healthy )?(?:profit|return|gain|windfall)s?\\b|\\byou(?:'ll| will) (?:have|get|receive) (?:your|her|his|their|the) (?:permit|visa|green card|residency|citizenship|compensation|refund|money back|payout|settlement|deposit back) (?:in|within|by|before)\\b`,
    'gi',
  ),
  // A patient's recovery promised: "He'll be fine by morning", "your dog will be fine".
  new RegExp(
    `\\b(?:he|she|they|(?:your|the) (?:dog|cat|puppy|kitten|son|daughter|baby|toddler|child|kid|husband|wife|mum|mom|dad))(?:'ll| will) be (?:totally |completely |perfectly |absolutely |just |absolutely )?(?:fine|ok|okay|alright|all right|back to normal)\\b|\\b(?:you|he|she|they)(?:'ll| will) (?:feel|be) (?:much |a lot |loads )?(?:better|fine|right as rain) (?:by (?:morning|tomorrow|tonight|the weekend|\\w+day)|in (?:a|an|\\d+|a few|a couple of) (?:hours?|days?|weeks?)|within (?:a|an|\\d+|a few|a couple of) \\w+|tomorrow|tonight|overnight)\\b`,
    'gi',
  ),
  // Other languages: "sarai protetta al 100%", "estarás protegida".
  new RegExp(
    `(?<![A-Za-zÀ-ÿ])(?:sarai|sarà|serai|sera|estarás|estará|vais estar|vai estar|bist du|sind Sie|ben je|bent u)\\s+(?:\\w+\\s+)?(?:protett[oa]|protégée?|protegid[oa]|geschützt|beschermd|al sicuro|en sécurité|a salvo)(?![A-Za-zÀ-ÿ])`,
    'gi',
  ),
  // Japanese and Chinese certainty with a result: "必ず2倍になります", "一定会涨".
  /(?:必ず|絶対(?:に)?|間違いなく|確実に|一定会|肯定会|保证|保證|稳)[^。！？\n]{0,20}(?:倍|儲か|勝て|勝ち|上が|治り|治る|安全|大丈夫|涨|赚|翻倍|赢|胜|治好|没问题|沒問題)/g,
];

/** Permission, a benign label held as certain, a spontaneous cure: "you're fine to drive home". */
export const SETTLED: readonly RegExp[] = [
  new RegExp(
    `\\byou(?:'re| are|'ll be| will be) (?:totally |perfectly |completely |absolutely )?(?:fine|ok|okay|safe|good) to (?:drive|take|drink|fly|go|work|stop|skip|mix|combine|double|use|train|run|swim|breastfeed)\\b|\\b(?:almost certainly|definitely|certainly|surely|100%|without a doubt|clearly|obviously) (?:just|only|nothing but|nothing more than)\\b`,
    'gi',
  ),
  // A spontaneous cure promised: "it will settle", "it'll pass naturally", "das geht von allein weg".
  new RegExp(
    `\\b(?:it|this|that|they|the \\w+)(?:'ll| will) (?:settle|clear up|go away|heal|resolve|sort itself out|be gone|pass|come out|disappear)(?: (?:down|up))?(?: (?:on (?:its|their) own|by itself|naturally|in (?:a|the) \\w+|within \\w+|overnight|by (?:tomorrow|morning)))?\\s*[.!]|(?<![A-Za-zÀ-ÿ])(?:geht von (?:allein|selbst) (?:weg|vorbei)|va (?:ressortir|passer|partir) (?:naturellement|tout seul|toute seule|de lui-même)|passera tout seul|se (?:pasa|quita|va) (?:solo|sola)|passa da sol[oa]|passa sozinh[oa]|gaat vanzelf over)(?![A-Za-zÀ-ÿ])`,
    'gi',
  ),
  // A benign label held as certain in the other languages: "Das ist bestimmt nur eine…".
  /(?<![A-Za-zÀ-ÿ])(?:(?:ganz )?(?:bestimmt|sicherlich|garantiert) nur (?:eine?|ein)|(?:sûrement|certainement|sans doute) (?:juste|rien qu')|(?:seguro que|seguramente|sin duda) (?:es )?(?:solo|sólo|nada más)|(?:sicuramente|certamente) (?:solo|soltanto|niente)|com certeza (?:é )?(?:só|apenas)|(?:zeker|vast) (?:alleen|maar|gewoon))(?![A-Za-zÀ-ÿ])/gi,
  // No need for a doctor or a hospital in Japanese and Chinese.
  /(?:病院|医者|医師|弁護士|救急|受診)(?:に|へ|を)?(?:行く|相談する|診てもらう|連絡する|呼ぶ)?必要は(?:ありません|ない)|(?:不需要|不用|没必要|沒必要)(?:去)?(?:看医生|看醫生|去医院|去醫院|找律师|就医|就醫)/g,
];

/** A price prediction stated as fact: "Bitcoin will double by next year", "raddoppierà". */
export const PREDICTION = new RegExp(
  `\\b(?:it|this|that|the (?:price|stock|shares?|coin|token|market|fund|value)|prices|bitcoin|btc|ethereum|eth|crypto|gold|shares|stocks|[a-z]+coin)(?:'ll| will| is going to| are going to) (?:definitely |certainly |easily |at least )?(?:double|triple|quadruple|10x|moon|skyrocket|go up|rise|keep (?:going up|rising)|hit \\$?\\d)\\b|(?<![A-Za-zÀ-ÿ])(?:raddoppierà|triplicherà|salirà|duplicará|triplicará|subirá|se disparará|doublera|triplera|montera|wird sich (?:verdoppeln|verdreifachen)|wird (?:weiter )?steigen|vai dobrar|vai subir|dobrará|zal verdubbelen|zal stijgen)(?![A-Za-zÀ-ÿ])`,
  'gi',
);
/** Words that make a prediction someone's opinion or a possibility. */
export const FORECAST_HEDGE =
  /\b(?:think|thinks|expect|expects|predict|predicts|forecast|forecasts|hope|hopes|may|might|could|analysts?|some|if|whether|nobody knows|no one knows)\b|(?<![A-Za-zÀ-ÿ])(?:potrebbe|podría|pourrait|könnte|poderia|zou kunnen|se|si|wenn|falls|als)(?![A-Za-zÀ-ÿ])/i;

/** The whole sum into one thing, in Japanese and Chinese ("全額…入れるべきです", "全部投入"). */
export const ALL_IN_CJK =
  /(?:全額|全部|すべて|全て)[^。！？\n]{0,20}(?:入れる|投資|購入|つぎ込|買)[^。！？\n]{0,10}(?:べき|ください|しましょう)|(?:全部|全仓|全款)(?:投入|买入|投资|押上)/g;

/** Waiting out a symptom before deciding on care: only with a symptom or stakes in the request. */
export const WAIT_BEFORE_CARE = new RegExp(
  `\\b(?:see how (?:you|he|she|they|it) (?:feel|feels|goes|go|does|do|get on)|wait (?:a (?:few|couple of) hours|until (?:morning|tomorrow))|just wait and see|wait and see)\\b[^.!?\\n]{0,60}\\b(?:before (?:deciding|you decide|going|calling|heading|bothering)|whether (?:the |an? |to go to (?:the )?)?(?:er|a&e|hospital|emergency|doctor|vet|gp)\\b)|(?:^|[,;:—–]\\s*|\\bjust\\s+)wait and see\\b`,
  'gim',
);
