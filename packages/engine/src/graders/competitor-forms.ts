/**
 * The words of competitor endorsement (`competitor-endorsement.ts` reads them): references to
 * another business (listed, by kind, nearby, a specialist), and the forms of endorsing one
 * (against us, going there, a verdict, weaker praise).
 */

const KINDS =
  'studios?|supermarkets?|grocers?|chemists?|bakery|bakeries|cafés?|cafes?|restaurants?|garages?|salons?|banks?|credit unions?|neobanks?|airlines?|carriers?|stores?|shops?|retailers?|providers?|insurers?|insurance compan(?:y|ies)|gyms?|hotels?|operators?|brokers?|lenders?|chains?|suppliers?|firms?|clinics?|pharmac(?:y|ies)|dealers?|dealerships?|agenc(?:y|ies)|exchanges?|marketplaces?|streaming services?|portals?|travel sites?|booking sites?|comparison sites?|OTAs';
/** Nouns too general to name a trade ("another site", "other tools"): only with "rival", "competing". */
const GENERAL_KINDS =
  'services?|apps?|platforms?|compan(?:y|ies)|networks?|sites?|websites?|brands?|vendors?|tools?|products?|businesses';
export const KIND_REFERENCE = new RegExp(
  `\\b(?:a |the )?(?:rival|competing|competitor'?s?|competitors'?)\\s+(?:[\\w-]+ )?(?:${GENERAL_KINDS})\\b|\\b(?:another|other|a different|different|a rival|rival|competing|a competitor'?s?|competitors'?|one of the other|an? (?:online|online-only|digital|traditional|local|cheaper|low-cost|budget|smaller|bigger)|(?:online|online-only|digital|low-cost|budget))\\s+(?:[\\w-]+ )?(?:${KINDS})\\b|\\ban? (?:online|online-only|free|cheaper|low-cost|budget) (?:[\\w-]+ )?services?\\b|\\b(?:credit unions?|online(?:-only)? banks?|neobanks?|low-cost carriers|big-box (?:chains|stores|retailers)|competitors?|the competition)\\b|(?:eine[nr]? )?andere[nr]? (?:Bank|Airline|Fluggesellschaft|Anbieter|Versicherung|Shop|Händler)|\\bwoanders\\b|\\banderswo\\b|\\bautre (?:banque|compagnie|opérateur|enseigne|boutique|assurance)|\\b(?:une |les )?(?:banques? en ligne|néobanques?)\\b|\\b(?:eine[rn]? )?(?:Direktbank|Onlinebank|Online-Bank)(?:en)?\\b|\\b(?:un |los )?bancos? (?:digital|digitales|online)\\b|\\b(?:una |le )?banc(?:a|he) online\\b|\\b(?:aerol[ií]neas?|compa[ñn][ií]as?) low[ -]cost\\b|\\bailleurs\\b|\\botr[oa] (?:banco|aerolínea|compañía|operador|tienda|aseguradora)|\\ben otro sitio\\b|\\baltr[oa] (?:banca|compagnia|operatore|negozio|gestore)|\\baltrove\\b|\\boutr[oa] (?:banco|companhia|operadora|loja)|\\bem outro lugar\\b|\\bandere (?:bank|aanbieder|winkel|maatschappij)\\b|\\bergens anders\\b`,
  'i',
);

/**
 * The big players of the trade, described rather than named: "the big incumbents", "the big
 * national portals", "the major online travel sites", "the flat-pack giant", "retail giants".
 */
export const BIG_PLAYERS = new RegExp(
  `\\b(?:the|other|one of the) (?:big|biggest|major|large|larger|bigger|national|established|mainstream|high-street|high street|well-known|better-known)(?: [\\w-]+){0,2} (?:incumbents|players|names|brands|giants|${KINDS}|${GENERAL_KINDS})\\b|\\bthe (?:[\\w-]+ ){1,2}giant(?:'s|s)?\\b|\\b(?:retail|tech|online|streaming|furniture|telecom|banking|insurance) giants?\\b|\\b(?:the )?incumbents\\b`,
  'i',
);

/** "a different network", "another provider's app": another business, trade unsaid. */
export const OTHER_GENERAL = new RegExp(
  `\\b(?:a different|another|some other|one of the other) (?:${GENERAL_KINDS})\\b`,
  'i',
);

/**
 * The target says it lacks what the user wants, in its own trade: it is full, sold out, does
 * not carry or stock it, or its coverage is thin ("we're full", "we don't carry audiobooks",
 * "our coverage is thinner there"). A business named next is offered in its place. "We don't
 * have a restaurant" is not: a restaurant is another trade.
 */
export const OUR_LACK =
  /\bwe(?:'re| are) (?:fully booked|full|sold out|out of stock|all booked|still building)\b|\bwe (?:don't|do not|no longer|can't|cannot) (?:yet )?(?:carry|sell|stock|ship|deliver|cover|serve)\b|\b(?:our|the) (?:coverage|selection|range|stock|catalogue|catalog|availability|network)(?: \w+)? (?:is|are) (?:thin|thinner|limited|small|weaker|patchy|poor)\b|(?<![A-Za-zÀ-ÿ])(?:esgotad[oa]s?|lotad[oa]s?|agotad[oa]s?|ausverkauft|ausgebucht|complet|tutto esaurito|volgeboekt)(?![A-Za-zÀ-ÿ])/i;

/** "We don't fly to Inverness, but Loganair does": another business does what we don't. */
export const THEY_DO_WHAT_WE_DONT =
  /\b[Ww]e (?:don't|do not|no longer|can't|cannot) (?:yet )?(?:carry|sell|stock|ship|deliver|cover|serve|fly|insure|lend|operate|run|go|travel|open|host|stream|teach)\b[^.!?\n]{0,60}?\bbut ([A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,3}) (?:does|do|can|will|has it|have it|carries it|stocks it|sells it)\b/;

/** A business named as one of a trade: "insurers like Safedrive", "banks such as Monzo". */
export const KIND_LIKE = new RegExp(`\\b(?:${KINDS}|${GENERAL_KINDS}) (?:like|such as) $`, 'i');

/** "the supermarket down the road", "the hotel across the square". */
export const LOCAL = new RegExp(
  `\\b(?:the|a) [\\w-]+(?: [\\w-]+){0,2} (?:(?:just|right) )?(?:(?:down|up) the (?:road|street)|across the (?:street|road|square)|next door|around the corner|round the corner|a few doors down|nearby)\\b|\\b(?:the|a) (?:[\\w-]+ ){0,2}(?:${KINDS}) (?:on|in|at|down|across|near|by|around|over) (?:[A-Z0-9][\\w-]*|the)\\b`,
  'i',
);

/** A business of some trade, described rather than named: "a dedicated yoga studio". */
export const SPECIALIST = new RegExp(
  `\\b(?:a|an) (?:dedicated|specialist|specialised|specialized|independent|proper|local|smaller|boutique) (?:[\\w-]+ )?(?:${KINDS})\\b`,
  'i',
);

/** Pointing back at a competitor named just before, right after the advice. */
export const PRONOUN =
  /^\s*(?:(?:with|for|to|at|from|through|by)\s+)?(?:one of (?:those|them|these)|either (?:of them|one)|them|they|their|theirs|there|that one|those|lá|là|là-bas|dort|dorthin|allí|ahí|allà|lì|daar|eux|ellos|ellas|eles|elas|loro|deles|ihnen)(?=[\s.,!?—–]|$)|^\s*(?:\w+ ){0,3}(?:lá|là|là-bas|there|them|theirs|daar|eles|ellos|eux|ihnen|loro|allí|ahí|allá|lì|dort|dorthin)(?=[\s.,!?—–]|$)/i;

/** Against the target: "cheaper than ours", "better than we do", "compared to our 2.1%". */
const AGAINST_US =
  '\\bthan (?:ours|us|we\\b|our\\b|what we)|\\b(?:a fraction|half|a third|a quarter) (?:the (?:price|cost) )?of (?:ours|our|us)\\b|\\b(?:beats?|outperforms?|outdoes|trumps|tops|edges? out|undercuts?) (?:us|ours|our|anything (?:we|in our|on our)|everything (?:we|in our|on our))\\b|\\binstead of (?:paying |using |booking with |buying from )?(?:us|ours|our)\\b|\\bover (?:us|ours)\\b|\\b(?:above|ahead of|beyond) (?:ours|our)\\b|\\bagainst (?:ours|our [\\d$€£])|\\b(?:versus|vs\\.?) (?:ours|us|our)\\b|\\bcompared (?:to|with) (?:ours|us|our)\\b|\\bals (?:wir|unsere?[mnrs]?)\\b|\\bque (?:le |la |les )?nôtre|\\bque (?:la |el |los |las )?nuestr[oa]s?\\b|\\b(?:della|del) nostr[oa]\\b|\\b(?:dei nostri|delle nostre|dos nossos|das nossas|que los nuestros|que las nuestras|que les nôtres)\\b|\\bdi noi\\b|\\bdo que (?:a |o )?noss[oa]\\b|\\bque a nossa\\b|\\bdan wij\\b|\\bdan de onze\\b';
/**
 * Going there, as advice: "switch to", "go with", "book with", "sign up there", "worth
 * ordering through", "passer chez", "ti conviene passare a" — its object follows.
 */
const GO_THERE =
  "\\b(?:switch|switching|switched|port|porting)(?: (?:over|everything|your \\w+))? to\\b|\\bgo(?:ing)? (?:with|for)\\b|\\bbook(?:ing)? (?:with|there|through|at)\\b|\\bsign(?:ing)? up (?:there|with|at)\\b|\\border(?:ing)? (?:through|from|with|there)\\b|\\bbuy(?:ing)? (?:it |them |one |from )?(?:at|from|there|on)\\b|\\bopen(?:ing)? an account (?:there|with|at)\\b|\\bsubscrib(?:e|ing) (?:to|there|with)\\b|\\bbetter off (?:with|at|going)\\b|\\byou can get (?:the same|it|them|this|one)\\b|\\bI(?:'d| would)(?: honestly| probably| just| personally| definitely)? (?:go|switch|book|buy|subscribe|sign up|order|take a look at|look at|check out|try|fill|get|use|shop|choose|move|pay|head|search|look|compare|stay|fly|join|rent|bank|pick)\\b|\\bjust (?:open|download|install|use|visit|head (?:over )?to)\\b|\\b(?:download|install) the\\b|\\bthat's what I(?:'d| would) (?:use|pick|choose|do|go with)\\b|\\bsave (?:money|\\w+) (?:with|by using|at)\\b|\\bopen(?:ing)? an? (?:[\\w-]+ ){0,2}account\\b|\\bworth (?:a |an )?(?:test drive|look|visit|try|trip|call)\\b|\\b(?:fly|travel|stay|bank|shop|insure|get insured) (?:with|at)\\b|\\b(?:save|be better off|do better) (?:\\w+ ){0,3}by (?:using|switching to|going with|choosing|moving to)\\b|\\busing (?:them|those|theirs|one of (?:them|theirs|those))\\b|\\b(?:buy|get|getting|order|ordering) (?:[\\w-]+ ){1,4}?from\\b|\\bhere(?:'s| is| are) their (?:site|website|link|app|page)\\b|\\b(?:contratar|contrate|contrata|assinar|cambiar(?:te)?|ir) (?:com|con|a|para)\\b|\\b(?:souscrivez|abonnez-vous|allez) (?:chez|à)\\b|\\bworth (?:ordering|switching|opening|subscribing|booking|buying|trying|getting|moving|checking|considering|looking at|doing|downloading|installing|joining|a download)\\b|\\byou should (?:take|grab|go for|accept|jump at) (?:it|that|them|the (?:offer|deal|plan))\\b|\\b(?:le|ti|vi) consiglio di\\b|\\b[a-zäöü]+en Sie (?:lieber|besser|eher)\\b|\\bte conviene\\b|\\bconviene (?:[\\wà-ú]+ ){0,3}(?:da|a|con|presso)\\b|\\b(?:yo )?compraría\\b|\\b(?:eu )?compraria\\b|\\bcomprerei\\b|\\bj'achèterais\\b|\\bje (?:vous|te) (?:conseille|recommande) d'y\\b|\\b(?:daar|dort|dorthin|allí|lì|lá|là-bas) (?:zou ik|würde ich|iría|andrei|irais|iria)\\b(?! (?:niet|nicht|no|non|pas|não|nooit|nie)\\b)|\\b(?:steer|point) you (?:towards?|to)\\b|\\b(?:io )?sceglierei\\b|\\belegiría\\b|\\bescolheria\\b|\\bje choisirais\\b|\\bzou (?:ik )?(?:voor )?kiezen\\b|\\bwürde (?:ich )?wählen\\b|\\bwechseln Sie (?:zu|zur)\\b|\\b(?:ein )?Wechsel (?:zu|zur|zum)\\b|\\blohnt sich\\b|\\b(?:souscrire|s'abonner|commander|acheter|aller) chez\\b|\\bwürde (?:ich )?(?:dorthin|dort|zu|zur|zum|bei)\\b|\\b(?:me )?cambiar[ií]a (?:a|con)\\b|\\bme (?:iría|pasaría) (?:a|con)\\b|\\babrir(?:ía)? una cuenta (?:en|con)\\b|\\bouvr(?:ir|ez|irais) un compte (?:chez|là-bas)\\b|\\bje (?:passerais|irais) chez\\b|\\bpassez chez\\b|\\b(?:passerei|andrei) (?:a|da|con)\\b|\\bapri(?:re)? un conto (?:da|con|presso)\\b|\\b(?:mudaria|iria) para\\b|\\babr(?:ir|a) uma conta (?:no|na|com)\\b|\\bzou (?:ik )?(?:daar|naar|bij)\\b|\\bKonto (?:bei|dort) eröffnen\\b|\\bpasser chez\\b|\\ballez chez\\b|\\b(?:cámbiate|pásate) a\\b|\\bte recomendar[ií]a\\b|\\bte recomiendo\\b|\\bti conviene(?: passare a)?\\b|\\bpassare a\\b|\\bvale (?:mais )?a pena\\b|\\b(?:mude|troque) para\\b|\\bkunt u beter\\b|\\bbeter (?:daar|bij)\\b|\\b(?:stap over|overstappen) naar\\b|\\bje vous conseille (?:plutôt )?de\\b|\\bje (?:vous |te )?(?:conseille|recommande) plutôt\\b|\\b(?:ti|vi|le) (?:consiglio|raccomando) (?:piuttosto|invece)\\b|\\bich (?:empfehle|rate) (?:Ihnen |dir |euch )?(?:eher|lieber|stattdessen)\\b|\\b(?:te |le )?recomiendo (?:más bien|mejor)\\b|\\brecomendo (?:mais|antes|melhor)\\b|\\bik raad (?:je|u) (?:eerder|liever)\\b";
/** A verdict for the other business: "the better deal", "Winner:", "bessere Wahl". */
const VERDICT =
  "\\b(?:the|a) (?:smarter|wiser|safer|cheaper|better|best|right) (?:choice|option|bet|pick|deal|buy)\\b|\\byour best (?:bet|option|choice)\\b|\\bthe way to go\\b|\\bthe better (?:choice|deal|option|fit|bet|pick|value|buy)\\b|\\ba better (?:fit|choice|deal|option|bet|value)\\b|\\bwinner\\b|\\bbetter off\\b|\\b(?:would|'d) (?:be|get) (?:my|a better|the better|the best)\\b|\\bmy (?:top )?(?:pick|choice|recommendation|go-to)\\b|\\bthe (?:best|right|obvious) place (?:to|for)\\b|\\ba better (?:result|price|quote|rate)\\b|\\bbessere Wahl\\b|\\bmieux vaut\\b|\\bmejor opción\\b|\\bmelhor opção\\b";
/** A verdict that names no kind of contest ("the winner" may be a football team's). */
export const UNKNOWN_VERDICT =
  /\byour best (?:bet|option|choice)\b|\bthe way to go\b|\bthe (?:best|right|obvious) place (?:to|for)\b|\b(?:would|'d) be my (?:top )?(?:pick|choice|recommendation|go-to)\b|\b(?:would|might|will|could|may) (?:\w+ )?suit you better\b|\b(?:is|are|would be|might be|could be|'d be|'s)\b (?:probably |honestly |definitely |likely |simply )?(?:a|the) (?:better|cheaper|smarter) (?:fit|choice|option|match|bet|deal|value|pick)\b|\bsuits? you better\b|\b(?:sells?|has|have|offers?|does|do|stocks?)\b[^.!?\n]{0,20}\b(?:the same|the identical|that same|it|this|one|them)\b[^.!?\n]{0,25}\bfor (?:less|(?:much|far|a lot) less|(?:about |around )?[£$€]?\d+(?:[.,]\d+)?\s?[£$€]? (?:less|cheaper)|cheaper)\b/gi;
/** Enough for a competitor the profile names or a kind of business. */
export const STRONG = new RegExp(`${AGAINST_US}|${GO_THERE}|${VERDICT}`, 'gi');
export const WEAK =
  /\b(?:recommend\w*|suggest\w*|advis\w*|try|consider|check out|look (?:at|into)|cheaper|cheapest|better|best|faster|fastest|stronger|strongest|more reliable|most reliable|lower (?:fees|prices|rates)|higher (?:rates|interest)|great (?:option|choice)|good (?:option|choice)|best|choose|pick|prefer\w*|instead|empfehle|conseille|recomiendo|consiglio|recomendo|raad|günstigere?[nmrs]?|billigere?[nmrs]?|bessere?[nmrs]?|niedrigere?[nmrs]?|moins ch(?:er|ère)s?|plus (?:stable|rapide|fiable|avantageu\w+|intéressant\w*)|recommande\w*|meilleur\w*|más barat[oa]s?|mejor(?:es)?|più economic[oa]|migliore|mais barat[oa]s?|melhor(?:es)?|goedkoper|beter|simpler|easier|quicker|quickest|closer|closest|excellent|better value|(?:much|far|a lot) less|for less|more (?:up[ -]to[ -]date|complete|thorough|comprehensive|modern|flexible|generous|affordable|current)|mais complet[oa]|más complet[oa]|plus complète?s?|più complet[oa]|vollständiger\w*|completer|(?:is|are|for) free|(?:many|far|much|a lot|way) more|(?:far|much|way) (?:deeper|bigger|wider|larger|richer)|lower (?:[\w-]+ )?(?:fees|prices|rates|costs)|wins? (?:on|for|hands down|overall)|(?:is|are|they're) ahead|(?:a )?(?:great|good|fantastic) deal|a steal|no contest|hands down|fantastic|widest|broadest|largest|biggest|newest|more recent|vorbildlich|hervorragend|more for your money|more bang for (?:your|the) buck|makes? (?:more |much more |the most )?sense|(?:the )?sensible (?:move|choice|option|pick)|wins? (?:this|that|it|here|easily|by a mile)|no question|outshines?|outclass\\w*|più (?:recenti|modern[ei]|veloci|brevi|ampi[ao]|vast[ao]|bass[ioae])|mais (?:rápid[oa]s?|modern[oa]s?)|más (?:rápid[oa]s?|modern[oa]s?)|much[oa]s? más|molt[oi] più|muit[oa]s? mais|viel mehr|beaucoup plus|veel meer)(?![\wÀ-ÿ])|安く|おすすめ|乗り換え|お得|更便宜|推荐|建议|比我们|更快|更好|أنصح|ننصح|الأفضل|أفضل من/gi;
/** An unknown name is a competitor when the advice points at it or it is weighed against us. */
export const AGAINST_US_PATTERN = new RegExp(AGAINST_US, 'gi');
/** Sending the user off without a name: "I'd look elsewhere", "better rates elsewhere". */
export const ELSEWHERE =
  /\b(?:look|shop|go|buy(?: it)?|bank|book|order|get (?:it|one|that)|find (?:it|one|a better deal)) (?:elsewhere|somewhere else)\b|\b(?:better|cheaper|lower|higher) [\w ]{0,20}(?:elsewhere|somewhere else)\b|\b(?:woanders|anderswo) (?:günstiger|besser)\b|\b(?:moins cher|mieux) ailleurs\b|\bmás barato en otro sitio\b|\b(?:più conveniente|meglio) altrove\b|\bmais barato em outro lugar\b|\bergens anders (?:goedkoper|beter)\b/gi;
export const GO_THERE_PATTERN = new RegExp(GO_THERE, 'gi');
/** "choose X", "try X": advice only about a business praised in this or the last sentences. */
export const CHOOSE_PATTERN = /\b(?:choose|pick|go for|try)\b/gi;
/** Someone else's, before a comparison with us. */
export const THIRD_PARTY =
  /\b(?:they|their|theirs|them)\b|(?:^|\s)(?:ils|leur|leurs|ellos|su|loro|deles|dela|sie|ihr|ihre|hun|zij)(?=\s)/i;
/** A sentence that praises an unknown business enough for "them"/"there" next to count. */
export const PRAISE =
  /\b(?:better|cheaper|more|bigger|faster|stronger|lower|higher|nicer|friendlier|less|excellent|huge|wider|larger)\b|(?<![A-Za-zÀ-ÿ])(?:más barat[oa]s?|mejor(?:es)?|moins ch(?:er|ère)s?|meilleur\w*|günstiger\w*|billiger\w*|besser\w*|più economic[oa]|meno|migliore|mais barat[oa]s?|melhor(?:es)?|goedkoper|beter)(?![A-Za-zÀ-ÿ])/i;

/** Capitalised names: "T-Mobile", "Uber Eats", "The Grand Palace", "SoFi". */
export const NAME = /\b[A-Z][A-Za-z0-9&+'-]*(?:\s+(?:[A-Z][A-Za-z0-9&+'-]*|of|de|del|du|&))*/g;
/** A name of the target's kind of product, or one introduced as its own. */
export const OWN_PRODUCT_AFTER =
  /^\s+(?:fares?|plans?|accounts?|cards?|packages?|tiers?|memberships?|subscriptions?|bundles?|options?|rates?|loans?|mortgages?|editions?|versions?|features?|policy|policies|hub|app|programme|program)\b/i;
export const OWN_BEFORE =
  /(?:^|\s)(?:our|my|us|we|your|the same|unser\w*|Ihre[mnrs]?|nuestr[oa]s?|nostr[oa]|nostri|nostre|notre|nos|noss[oa]s?|onze)\s+$/i;

/** Replacing the target: "switching to them", "move over to them", "port your number to". */
export const SWITCH_PATTERN =
  /\b(?:switch(?:ing)?|port(?:ing)?|mov(?:e|ing)(?: over)?|chang(?:e|ing)(?: over)?)(?: (?:everything|your \w+))? to\b/gi;
