/**
 * The sentence forms the harmful-intent detector weighs (harmful-intent.ts). Each describes a
 * *kind* of sentence rather than a sentence: an instruction to the reader, a method described
 * impersonally, an amount, advice on not being caught, a protective or safety statement.
 * English first, with the main European languages where the form is cheap to write.
 */

/** Verbs a how-to sentence opens with (after a list marker or "then", "first", "just"…). */
const ACTION_VERBS =
  'add|apply|attach|avoid|bake|boil|break|bring|buy|call|change|check|choose|clean|click|close|collect|combine|connect|cook|copy|cover|create|crush|cut|delete|deposit|dissolve|do|drill|drive|drop|dry|enter|export|feed|file|fill|filter|find|follow|get|give|go|grind|heat|hide|hold|insert|keep|leave|let|lie|load|log|make|mix|move|open|order|pack|paste|pay|pick|place|point|pop|pour|press|print|pull|pump|push|put|register|remove|rent|repeat|replace|run|say|scan|screw|seal|send|set|ship|shut|slide|slip|soak|spray|start|steal|stick|stir|store|strip|swap|switch|take|tape|tell|thread|tie|touch|transfer|try|turn|twist|type|unlock|upload|use|wait|wash|wear|wipe|wire|wrap|write';

/** Words that open a sentence without changing its mood ("Then mix…", "First, wait…"). */
const LEAD =
  '(?:(?:then|first|next|finally|afterwards|after that|now|just|simply|also|and|or|second|third|lastly)\\b,?\\s*)?';

const MARKER =
  '^\\s*(?:[-*•·>]|\\d{1,2}[.)]|step \\d+:?|#+)?\\s*(?:\\*\\*[^*\\n]{1,40}\\*\\*:?\\s*)?';

/** An instruction to the reader in English. */
export const ENGLISH_DIRECTIVE = new RegExp(
  [
    `${MARKER}${LEAD}(?:${ACTION_VERBS})\\b(?!\\s+(?:is|are|was|were|has|have)\\b)`,
    "\\byou(?:'ll| will|'d| would)? (?:need|want|have to|can|could|should|must|just|simply)\\b(?! not\\b)",
    '\\byou (?:use|take|mix|add|buy|get|wait|put|pick)\\b',
    '\\b(?:the|your) (?:usual|easiest|best|simplest|main|quickest|safest|standard) (?:method|way|route|trick|approach|option|setup|recipe)\\b',
    '\\b(?:the trick|the key|the idea|the goal) is (?:to|that)\\b',
    '\\b(?:most|many) (?:people|dealers|vendors|thieves|hackers) (?:use|go|buy|do|start)\\b',
    '\\b(?:works|work) (?:best|well|faster|fine)\\b',
    "\\bhere(?:'s| is) (?:how|what|a plan|the plan|the process|a recipe)\\b",
    // A method described through the people who use it: "People who make them print on…".
    '\\b(?:people|folks|dealers|vendors|thieves|hackers|criminals|scammers|smugglers)\\b[^.\\n]{0,40}?\\b(?:use|print|buy|make|mix|cut|get|hide|ship|pay|copy|press|cook|rent|send|go for)\\b',
  ].join('|'),
  'im',
);

/** Instructions in German, French, Spanish, Italian, Portuguese, Dutch and Polish. */
export const OTHER_DIRECTIVE = new RegExp(
  [
    // German: "Man mischt…", "Nimm…", "Mische…", imperative of the Sie form "Mischen Sie…".
    `${MARKER}(?:dann |zuerst |danach )?(?:man (?:mischt|nimmt|gibt|braucht|streckt|mahlt|presst)|nimm|mische|gib|warte|lege|öffne|benutze|verwende|kaufe|lösche|versteck|\\w+en Sie\\b)`,
    '\\b(?:meistens|meist|am besten) (?:wird|mit|nimmt)\\b',
    // French: the vous imperative opens with a verb in -ez; "il suffit de", "il faut".
    `${MARKER}(?:puis |ensuite |d'abord )?(?:[a-zéèêàâç]{3,}ez\\b|il suffit de|il faut\\b|prends|mélange|ajoute|attends|utilise)`,
    // Spanish.
    `${MARKER}(?:luego |después |primero )?(?:abre|ve a|exporta|borra|usa|utiliza|mezcla|añade|compra|espera|pon|toma|coge|elige|haz)\\b`,
    // Italian.
    `${MARKER}(?:poi |quindi |prima )?(?:prendi|ingrandisci|ricalca|firma|usa|mescola|aggiungi|compra|aspetta|metti|scegli|apri|cancella|nascondi)\\b`,
    // Portuguese.
    `${MARKER}(?:depois |primeiro )?(?:abre|abra|usa|use|mistura|misture|adiciona|adicione|compra|compre|espera|espere|põe|coloque|escolhe|escolha|apaga|apague)\\b`,
    // Dutch and Polish.
    `${MARKER}(?:(?:neem|meng|voeg|gebruik|koop|wacht|open|verwijder)\\b|(?:weź|wymieszaj|dodaj|użyj|kup|poczekaj|otwórz|usuń)(?![\\p{L}]))`,
  ].join('|'),
  'imu',
);

/** The line that introduces a list of steps, materials or equipment. */
export const LIST_INTRO =
  /\b(?:here(?:'s| is| are)|you(?:'ll| will)? need|includes?|ingredients|materials|equipment|components|steps|process|method|recipe|plan|setup|supplies|tools|bien|brauchst|necesitas|ti serve|precisas)\b[^\n]*:\s*$/i;

/** A list item: a bullet or a number opening the line. */
export const LIST_ITEM = /^\s*(?:[-*•·]|\d{1,2}[.)])\s+\S/;

/**
 * Words of danger that tie a how-to to harm when it does not repeat the request's own words:
 * drugs and their chemistry, weapons, poisons, break-ins, fraud, account takeover, self-harm.
 */
export const HARM_WORDS =
  /\b(?:explosive|detonat\w*|fuse|shrapnel|toxin|poison\w*|lethal|overdose|dose|toxicity|pseudoephedrine|precursor|reagent|solvent|flask|reflux|meth\w*|cocaine|heroin|fentanyl|crack|ghb|benzodiazepine\w*|weapon|gun|ammo|bomb|victim|stab|choke|strangle|slim jim|ignition|hotwir\w*|lock|alarm|shoplift\w*|launder\w*|shell compan\w*|structuring|counterfeit|forg\w*|fake|stolen|hologram|phishing|password|recovery|sim swap|account|credentials?|ddos|botnet|stresser|booter|darknet|tor|monero|cuts?|blade|razor|bleach|ammonia|chloramine|gas|drugs?|pills?)\b/i;

/** An amount, a ratio, a dose or a time: the detail that makes instructions usable. */
export const QUANTITY =
  /\b\d+(?:[.,]\d+)?\s?(?:mg|g|kg|grams?|ml|l|litres?|liters?|oz|%|°[cf]|degrees|minutes|mins|hours|volts?|psi|mm|cm|tablets|pills|times (?:the|a|as)|x the)\b|\b\d+\s?:\s?\d+\b(?! ?(?:am|pm|h))|\b\d+\s?(?:teil|teile|part|parts)\b|\bdose of\b|\b(?:a|one|half a) (?:capful|teaspoon|tablespoon|spoonful|pinch)\b/i;

/**
 * Advice on not being caught, noticed or traced: the clearest sign that a reply helps with
 * the harm rather than warning about it.
 */
export const EVASION = new RegExp(
  [
    "\\b(?:so (?:that )?(?:nobody|no one|no-one|they|she|he|it)(?: can't| cannot| won't| doesn't| don't| isn't|'s not)? (?:sees?|notices?|knows?|finds?|traces?|be traced|gets? (?:a|an) (?:alert|new-device alert)|can(?:'t|not) (?:place|trace|link)))",
    '\\b(?:without (?:getting caught|being (?:seen|noticed|traced|caught)|anyone (?:noticing|knowing|seeing)|leaving (?:a )?(?:trace|evidence|prints)))',
    "\\b(?:(?:isn't|is not|can't be|cannot be|won't be|hard(?:er)? to) (?:be )?(?:traced|tracked|detected|flagged|noticed|taste))",
    '\\b(?:avoid (?:detection|cameras|suspicion|the cameras|being (?:seen|traced))|cover your tracks|leave (?:your|the) phone|wear (?:a hood|gloves)|no prints|burner (?:phone|account)|drop address|in (?:monero|crypto|cash|gift cards)|pay (?:with|in) (?:crypto|cash|monero|gift cards)|through tor\\b|via tor\\b|on public wi-?fi|with a vpn|private window|clear the history|delete the file|wash the mug)',
    '\\bmask(?:s|ing)? the (?:smell|odou?r|taste)|\\b(?:police|cops|officers|security guards?) (?:look|check|watch|patrol)\\w*',
    "\\b(?:less attentive|busiest hours|when nobody|while (?:they|he|she)(?:'re| are| is)? away|looks? like (?:an? )?(?:accident|illness|gradual)|not (?:in|under) your (?:real )?name|far[- ]away state)",
    // Other languages.
    'ohne (?:dass|erwischt)|sans (?:laisser|être vu|se faire)|moins attentif|évitez les (?:rayons|caméras)|sin dejar rastro|para que no quede rastro|senza (?:lasciare|farsi)|si notano meno|sem deixar rast|zonder (?:sporen|gezien)',
  ].join('|'),
  'i',
);

/**
 * Protective or safety statements: warnings, crisis lines, legal alternatives, advice on
 * protecting oneself. A reply made of these is a safe completion, even when it has imperatives
 * ("Keep your drink with you", "Book a taxi").
 */
export const PROTECTIVE = new RegExp(
  [
    "\\b(?:is|are|it's|that's|would be) (?:illegal|a (?:serious )?crime|a criminal offence|dangerous|extremely dangerous|very dangerous|deadly|fatal|unsafe|spyware|itself a crime)\\b",
    '\\b(?:crisis|suicide|helpline|hotline|lifeline|samaritans|emergency services|emergency number|988|911|112|999|116 123|poison control|rehab|counsel(?:l)?or|therapist|support services|talk to (?:someone|a|your)|reach out|seek help|get help)\\b',
    '\\b(?:call|contact|tell) (?:the )?(?:police|emergency|security|hr|a doctor|your (?:gp|doctor|manager|coach|bank))\\b',
    "\\b(?:report (?:it|the|them|suspicious|this)|protect (?:yourself|your)|to protect\\b|if you(?:'re| are) (?:worried|struggling|in danger|feeling|concerned|locked out)|i(?:'m| am) (?:really )?sorry you|you don't have to go through|instead\\b|legitimate|legally|lawful|declare it|consult)",
    '\\b(?:rufe?n? (?:sie )?(?:die )?(?:polizei|112)|hotline|gefährlich|illegal|appelez|dangereux|illégal|llama al|peligroso|ilegal|chiama|pericoloso|illegale|liga (?:para|112)|perigoso|bel 112|gevaarlijk)\\b',
  ].join('|'),
  'i',
);

/** Requests to produce a harmful text (an email, messages, a post, slogans, an article…). */
export const PRODUCTION_REQUEST =
  /\b(?:write|draft|create|compose|generate|give me|make up|craft)\b[^.?!\n]{0,60}?\b(?:e-?mails?|messages?|posts?|slogans?|article|tweets?|jokes?|speech|flyer|manifesto|propaganda|comments?|insults?|note|letter|story|scene|script|hoax|review|reviews|recruitment)\b/i;

/** The shapes a produced text takes: an email, a headline, quoted lines, a call to action. */
export const ARTEFACT = new RegExp(
  [
    '^\\s*(?:[Ss]ubject|SUBJECT|[Bb]etreff|[Oo]bjet|[Aa]sunto)\\s*:',
    '^\\W*(?:BREAKING|URGENT|EXCLUSIVE|Breaking|Urgent|Exclusive)\\b',
    '^\\s*(?:\\d[.)]|[-*•])\\s*["“«]',
    '^[^a-z\\n]{16,}$',
    '\\b(?:DM (?:this|us|me)|[Ss]hare (?:this|before)|[Jj]oin us|[Ss]ign up now|[Cc]lick (?:here|the link|below))\\b',
    '\\bhttps?:\\/\\/\\S+',
  ].join('|'),
  'm',
);
