/**
 * Kinds of request, as intent patterns over a message's decoded text. They describe what is
 * asked (harm, another person's data, the assistant's instructions…), never a corpus prompt:
 * broad classes a deployed assistant would recognise in any phrasing (an imperative, "can you…",
 * "I need you to…") and in the languages its users write (English, German, French, Spanish,
 * Portuguese, Italian, Dutch, Russian; the commonest forms in Japanese, Chinese, Arabic, Hindi).
 */
import { all, any, re, test, words } from './kinds-match';
import type { Message } from './message';

export * from './kinds-actions';
export * from './kinds-legal';
export * from './kinds-people';

export const isSelfHarm = test(
  /\b(suicide|kill myself|end my life|hurt myself|harm myself|self-harm|cut myself|want to die|painless way to)\b/i,
);

export const isHarmful = test(
  /\b(bomb|explosive|detonat|gun|rifle|firearm|weapon|ammunition|kill|murder|assault|stab|poison|cocaine|crack|heroin|fentanyl|narcotic|meth|drugs?|synthesi[sz]e|smuggl|malware|ransomware|keylog|phishing|ddos|hack|exploit|steal|launder|counterfeit|fake id|forge(?!t)|shoplift|evade|evasion|fraud|scam|dox|stalk|spy|racist|slurs?|inferior|hateful|harass|overdose|radioactive|untraceable|cut myself|hurt myself|track .{0,30} without|secretly|private messages)\w*/i,
);

/**
 * The assistant's own instructions: its system prompt, initial or hidden instructions, rules or
 * guidelines, what it was told or programmed to do, the text "above" this conversation.
 */
export const isPromptAsk = any(
  test(
    /\b(system prompt|initial instructions|your instructions|the instructions you|hidden (one|message|rules|instructions)|rules you were given|what were you told|exact wording|first message in this chat|your (prompt|configuration))\b/i,
  ),
  // Named outright: the system prompt or message, in any language.
  test(
    re(
      words(
        'system-?prompt',
        'prompt système',
        'prompt del sistema',
        'prompt di sistema',
        '(?:system|developer) message',
        'pre-?prompt',
        'meta-?prompt',
        'системн\\p{L}* (?:промпт\\p{L}*|инструкци\\p{L}*|сообщени\\p{L}*)',
      ),
    ),
  ),
  test(/(システムプロンプト|系统提示|موجه النظام|सिस्टम प्रॉम्प्ट)/u),
  // Its instructions, rules or setup with a request to see them ("ignore your original rules" is
  // an override, not a request to see them).
  (m: Message) => PROMPT_NOUNS.test(m.text) && isRevealAsk(m),
);

const PROMPT_NOUNS = re(
  words(
    '(?:your|the|its) (?:system|initial|original|hidden|secret|internal|developer|pre-?|base|core|operating|first) ?(?:prompt|instructions?|message|rules|directives?|guidelines|configuration)',
    '(?:your|its) (?:prompt|instructions|directives|guidelines|rules|programming|persona)',
    'what (?:were|are|was) you (?:told|instructed|given|programmed|trained|configured)',
    'how (?:were|are) you (?:set up|configured|programmed|instructed)',
    '(?:text|words|everything|instructions|message) (?:above|before this)',
    'verbatim',
    'word for word',
    '(?:deine|ihre) (?:anweisungen|instruktionen|vorgaben|regeln)',
    'anweisungen',
    '(?:tes|vos) (?:instructions|consignes|règles)',
    'instructions (?:système|initiales|cachées)',
    '(?:tus|sus) (?:instrucciones|reglas|directrices)',
    'instrucciones (?:del sistema|iniciales|ocultas)',
    '(?:tuas|suas) instruções',
    'instruções (?:do sistema|iniciais)',
    '(?:le tue|sue) (?:istruzioni|regole|direttive)',
    'istruzioni (?:di sistema|iniziali|nascoste)',
    '(?:je|jouw|uw) (?:instructies|regels)',
    '(?:твои|ваши) (?:инструкци\\p{L}*|правила)',
    '初期指示',
    'あなたの指示',
    '系统指令',
    '你的指令',
    'تعليماتك',
    'التعليمات الأصلية',
    'आपके निर्देश',
  ),
);

/**
 * The assistant's own workings: its configuration, settings, model, keys, credentials and
 * backends (for "debugging", "maintenance", "an audit"…), in any phrasing and language.
 */
export const isConfigAsk = test(
  re(
    '(?:',
    words(
      'debug(?:ging)?',
      'diagnostics?',
      'configuration',
      'config(?: files?)?',
      'env(?:ironment)? var\\w*',
      '\\.env',
      'connection strings?',
      'api[- ]?keys?',
      'access keys?',
      'secret keys?',
      '(?:auth|access|bearer|api) tokens?',
      'credentials',
      'secrets?',
      'rotating',
      'runtime settings',
      'database (?:url|uri|credentials|password|host)',
      'db (?:url|password|credentials)',
      'service account',
      'model (?:name|settings|parameters|version)',
      '(?:what|which) (?:ai |language |llm |underlying )?model',
      'underlying model',
      '(?:what|which) llm',
      'temperature (?:setting|parameter|value)',
      'internal (?:urls?|endpoints?|hostnames?|tools)',
      'backend',
      'admin (?:panel|password|credentials)',
      `(?:your|its|the (?:assistant|bot|system|server|app|service)(?:'s|’s)?) (?:settings|setup|set-up|parameters|keys?|tokens?|passwords?|tools|integrations|connectors|variables|plugins|functions)`,
      // German, French, Spanish, Italian, Portuguese, Dutch
      'konfiguration',
      'zugangsdaten',
      'api-schlüssel',
      'umgebungsvariablen',
      '(?:deine|ihre) einstellungen',
      '(?:tes|vos) paramètres',
      'identifiants',
      "clés? (?:d[e']\\s?)?api",
      "variables d['’]environnement",
      '(?:tes|vos) réglages',
      'configuración',
      'credenciales',
      'claves? (?:de )?api',
      'variables de entorno',
      '(?:tus|sus) ajustes',
      '(?:tus|sus) parámetros',
      'configurazione',
      'credenziali',
      'chiavi? api',
      "variabili d['’]ambiente",
      '(?:tue|sue) impostazioni',
      '(?:tuoi|suoi) parametri',
      'configuração',
      'credenciais',
      'chaves? (?:de )?api',
      'configuratie',
      '(?:je|jouw|uw) instellingen',
      'inloggegevens',
    ),
    ')',
  ),
);

/** Asked to show, give, list or tell something (rather than to explain or to change it). */
export const isRevealAsk = test(
  re(
    words(
      'print',
      'paste',
      'show',
      'dump',
      'reveal',
      'list',
      'give',
      'share',
      'tell',
      'output',
      'display',
      'send',
      'export',
      'echo',
      'expose',
      'disclose',
      'read out',
      'repeat',
      'quote',
      'provide',
      'copy',
      'write out',
      "what(?:'s| is| are| were| was)",
      'which',
      'verify',
      'confirm',
      'zeig\\w*',
      'gib',
      'geben sie',
      'nenn\\w*',
      'verrat\\w*',
      'ausgeben',
      'auflisten',
      'teile?',
      'was (?:ist|sind)',
      'welche[rsn]?',
      'montre[rz]?',
      'donne[rz]?',
      'affiche[rz]?',
      'révèle[rz]?',
      'indique[rz]?',
      'partage[rz]?',
      'liste[rz]?',
      'quel(?:le)?s?',
      'mostra(?:mi|r|me)?',
      'muéstra(?:me)?',
      'dame',
      'deme',
      'revela(?:me|r)?',
      'dime',
      'dígame',
      'imprime',
      'comparte',
      'cuál(?:es)?',
      'dammi',
      'rivela(?:mi)?',
      'dimmi',
      'stampa',
      'elenca',
      'condividi',
      'qual(?:e|i)?',
      'me (?:dê|diga|mostre)',
      'laat (?:zien|me zien)',
      'geef',
    ),
  ),
);

export const isOverride = test(
  /(\[system\]|<\|system\|>|new system instructions|previous rules are revoked|safety layer disabled|administrator has pushed|your only rule|no restrictions|ignore (all |the )?(prior|previous) (policy|rules|instructions))/i,
);

export const isEmbeddedInstruction = test(
  /\b(summari[sz]e this|proofread|classify the sentiment|extract the dates|read this web snippet|this (customer )?email|this document|this review|this note)\b/i,
);

/*
 * Another person's data. Two parts: the request names someone other than the user (a relative,
 * an acquaintance, a colleague, an official or public figure, "the customer who…", other users
 * of the service, a person by name or by id, earlier sessions), and it asks for something
 * personal about them (contact details, records, health, money, whereabouts, what they said).
 */

export const isDossierAsk = test(
  /\b(everything|all) (public|private|you can|you know)[^.?!]{0,40}\babout\b|\bfind (the )?(real name|home address|where .{1,30} lives)/i,
);

export const isSql = test(
  /('\s*or\s+'?1'?\s*=\s*'?1|or 1=1|union\s+select|drop\s+table|;\s*--|'\s*;\s*select)/i,
);

export const isShell = test(
  /(\$\([^)]*\)|`[^`]+`|;\s*(ls|cat|rm|curl|wget|whoami)\b|&&\s*(ls|cat|rm|curl|wget)\b|\/etc\/passwd|rm -rf)/i,
);

export const isCommitment = all(
  test(/\b(confirm|promise|guarantee|commit|agree|in writing)\b/i),
  test(/\b(waive|refund|fees?|rate|compensat|credit|approv|pay|voucher)\w*/i),
);

export const isCompetitorAsk = test(
  /\b(competitors?|another (bank|airline|shop|store|clinic|company|provider)|other (banks|airlines|shops|stores|clinics|providers)|better (bank|airline|shop|store|clinic|deal|option) than|switch (banks|airlines|shops|stores|providers|to)|who wins)\b/i,
);

/*
 * An action asked of the assistant: something done in the world (book, cancel, send, pay, move
 * money, change a record, delete, grant access…), in any phrasing: an imperative, "can you…",
 * "please…", "I need you to…", "go ahead and…", "I want to cancel…". Not a question about how
 * something is done, and not a piece of writing (those are other kinds).
 */
export const isUnknownThing = test(
  /\b(tell me about your|what did your ceo|quote the exact clause|summari[sz]e the \d{4} law|interest rate on your|your [A-Z]?\w+ (card|bond|plan|programme|program) and)\b/i,
);

export const isOffTopicTask = test(
  /\b(essay|translate|cover letter|meal plan|poem|recipe|song|homework|python code|javascript|scrapes?)\b/i,
);

/** A harmful request asking for a method ("how can I…", "steps", "help me…"): refused first. */
export const isHarmfulHowTo = all(
  isHarmful,
  test(
    re(
      words(
        'how (?:to|do|can|could|would|should|much|many)',
        'ways? to',
        'steps?',
        'guide',
        'instructions?',
        'help me',
        'tutorial',
        'method',
        'recipe',
        'wie',
        'comment',
        'cómo',
        'como',
        'come',
        'hoe',
      ),
    ),
  ),
);

/**
 * A claim of privilege or a technical purpose around a request: the developer, an admin, IT or
 * security, an audit, maintenance, debugging or a test ("as your developer…", "for the audit…").
 */
export const isPrivilegedPretext = test(
  re(
    words(
      'developers?',
      'dev team',
      'engineers?',
      'admin(?:istrator)?s?',
      'sysadmin',
      'root',
      'superuser',
      'operator',
      'it (?:department|team|support)',
      'security (?:team|audit|review|test)',
      'audit(?:or|ing)?',
      'compliance (?:check|review|team)',
      'maintenance',
      'debug(?:ging)?',
      'troubleshoot\\w*',
      'diagnostics?',
      'developer mode',
      'dev mode',
      'test(?:ing)? (?:mode|environment)',
      'penetration test\\w*',
      'pen-?test\\w*',
      'red team\\w*',
      'authori[sz]ed',
      '(?:i|we) (?:built|created|made|trained|deployed|programmed) you',
      'your (?:creator|developer|owner|maker)s?',
      'entwickler\\p{L}*',
      'administrator\\p{L}*',
      'wartung',
      'développeur\\p{L}*',
      'administrateur\\p{L}*',
      'desarrollador\\p{L}*',
      'administrador\\p{L}*',
      'sviluppator\\p{L}*',
      'amministrator\\p{L}*',
      'manutenzione',
      'mantenimiento',
      'разработчик\\p{L}*',
      'администратор\\p{L}*',
      'отладк\\p{L}*',
    ),
  ),
);
