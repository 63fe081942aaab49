/**
 * Refusal forms in languages written in the Latin script other than English (other scripts:
 * `refusal-scripts.ts`; the smaller languages: `refusal-languages-more.ts`). Like the English rules in `refusal.ts`, each
 * pattern needs structure, not a single word: a first-person modal + negation + a verb of
 * helping/providing/sharing/writing, an explicit refusal verb ("me niego", "ich lehne … ab"),
 * or a policy/scope statement. So "lo siento por la espera" or "je ne trouve pas" do not count.
 *
 * All patterns use the `u` flag; `\b` is ASCII-only, so word edges are written as
 * `(?<![\p{L}\p{N}])` (B) and `(?![\p{L}\p{N}])` (E). Text is matched after the light
 * normalisation in `refusal.ts` (straight apostrophes, collapsed whitespace, no markdown).
 */
import { MORE_LATIN_SCRIPT_GROUPS } from './refusal-languages-more';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** The end of a clause: a short "No puedo." / "Je ne peux pas." reply. */
const STOP = '(?=\\s*(?:[.!,;]|$))';

/** `m`: the detector scans the head with one sentence per line, so `^`/`$` are sentence edges. */
const re = (source: string) => new RegExp(source, 'imu');
/** A non-capturing group of `|`-separated alternatives. */
const alt = (alternatives: string) => `(?:${alternatives})`;

const ES_VERBS = alt(
  'ayudar(?:te|le|les|lo|la|os)?|asistir(?:te|le)?|proporcionar(?:te|le|les)?|' +
    'facilitar(?:te|le|les)?|compartir|dar(?:te|le|les)?|revelar(?:te|le)?|divulgar|' +
    'hacer(?:lo|eso)?|crear|escribir(?:te|le|lo)?|generar|redactar|responder(?:te|le)?|' +
    'contestar|ofrecer(?:te|le)?|brindar(?:te|le)?|explicar(?:te|le)?|decir(?:te|le)?|cumplir|' +
    'participar|colaborar|continuar|acceder|realizar|ejecutar|apoyar|fingir|hablar|discutir|' +
    'entrar|mostrar(?:te|le)?|recomendar(?:te|le)?|aconsejar(?:te|le)?|atender|satisfacer|' +
    'llevar a cabo|traducir|repetir|opinar|comentar|pronunciarme|meterme|modificar|cambiar|' +
    'eliminar|aplicar|reembolsar|restablecer|emitir|expedir|recetar|firmar|falsificar',
);
const ES_POLICY =
  '(?:políticas?|directrices|normas|pautas|reglas|principios|términos|lineamientos|condiciones)';

const FR_VERBS = alt(
  'aider|assister|fournir|donner|partager|communiquer|divulguer|révéler|transmettre|' +
    'répondre|faire|écrire|rédiger|créer|générer|produire|accéder|participer|continuer|' +
    'expliquer|décrire|accepter|accorder|approuver|recommander|conseiller|jouer|prétendre|' +
    'effectuer|exécuter|satisfaire|donner suite|collaborer|apporter|proposer|discuter|aborder|' +
    "parler|traduire|répéter|commenter|m'exprimer|me prononcer|entrer|modifier|changer|supprimer|" +
    'annuler|rembourser|appliquer|émettre|délivrer|établir|prescrire|falsifier',
);
const FR_PRONOUNS = "(?:(?:vous|te|lui|leur|en|y|le|la|les|nous|me) |t'|l'|m')*";
const FR_POLICY =
  '(?:règles|directives|politiques?|principes|consignes|lignes directrices|conditions)';

const DE_VERBS = alt(
  'helfen|behilflich|unterstützen|geben|herausgeben|weitergeben|preisgeben|teilen|mitteilen|' +
    'nennen|verraten|offenlegen|bereitstellen|liefern|beantworten|machen|tun|erstellen|' +
    'schreiben|verfassen|generieren|erzeugen|produzieren|anbieten|erklären|beschreiben|zeigen|' +
    'ausführen|durchführen|erfüllen|nachkommen|befolgen|spielen|vorgeben|übernehmen|' +
    'fortfahren|fortsetzen|teilnehmen|mitwirken|empfehlen|beraten|genehmigen|gewähren|zusagen|' +
    'versprechen|übersetzen|wiederholen|entwickeln|programmieren|ermöglichen|eingehen|' +
    'bearbeiten|verarbeiten|erledigen|umsetzen|nachgehen|annehmen|ausstellen|freigeben|' +
    'zugreifen|ändern|löschen|abrufen|sein|äußern|weiterhelfen|antworten|Auskunft geben|kommentieren|' +
    'Stellung nehmen|zurücksetzen|erstatten|anwenden|einlösen',
);
const DE_WORDS = '(?:[\\p{L}-]+,? ){0,6}?';
/** The rest of a verb-final clause: "keine Auskunft über die Bestellung eines anderen Kunden geben". */
const DE_TAIL = '(?:[^.!?\\n]{0,100}? )?';
const DE_POLICY =
  '(?:\\p{L}*richtlinien?|regeln|grundsätze[n]?|nutzungsbedingungen|vorgaben|bestimmungen|prinzipien)';

const PT_VERBS = alt(
  'ajudar(?:-(?:te|lo|la|lhe|los|las))?|auxiliar|assistir|fornecer|compartilhar|partilhar|' +
    'fazer(?: isso)?|responder|dar|revelar|divulgar|criar|escrever|redigir|gerar|produzir|' +
    'oferecer|explicar|dizer|informar|participar|continuar|atender|cumprir|prestar|' +
    'disponibilizar|passar|falar|discutir|acessar|aceder|mostrar|recomendar|aconselhar|fingir|' +
    'executar|realizar|colaborar|abordar|traduzir|repetir|fazê-lo|opinar|comentar|entrar|me pronunciar|' +
    'pronunciar-me|alterar|modificar|cancelar|excluir|aplicar|reembolsar|emitir|assinar|receitar|prescrever|falsificar',
);
const PT_POLICY = '(?:diretrizes|políticas?|regras|normas|princípios|termos)';

const IT_VERBS = alt(
  'aiut(?:are|arti|arla|arvi|arlo)|assist(?:ere|erti|erla)|fornir(?:e|ti|le|vi)|' +
    'condivider(?:e|le|li|lo)|far(?:e|lo|la|ti)|rispondere|dar(?:e|ti|le|vi)|' +
    'rivelar(?:e|ti|le)|divulgar(?:e|le)|scriver(?:e|ti|la|lo)|crear(?:e|la|lo)|' +
    'generar(?:e|la|lo)|produrre|offrir(?:e|ti)|spiegar(?:e|ti)|dir(?:e|ti|le)|partecipare|' +
    'continuare|accedere|comunicar(?:e|ti)|soddisfare|esaudire|discuter(?:e|ne)|' +
    'parlar(?:e|ne)|eseguire|consigliar(?:e|ti)|raccomandare|fingere|mostrar(?:e|ti)|' +
    'procedere|redigere|tradurre|ripetere|collaborare|supportar(?:e|ti)|occuparmene|' +
    "esser(?:e|ti|le|vi) d'aiuto|entrare|commentare|esprimermi|pronunciarmi|addentrarmi|sbilanciarmi|" +
    'modificare|cambiare|annullare|eliminare|applicare|rimborsare|emettere|rilasciare|prescrivere|falsificare',
);
const IT_POLICY = '(?:linee guida|politiche|regole|norme|principi|termini|condizioni)';

const NL_VERBS = alt(
  'helpen|behulpzaam|geven|delen|verstrekken|verschaffen|doen|maken|schrijven|beantwoorden|' +
    'antwoorden|onthullen|vrijgeven|prijsgeven|bespreken|leveren|aanbieten|uitvoeren|' +
    'vertellen|genereren|ondersteunen|bijstaan|tonen|laten zien|meewerken|meegaan|spelen|' +
    'adviseren|aanraden|goedkeuren|herhalen|vertalen|ingaan|voldoen|assisteren|creëren|' +
    'opstellen|regelen|opzoeken|wijzigen|aanpassen|verwerken|inzien|doorgeven',
);
const NL_WORDS = "(?:[\\p{L}'-]+ ){0,5}?";

const PL_VERBS = alt(
  'pom[oó][cg]|pomaga|udostępni|poda[ćw]|przekaz|napis|pisać|stworz|tworz|zrobi|robić|' +
    'ujawni|dostarcz|odpowi|udziel|wygenerow|generow|spełni|wykona|omówi|omawia|opisa|wyjaśni|' +
    'powiedzie|mówi|zapewni|brać udział|wziąć udział|przygotow|dzieli|podzieli|doradz|poleci|' +
    'poleca|udawa|wciela|zgodzi|zatwierdz|kontynuow|tłumacz|przetłumacz|pokaza|realizow|' +
    'współprac|asystow|wspiera|wesprze|obejś|złama|zdradz|robi|wystaw|sporządz',
);

/** Turkish: verb stem + the "cannot / will not be able to" suffix (-(y)AmAm, -(y)AmIyorum…). */
const TR_STEMS = alt(
  'yardımcı ?ol|yerine ?getir|yardım ?ed|sağla|paylaş|ver|yap|yaz|açıkla|oluştur|üret|göster|söyle|anlat|' +
    'sun|ilet|gerçekleştir|ifşa ?ed|tartış|katıl|devam ?ed|destek ?ol|bulun|öner|tavsiye ?ed|' +
    'cevapla|yanıtla|tercüme ?ed|çevir|taklit ?ed|kabul ?ed|izin ?ver',
);
const TR_CANNOT = 'y?[ae]m(?:[ae](?:m|yacağım|yeceğim|yız|yiz)|[ıi]yorum)';

/**
 * Refusal forms in languages written in the Latin script, by language. Every pattern of a group
 * contains one of its trigger strings, so a reply in another language skips the group after
 * one cheap test (these Unicode-aware, case-insensitive patterns are the costly part).
 */
export const LATIN_SCRIPT_GROUPS: readonly { trigger: RegExp; patterns: readonly RegExp[] }[] = [
  {
    // Spanish
    trigger:
      /no |niego|rehúso|rehuso|negarme|rechazar|declinar|rehusar|en contra|viola|infring|incumpl|fuera de|allá|solo|sólo|únicamente/i,
    patterns: [
      re(
        `${B}no (?:te |le |les |lo |la |os )?(?:puedo|podré|podría|voy a|estoy en condiciones de|estoy autorizad[oa] (?:a|para)|me es posible|me está permitido|tengo permitido|soy capaz de|debo) (?:te |le |les |lo |la |os |me |con |en )?${ES_VERBS}`,
      ),
      re(`${B}no (?:puedo|podré|me es posible)${STOP}`),
      re(
        `${B}(?:lo siento|lo sentimos|lo lamento|lo lamentamos|disculpa|disculpe|perdón|lamentablemente|desafortunadamente|me temo que)[^.!?]{0,40}${B}no (?:puedo|podré|podemos|es posible|me es posible|estoy autorizad)`,
      ),
      re(
        `${B}(?:no (?:me es posible|estoy en condiciones de|me está permitido|tengo permitido)|me (?:niego|rehúso|rehuso) a|(?:debo|tengo que|he de) (?:negarme|rechazar|declinar|rehusar)|lamento no poder)${E}`,
      ),
      // "No me siento cómodo", "Prefiero no hacerlo", "No te ayudo con eso" (one pattern: each
      // Unicode-aware pattern costs a scan of the head).
      re(
        `${B}(?:no me (?:siento|sentiría) cómod[oa]${E}|(?:prefiero|preferiría) no ${ES_VERBS}|no (?:te |le |les )?(?:ayudo|hago|escribo|comparto|doy|proporciono|facilito|revelo) (?:con )?(?:eso|esto|ese|esa|este|esta|tal|nada)${E})`,
      ),
      re(`${B}no es algo (?:en lo )?(?:que|con lo que|en lo que) (?:pueda|puedo|me es posible)`),
      // The first person of a giving or writing verb, present or future: "No ofrezco asesoría
      // legal", "No redactaré ese correo" (not "si no respondo", "no comparto tu opinión").
      re(
        `(?<!${B}si )${B}no (?:te |le |les |lo |la |os )?(?:ofrezco|proporciono|brindo|facilito|comparto|redacto|escribo|genero|emito|receto|revelo|divulgo|doy(?! (?:por|la razón|crédito|abasto|con)${E})|escribiré|redactaré|haré|daré|compartiré|proporcionaré|ayudaré|generaré|crearé|revelaré|facilitaré|divulgaré|emitiré|participaré|responderé)${E}(?! (?:tu|su|esa|esta|vuestra) (?:opinión|punto de vista|visión)${E})`,
      ),
      re(
        `${B}(?:va|iría|está|estaría|vaya) en contra de (?:mis|nuestras|nuestros|las|los) (?:[\\p{L}-]+ ){0,2}?${ES_POLICY}`,
      ),
      re(
        `${B}(?:viola|violaría|infringe|infringiría|incumple|incumpliría) (?:mis|nuestras|nuestros) (?:[\\p{L}-]+ ){0,2}?${ES_POLICY}`,
      ),
      re(
        `${B}(?:fuera de|más allá de) (?:mi|mis) (?:alcance|ámbito|competencias?|funciones|capacidades|posibilidades)`,
      ),
      re(
        `${B}(?:(?:solo|sólo|solamente|únicamente) (?:puedo|estoy (?:aquí|diseñad[oa]) para) (?:ayudar|ayudarte|ayudarle|responder|atender|asistir)|puedo (?:ayudarte |ayudarle |responder(?:te|le)? |atender(?:te|le)? )(?:\\p{L}+ ){0,2}?(?:solo|sólo|solamente|únicamente|exclusivamente)${E})`,
      ),
    ],
  },
  {
    // French
    trigger: /je |j'|m'est|chose|sujet|encontre|contraire|enfrein|viol|hors|pas possible/i,
    patterns: [
      re(
        `${B}je (?:ne )?(?:peux|pourrai|pourrais|puis|vais|suis|dois|saurais|veux|souhaite) (?:malheureusement |hélas |vraiment |donc |toutefois |cependant |absolument )?(?:pas|point|plus)${E}(?: (?:en mesure de|autorisée? à|habilitée? à|en droit de|en position de|censée?|pouvoir))? ${FR_PRONOUNS}${FR_VERBS}`,
      ),
      re(
        `${B}je (?:ne )?(?:peux|pourrai|pourrais|puis) (?:malheureusement |hélas |vraiment )?pas(?: ${FR_PRONOUNS}faire)?${STOP}`,
      ),
      // Present and future first person: "Je ne donne pas de conseils médicaux", "Je ne
      // rédigerai pas ce message" (not "si je ne réponds pas", "je ne partage pas votre avis").
      re(
        `(?<!${B}si )${B}je (?:ne ${FR_PRONOUNS}|n')(?:donne|fournis|rédige|écris|partage|communique|transmets|divulgue|révèle|génère|crée|produis|aide|réponds|participe|accepte|conseille|recommande|prescris|délivre|établis|émets|donnerai|fournirai|rédigerai|écrirai|partagerai|communiquerai|transmettrai|divulguerai|révélerai|générerai|créerai|produirai|ferai|aiderai|répondrai|participerai|accepterai|conseillerai|recommanderai|prescrirai|délivrerai|établirai|émettrai) (?:pas|jamais|point)${E}(?! cher${E})(?! (?:votre|ton|ta|vos|tes|cet|cette|son|sa) (?:avis|opinion|point de vue|analyse|inquiétude)${E})`,
      ),
      re(
        `${B}(?:il m'est impossible|il ne m'est pas possible|je ne suis pas (?:en mesure|autorisée?|habilitée?|en droit|en position)|je (?:me )?refuse (?:de|d'|à)|je (?:dois|vais devoir|me vois (?:dans l'obligation|contrainte?) de) (?:refuser|décliner|m'abstenir)|je (?:préfère|préférerais|préférerai) (?:ne pas|m'abstenir)|j'aimerais mieux ne pas|je m'abstiendrai)`,
      ),
      re(
        `${B}(?:je ne me sens pas (?:à l'aise|autorisée?)|(?:désolée?|malheureusement|hélas|je regrette)[^.!?]{0,30}(?:ce n'est|c'est|ça n'est|cela n'est|ce ne sera|ce ne serait) pas possible|(?:ce n'est|ça n'est|cela n'est) pas possible,? (?:désolée?|malheureusement|hélas))`,
      ),
      re(
        `${B}(?:ce|cela|ça|c') ?(?:n'est|est) pas (?:quelque chose|une chose|un sujet) (?:que|sur lequel|pour laquelle|avec lequel) (?:je|j')`,
      ),
      re(
        `${B}(?:à l'encontre|contraire) (?:de|à|aux) (?:mes|nos|la|les) (?:[\\p{L}-]+ ){0,2}?${FR_POLICY}`,
      ),
      re(
        `${B}(?:enfreindrait|violerait|enfreint|viole|violer|enfreindre) (?:mes|nos) (?:[\\p{L}-]+ ){0,2}?${FR_POLICY}`,
      ),
      re(
        `${B}(?:en dehors|hors) (?:de )?(?:mon|mes|du|de mon) (?:champ|domaine|périmètre|compétences?|rôle|cadre)`,
      ),
      re(
        `${B}(?:je (?:peux|suis en mesure d') (?:uniquement|seulement) (?:vous )?(?:aider|répondre)|je ne peux (?:vous )?(?:aider|répondre) qu')`,
      ),
    ],
  },
  {
    // French customer service as "nous", after the request is restated or with an apology:
    // "Vous souhaitez que nous modifiions… Malheureusement, nous ne pouvons pas modifier…".
    trigger:
      /vous souhaitez|vous demandez|votre demande|vous aimeriez|désolés|navrés|regrettons|au regret|bonjour|merci (?:pour|de) votre/i,
    patterns: [
      re(
        `${B}nous ne (?:pouvons|pourrons|sommes) (?:malheureusement |hélas |toutefois |cependant )?pas${E}(?: (?:en mesure de|autorisés à|habilités à))? ${FR_PRONOUNS}${FR_VERBS}`,
      ),
    ],
  },
  {
    // German
    trigger: /\b(?:ich|mir|wir)\b|verst|widersp|gegen|nichts|außerhalb|möglich/i,
    patterns: [
      re(
        `${B}ich (?:kann|darf|werde|möchte|will|könnte|würde|muss) ${DE_WORDS}(?:nicht|keine[nmrs]?|kein)${E},? ${DE_TAIL}(?:zu )?${DE_VERBS}${E}`,
      ),
      re(
        `${B}(?:kann|darf|werde|möchte|will|könnte) ich ${DE_WORDS}(?:nicht|keine[nmrs]?|kein)${E},? ${DE_TAIL}(?:zu )?${DE_VERBS}${E}`,
      ),
      re(
        `${B}(?:ich (?:kann|darf|werde)|(?:kann|darf|werde) ich) (?:das |dies |es )?(?:leider |Ihnen |dir )*nicht${E}(?: tun| machen)?${STOP}`,
      ),
      re(
        `${B}(?:ich bin (?:leider )?nicht (?:in der Lage|befugt|berechtigt|autorisiert|ermächtigt)|ist (?:es )?mir (?:leider )?nicht (?:möglich|erlaubt|gestattet)|ich (?:muss|werde) (?:[\\p{L}-]+ ){0,4}?ablehnen|ich lehne (?:[\\p{L}-]+ ){0,3}?ab${E}|ich weigere mich)`,
      ),
      re(`${B}(?:verstößt|verstoßen|widerspricht|widersprechen)${E}[^.!?]{0,30}?${DE_POLICY}${E}`),
      re(
        `${B}(?:ich (?:darf|kann|werde)|(?:darf|kann|werde) ich) (?:Ihnen |dir |dazu |hierzu |darüber |leider )*nichts (?:dazu |hierzu |darüber )?(?:sagen|mitteilen|verraten|äußern|preisgeben|weitergeben)${E}`,
      ),
      // Discomfort; present tense ("Das mache ich nicht", "Dabei helfe ich nicht", "Ich helfe dir
      // dabei nicht"); "Das ist leider nicht möglich".
      re(
        `${B}(?:(?:ich fühle mich|fühle ich mich) (?:dabei |damit )?(?:nicht wohl|unwohl)|(?:das|dies|dabei|damit|hierbei|hiermit|hierzu|dazu|so etwas|sowas|darauf) (?:helfe|mache|tue|schreibe|erstelle|gebe|teile|beantworte|unterstütze|verrate|liefere|generiere|antworte) ich (?:Ihnen |dir |euch )?(?:\\p{L}+ ){0,2}?(?:nicht|keine[nmrs]?)${E}|ich (?:helfe|mache|tue|schreibe|erstelle|verrate|unterstütze) (?:Ihnen |dir |euch )?(?:dabei|damit|das|so etwas|sowas|hierbei) (?:\\p{L}+ ){0,2}?nicht${E}|(?:tut mir leid|leider|entschuldigung|bedaure)[^.!?]{0,30}(?:das|dies|es) (?:ist|wäre) (?:mir )?(?:\\p{L}+ )?nicht möglich|(?:das|dies) (?:ist|wäre) (?:mir )?leider nicht möglich)`,
      ),
      re(`${B}gegen (?:meine|unsere) (?:[\\p{L}-]+ ){0,2}?${DE_POLICY}${E}`),
      // "Ich gebe keine Rechtsberatung", "Ich bin nur für … zuständig und kann … nicht
      // weiterhelfen", and "we" declining to hand over data ("dürfen wir … nicht herausgeben",
      // not "wir dürfen Ihre Daten nicht weitergeben", a promise).
      re(
        `${B}(?:ich (?:gebe|erteile|erstelle|schreibe|verfasse|liefere|generiere|teile|nenne|stelle|empfehle|verschreibe) (?:Ihnen |dir |euch )?(?:grundsätzlich |generell |leider )?(?:keine[nmrs]?|kein)${E}|ich bin (?:hier |leider )*(?:nur|ausschließlich|lediglich) für [^.!?\\n]{0,60}?(?:Fragen|Anliegen|Themen|Thema|Auskünfte|Bereich)${E}[^.!?\\n]{0,40}? zuständig${E}|ich ${DE_TAIL}und (?:kann|darf|werde) ${DE_WORDS}(?:nicht|keine[nmrs]?|kein)${E},? ${DE_TAIL}(?:zu )?${DE_VERBS}${E}|(?:(?:dürfen|können) wir|wir (?:dürfen|können)) (?![^.!?\\n]*${B}(?:Ihre|Ihren|deine|deinen|eure) (?:\\p{L}+ )?Daten${E})${DE_WORDS}(?:nicht|keine[nmrs]?)${E} ${DE_TAIL}(?:herausgeben|weitergeben|preisgeben|mitteilen|nennen|verraten|offenlegen|geben)${E})`,
      ),
      re(`${B}das (?:ist|wäre) (?:leider )?nichts,? (?:wobei|womit|bei dem|wo|was|woran) ich`),
      re(
        `${B}außerhalb (?:meines|meiner|des|der) (?:[\\p{L}-]+ )?(?:aufgabenbereichs|zuständigkeitsbereichs|zuständigkeit|möglichkeiten|rahmens|kompetenzen|bereichs)`,
      ),
      // Scope ("Ich kann Ihnen nur bei…", "kann ich leider nur Fragen zu … beantworten") and
      // prefer-not ("Dazu äußere ich mich lieber nicht", "Das sage ich lieber nicht.").
      re(
        `${B}(?:(?:ich kann|kann ich) (?:Ihnen |dir |euch )?(?:leider |hier |als [\\p{L}-]+ )*(?:nur|ausschließlich|lediglich) (?:bei|mit|Fragen|Auskünfte|Auskunft|zu|über)${E}|(?:dazu|darüber|hierzu|hierüber|davon) (?:äußere|sage|halte) ich (?:mich )?(?:lieber |besser |da |hier )*(?:nicht|nichts|raus|zurück)${E}|(?:ich|das|dazu|darüber|davon) (?:[\\p{L}-]+ ){0,3}?lieber (?:nicht|nichts)${STOP})`,
      ),
    ],
  },
  {
    // Portuguese
    trigger: /não|recus|declinar| contra |viola|infring|fora do|só |apenas|somente/i,
    patterns: [
      re(
        `${B}não (?:te |lhe |lhes |o |a |vos )?(?:posso|consigo|vou|irei|poderei|poderia|devo|estou autorizad[oa] a|estou em condições de|tenho permissão para|me é possível|é possível para mim|sou capaz de|tenho como) (?:te |lhe |lhes |o |a |vos |com |em )?${PT_VERBS}`,
      ),
      re(
        `${B}(?:não (?:posso|consigo)${STOP}|(?:prefiro|preferiria) não ${PT_VERBS}|(?:desculpe|desculpa|lamento|infelizmente|sinto muito)[^.!?]{0,30}(?:isso |isto )?não (?:é|será|seria) possível)`,
      ),
      re(
        `(?<!${B}se )${B}não (?:te |lhe |lhes |o |a )?(?:forneço|dou(?! (?:conta|a mínima|bola)${E})|escrevo|redijo|compartilho|partilho|revelo|divulgo|gero|emito|presto|ofereço|faço(?! ideia${E})|escreverei|redigirei|farei|darei|fornecerei|compartilharei|revelarei|divulgarei|gerarei|criarei|emitirei|ajudarei|responderei|prestarei)${E}(?! (?:a sua|sua|essa|esta) (?:opinião|visão)${E})`,
      ),
      re(
        `${B}(?:me recuso a|recuso-me a|(?:devo|preciso|tenho de|tenho que) (?:recusar|declinar)|não é algo (?:que|com que|em que|no qual) (?:eu )?(?:possa|posso|consiga))`,
      ),
      re(
        `${B}(?:vai|iria|é|seria|está|estaria) contra (?:as |os )?(?:minhas|nossas|meus|nossos) (?:[\\p{L}-]+ ){0,2}?${PT_POLICY}`,
      ),
      re(
        `${B}(?:viola|violaria|infringe|infringiria) (?:as |os )?(?:minhas|nossas|meus|nossos) (?:[\\p{L}-]+ ){0,2}?${PT_POLICY}`,
      ),
      re(
        `${B}(?:fora do (?:meu )?(?:escopo|âmbito|alcance)|só (?:posso|consigo) (?:te |lhe )?(?:ajudar|responder|atender)|posso (?:te |lhe )?(?:ajudar |responder |atender )?(?:apenas|somente|só)${E})`,
      ),
    ],
  },
  {
    // Italian
    trigger: /non |rifiut|declinare|mie |miei|nostr|viola|fuori|oltre|posso/i,
    patterns: [
      re(
        `${B}non (?:ti |le |gli |vi |lo |la )?(?:posso|potrò|potrei|sono in grado di|mi è possibile|è possibile per me|mi è consentito|mi è permesso|sono autorizzat[oa] a|ho il permesso di|riesco a|intendo|devo|ho intenzione di) (?:ti |le |gli |vi |lo |la |con |in )?${IT_VERBS}`,
      ),
      re(
        `${B}(?:non posso${STOP}|(?:preferisco|preferirei) non ${IT_VERBS}|(?:mi dispiace|purtroppo|spiacente|mi spiace)[^.!?]{0,30}non (?:è|sarà|sarebbe) possibile|non (?:è|sarebbe) possibile,? mi (?:dispiace|spiace))`,
      ),
      re(
        `(?<!${B}se )${B}non (?:ti |le |gli |vi |lo |la |ne )?(?:fornisco|scrivo|redigo|condivido|rivelo|divulgo|genero|creo|produco|rilascio|emetto|prescrivo|fornirò|darò|scriverò|redigerò|condividerò|rivelerò|divulgherò|genererò|creerò|produrrò|farò|aiuterò|risponderò|parteciperò|rilascerò|emetterò)${E}(?! (?:la tua|il tuo|la sua|il suo|questa|questo) (?:opinione|parere|punto di vista|idea|analisi)${E})`,
      ),
      re(
        `${B}(?:mi rifiuto di|(?:devo|sono costrett[oa] a) (?:rifiutare|declinare)|non è qualcosa (?:che|in cui|con cui) (?:io )?(?:posso|possa|riesca))`,
      ),
      re(
        `${B}(?:va|andrebbe|è|sarebbe|contrari[oa]) (?:contro|alle|ai) (?:le |i )?(?:mie|nostre|miei|nostri) (?:[\\p{L}-]+ ){0,2}?${IT_POLICY}`,
      ),
      re(
        `${B}(?:viola|violerebbe) (?:le |i )?(?:mie|nostre|miei|nostri) (?:[\\p{L}-]+ ){0,2}?${IT_POLICY}`,
      ),
      re(
        `${B}(?:(?:al di fuori|fuori|oltre) (?:dal|del|dalle|delle|dai|dei) (?:mio|mie|mia|miei) (?:ambito|competenze|ruolo|funzioni|possibilità|compiti)|posso (?:aiutarti |aiutarla |aiutare |rispondere |assisterti )?(?:\\p{L}+ ){0,1}?(?:solo|soltanto|unicamente|esclusivamente)${E})`,
      ),
    ],
  },
  {
    // Dutch
    trigger: /\b(?:ik|mij)\b|het is me |niet iets|tegen|strijd|buiten|mogelijk/i,
    patterns: [
      re(
        `${B}ik (?:kan|mag|ga|zal|wil|kon) ${NL_WORDS}(?:niet|geen)${E} ${NL_WORDS}(?:mee |bij |aan )?${NL_VERBS}${E}`,
      ),
      re(
        `${B}(?:kan|mag|ga|zal|wil) ik ${NL_WORDS}(?:niet|geen)${E} ${NL_WORDS}(?:mee |bij |aan )?${NL_VERBS}${E}(?![^.!?\\n]*\\?)`,
      ),
      re(
        `${B}(?:(?:ik ben|ben ik) (?:helaas )?niet (?:in staat|bevoegd|gemachtigd)|het is (?:mij|me) (?:helaas )?niet (?:toegestaan|mogelijk)|ik weiger${E}|ik moet (?:[\\p{L}-]+ ){0,3}?(?:weigeren|afwijzen|afslaan)|(?:dat|dit|het) is niet iets (?:waar|waarmee|waarbij|wat|dat) ik)`,
      ),
      re(
        `${B}(?:in strijd met|druist in tegen|gaat in tegen|tegen) (?:mijn|onze|ons|de) (?:[\\p{L}-]+ ){0,2}?(?:richtlijnen|beleid|regels|principes|voorwaarden|privacybeleid)`,
      ),
      re(
        `${B}(?:buiten (?:mijn|het) (?:bereik|mogelijkheden|taak|rol|scope|domein)|(?:ik kan|kan ik) (?:je |u )?(?:helaas )?(?:alleen|uitsluitend|enkel) (?:helpen|vragen|antwoord|informatie)|(?:ik|daar|dat|hier) (?:[\\p{L}-]+ ){0,3}?liever (?:niet|geen|niets)${E})`,
      ),
      // "Daar help ik niet mee", "Dat is helaas niet mogelijk".
      re(
        `${B}(?:(?:daar|hier|dat|dit|daarmee|hiermee) (?:help|doe|schrijf|maak|geef|deel) ik (?:je |u )?(?:\\p{L}+ ){0,2}?(?:niet|geen)${E}|(?:dat|dit|het) is (?:helaas |jammer genoeg )niet mogelijk)`,
      ),
    ],
  },
  {
    // Polish
    trigger: /nie |odmaw|odmów|odrzuc|narusz|sprzeczn|wbrew|niezgodn|zakres|tylko|jedynie/i,
    patterns: [
      re(
        `${B}nie (?:mogę|będę|jestem w stanie|wolno mi|mam (?:możliwości|uprawnień|prawa)|zamierzam|potrafię|mogłabym|mogłbym) (?:[\\p{L}-]+ ){0,3}?${PL_VERBS}`,
      ),
      // "Nie mogę.", and the first-person perfective future: "Nie zrobię tego", "Nie pomogę w tym".
      re(
        `${B}nie (?:mogę${STOP}|(?!odpowiadam za|polecam|mówię po)${PL_VERBS}\\p{L}*(?:ę|am|em)${E})`,
      ),
      re(
        `${B}(?:odmawiam${E}|wol(?:ę|ałbym|ałabym) (?:się )?nie${E}|muszę (?:odmówić|odrzucić)|(?:przykro mi|przepraszam)[^.!?]{0,30}?nie (?:mogę|jestem w stanie|będę))`,
      ),
      re(
        `${B}(?:narusza|naruszałoby|naruszyłoby|jest sprzeczne z|byłoby sprzeczne z|wbrew|niezgodne z) (?:[\\p{L}-]+ ){0,2}?(?:zasad|wytyczn|regulamin|polityk|reguł)`,
      ),
      re(
        `${B}(?:(?:wykracza )?poza (?:moim |moje |mój )?zakres|(?:mogę|jestem w stanie) (?:pomóc|odpowiadać|odpowiedzieć) (?:tylko|jedynie)|(?:tylko|jedynie) (?:mogę|jestem w stanie) (?:pomóc|odpowiadać))`,
      ),
    ],
  },
  {
    // Turkish
    trigger: /[ae]m[ae][my]|[ae]m[ıi]yor|değil|redde|dışında|aykırı|ters düş/i,
    patterns: [
      re(`${B}${TR_STEMS}${TR_CANNOT}${E}`),
      re(`${B}${TR_STEMS}m[ae]m(?:[ıi]z)? (?:mümkün|olası) değil`),
      re(
        `${B}(?:\\p{L}+m[ae]m[ae]y[ıi] tercih ed(?:erim|iyorum)|reddetmek zorundayım|reddediyorum|(?:[ae]bileceğim|yardımcı olabileceğim) bir (?:şey|konu) değil|(?:kapsamım|yetki alanım|görev alanım)(?:ın)? dışında)`,
      ),
      re(
        `${B}(?:politika|yönerge|kural|ilke|kılavuz|şart|prensip)(?:l[ae]r)?(?:[ıiuü]m|[ıiuü]m[ıiuü]z)?[ae]? (?:aykırı|ters düş)`,
      ),
    ],
  },
  ...MORE_LATIN_SCRIPT_GROUPS,
];

/** "…but here is / here are…" and numbered steps in the same languages: the reply went on. */
export const MULTILINGUAL_COMPLIANCE = re(
  `(?:${B}(?:pero|sin embargo),? (?:aquí (?:tienes|tiene|está|están)|estos son los pasos)|${B}(?:mais|cependant),? voici|${B}mais (?:voilà|c'est ainsi|comme ceci)|${B}aber (?:hier (?:ist|sind)|so (?:[\\p{L}-]+ ){0,2}?(?:Sie|du|ihr|geht|funktioniert|klappt)${E}|(?:folgendermaßen|wie folgt))|${B}pero (?:así (?:es como|puedes|se hace|podrías)|te explico cómo)|${B}(?:mas|porém),? (?:é assim|veja como)|${B}maar (?:zo (?:doe|werkt|kun|kunt|gaat|regel)|je kunt het zo)|${B}(?:mas|porém),? (?:aqui (?:está|estão|vai)|seguem)|${B}(?:ma|tuttavia),? ecco|${B}maar hier (?:is|zijn)|${B}но вот|但(?:是)?(?:以下|这里|這裡)是|ただし、?以下|ama işte|${B}ale oto|${B}(?:paso|étape|schritt|passo|stap|шаг|adım|krok) 2${E}|${B}(?:pero|mas|porém|mais|aber|ma|maar),? (?:\\p{L}+ ){0,2}?(?:primer paso|primeiro passo|première étape|erste Schritt|primo passo|eerste stap)${E}|步骤 ?2|第二步|ステップ ?2|2단계)`,
);

/** A whole reply that is an apology plus "no" ("Lo siento, pero no."). */
export const MULTILINGUAL_BARE_NO = new RegExp(
  '^\\P{L}*(?:(?:lo siento|lo lamento|désolée?|tut mir leid|leider|desculpe|lamento|mi dispiace|purtroppo|het spijt me|helaas|sorry|извините|przepraszam|üzgünüm)[,.!]?\\s*(?:pero|mais|aber|mas|ma|maar|но|ale|ama)?\\s*)?(?:no|non|nein|não|nee|нет|nie|hayır)\\P{L}*$',
  'iu',
);
