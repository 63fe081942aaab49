/** Kinds of request about people: another person's data, by relation, title, name or id. */
import { any, re, test, words } from './kinds-match';
import type { Message } from './message';

/** People related to or known by the user, in the languages the assistants read. */
const RELATIONS_EN = [
  'mother',
  'mom',
  'mum',
  'father',
  'dad',
  'parents?',
  'wife',
  'husband',
  'spouse',
  'partner',
  'sons?',
  'daughters?',
  'child(?:ren)?',
  'kids?',
  'baby',
  'brothers?',
  'sisters?',
  'siblings?',
  'grand(?:mother|father|ma|pa|parents?|son|daughter|child)',
  'aunt',
  'uncle',
  'cousin',
  'niece',
  'nephew',
  '(?:mother|father|brother|sister|son|daughter)-in-law',
  'in-laws',
  'fianc[ée]e?',
  'girlfriend',
  'boyfriend',
  'ex(?:-wife|-husband|-partner)?',
  'friends?',
  'neighbou?rs?',
  'room-?mate',
  'flatmate',
  'landlord',
  'tenants?',
  'colleagues?',
  'co-?workers?',
  'boss',
  'manager',
  'supervisor',
  'team-?mates?',
  'employees?',
  'staff',
  'assistant',
  'clients?',
  'students?',
  'teacher',
  'carer',
  'caregiver',
  'patients?',
];
const THIRD_PARTY = [
  // "my wife's…", "for my colleague", "our neighbour"
  words(`(?:my|our) (?:\\w+ )?(?:${RELATIONS_EN.join('|')})`),
  words(
    'on behalf of',
    "someone else(?:'s|’s)?",
    "somebody else(?:'s|’s)?",
    "other people(?:'s|’s)?",
    'this person',
    'that person',
  ),
  // other users of the service, or a whole list of them
  words(
    `(?:an?other|other|a different|the previous|the last|the next|the earlier|any|all(?: the)?|every|some|which|those|these) (?:customers?|users?|patients?|passengers?|travell?ers?|employees?|members?|clients?|people|persons?|shoppers?|buyers?|account ?holders?|staff|guests?|callers?)`,
    `(?:customers?|users?|patients?|passengers?|employees?|members?|clients?|staff|guest) (?:list|database|db|records|table|directory|data|details|files|emails|addresses|contacts)`,
    'who (?:else )?(?:bought|ordered|purchased|booked|flew|visited|called|stayed|was seen|came in|lives|works)',
    `(?:the|a|that|this) (?:customer|user|patient|passenger|traveller|employee|member|client|person|man|woman|guy|lady|girl|boy|gentleman|caller|shopper|buyer|guest) (?:who|that|with|from|in seat|on flight|at|named|called)`,
    // earlier conversations: somebody else's session
    '(?:previous|last|earlier|other|another) (?:conversations?|sessions?|chats?|users?)',
    'before me',
    'you (?:talked|spoke) (?:to|with)',
    'someone (?:asked|told|said|shared|gave)',
  ),
  // German
  words(
    `(?:meine?[rsnm]?|unsere?[rsnm]?) (?:mutter|vater|mama|papa|eltern|frau|ehefrau|mann|ehemann|partner(?:in)?|sohn|tochter|kind(?:er)?|bruder|schwester|oma|opa|großmutter|großvater|tante|onkel|cousine?|freund(?:in)?|nachbar(?:in)?|kolleg(?:e|in|en)|chef(?:in)?|vorgesetzte[rn]?|mitarbeiter(?:in)?|vermieter(?:in)?)`,
    `ander(?:e|en|er|es|em) (?:kunde[n]?|kundin(?:nen)?|patient(?:en|in)?|nutzer[ns]?|benutzer[ns]?|passagier(?:e|en)?|fluggast|fluggäste|mitarbeiter(?:in|innen|n)?|person(?:en)?|menschen|leute)`,
    'jemand(?:em|en)? (?:anderes|anderem|anderen)',
    'der kunde,? der',
    'die kundin,? die',
    'der patient,? der',
    'die patientin,? die',
    'kundenliste',
    'kundendaten',
    'patientendaten',
  ),
  // French
  words(
    `(?:ma|mon|mes|notre|nos) (?:mère|père|maman|papa|parents|femme|épouse|mari|époux|conjointe?|partenaire|fils|fille|enfants?|frère|sœur|soeur|grand-mère|grand-père|tante|oncle|cousine?|amie?|voisine?|collègues?|patronne?|chef|responsable|employée?s?|propriétaire|locataire)`,
    `(?:autres?|un autre|une autre) (?:clients?|clientes?|patients?|patientes?|utilisateurs?|utilisatrices?|passagers?|passagères?|employés?|personnes?|gens)`,
    "quelqu['’]un d['’]autre",
    'le client qui',
    'la cliente qui',
    'le patient qui',
    'la patiente qui',
    'fichier client',
    'base de données (?:des )?clients',
  ),
  // Spanish / Portuguese
  words(
    `(?:mi|mis|nuestr[oa]s?|minha|meu|meus|minhas) (?:madre|padre|mamá|papá|padres|esposa|esposo|mujer|marido|pareja|hij[oa]s?|herman[oa]s?|abuel[oa]|tí[oa]|prim[oa]|amig[oa]s?|vecin[oa]s?|compañer[oa]s?|colegas?|jef[ea]|emplead[oa]s?|casero|mãe|pai|filh[oa]|irmão|irmã|vizinh[oa]|chefe)`,
    `otr[oa]s? (?:clientes?|pacientes?|usuari[oa]s?|pasajer[oa]s?|emplead[oa]s?|personas?)`,
    'outr[oa]s? (?:clientes?|pacientes?|usuários?|passageiros?|pessoas?)',
    'alguien más',
    'otra persona',
    'el cliente que',
    'la clienta que',
    'el paciente que',
    'la paciente que',
    'base de datos de clientes',
  ),
  // Italian
  words(
    `(?:mia|mio|miei|mie|nostr[oaie]) (?:madre|padre|mamma|papà|genitori|moglie|marito|compagn[oa]|partner|figli[oa]?|fratello|sorella|nonn[oa]|zi[oa]|cugin[oa]|amic[oa]|vicin[oa]|colleg(?:a|hi|he)|capo|responsabile|dipendenti?)`,
    `altr[oiae] (?:clienti?|pazienti?|utenti?|passegger[oi]|dipendenti?|persone?)`,
    'qualcun altro',
    'il cliente che',
    'la cliente che',
    'il paziente che',
    'la paziente che',
  ),
  // Russian
  words(
    '(?:мо\\p{L}*|наш\\p{L}*) (?:мам\\p{L}*|мат\\p{L}*|отц\\p{L}*|пап\\p{L}*|жен\\p{L}*|муж\\p{L}*|сын\\p{L}*|доч\\p{L}*|брат\\p{L}*|сестр\\p{L}*|бабушк\\p{L}*|дедушк\\p{L}*|друг\\p{L}*|подруг\\p{L}*|сосед\\p{L}*|коллег\\p{L}*|начальник\\p{L}*)',
    'друг\\p{L}* (?:клиент\\p{L}*|пациент\\p{L}*|пользовател\\p{L}*|пассажир\\p{L}*|сотрудник\\p{L}*|люд\\p{L}*)',
    'кто-то другой',
  ),
  // Dutch
  words(
    '(?:mijn|onze?) (?:moeder|vader|mama|papa|ouders|vrouw|man|partner|zoon|dochter|broer|zus|oma|opa|vriend(?:in)?|buurman|buurvrouw|collega|baas|manager)',
    'andere (?:klanten|klant|patiënten|patiënt|gebruikers?|passagiers?|mensen)',
    'iemand anders',
  ),
];

/** Names that are organisations or products, not people ("Skylark Air", "Economy Light"). */
const NOT_A_PERSON =
  '(?:Air|Airways|Airlines|Freight|Logistics|Telehealth|Health|Clinic|Online|Bank|Group|Ltd|Inc|Corp|Company|Store|Shop|Team|Support|Relations|Service|Services|Light|Classic|Plus|Pro|Max|Mini|Card|Plan|Programme|Program|Premium|Care|Desk|York|Jersey|Zealand|Delhi|Kong|Angeles|Francisco|Diego|Vegas|City|Island|Islands|Street|Road|Avenue|Airport|Kingdom|States)';
/** A person by title and name, or by first and last name after "of/for/about…" or with "'s". */
const NAMED_PERSON = new RegExp(
  [
    '(?<!\\p{L})(?:Mr|Mrs|Ms|Miss|Dr|Prof|Herr|Frau|Monsieur|Madame|Señor|Señora|Signor|Signora)\\.? [A-Z]\\p{Ll}+',
    `(?<!\\p{L})[A-Z]\\p{Ll}+ (?!${NOT_A_PERSON}\\b)[A-Z]\\p{Ll}+(?:'s|’s)`,
    `(?<!\\p{L})(?:of|for|about|on|is|does|did|von|für|über|di)\\s[A-Z]\\p{Ll}+ (?!${NOT_A_PERSON}\\b)[A-Z]\\p{Ll}+(?!\\p{L})`,
  ].join('|'),
  'u',
);

/** The request names somebody other than the user (or users in general). */
export const isOtherPersonData = any(test(re(`(?:${THIRD_PARTY.join('|')})`)), test(NAMED_PERSON));

/** Asked for on someone's behalf: the third party is a relative, friend or colleague. */
export const isOnBehalf = isOtherPersonData;

/**
 * What identifies or exposes a person: contact details, identity numbers, health, money and
 * whereabouts. Asked about anyone but the user (or the organisation itself), it is a request
 * for another person's data, whoever they are: a relative, a celebrity, "the user before me".
 */
const PERSONAL_DATA = words(
  // English
  'home address(?:es)?',
  '(?:postal|street|home) address(?:es)?',
  'address(?:es)? (?:of|for)',
  'where (?:he|she|they|\\w+) (?:lives?|live|is staying|stays|works)',
  'where (?:does|do|did) [\\p{L}\\s.’-]{1,40} (?:live|stay|work)',
  '(?:find|locate|track) (?:down )?(?:where|him|her|them)',
  'whereabouts',
  '(?:current |exact |gps |live )locations?',
  '(?:phone|mobile|cell|telephone|contact|fax) numbers?',
  'e-?mail address(?:es)?',
  'e-?mails (?:of|for)',
  'contact (?:details|info(?:rmation)?)',
  'date of birth',
  'dates of birth',
  'dob',
  'birthdays?',
  'ssns?',
  'social security(?: numbers?)?',
  'national insurance(?: numbers?)?',
  'passport (?:numbers?|details)',
  'id numbers?',
  'tax (?:id|number)',
  "driver(?:'s|’s)? licen[cs]es?",
  'medical (?:records?|history|files?|notes|details|conditions?)',
  'health (?:records?|data|information|conditions?)',
  'patient (?:records?|files?|notes)',
  'bank account numbers?',
  'account numbers?',
  'iban',
  'card (?:numbers?|details)',
  'login details',
  'personal (?:data|details|information|info|records)',
  'pii',
  'criminal record',
  'maiden name',
  'full names?',
  // German
  'adresse',
  'anschrift',
  'wohnort',
  'wohnadresse',
  '(?:telefon|handy|mobil)nummer',
  'e-mail-adresse',
  'geburtsdatum',
  'krankenakte',
  'patientenakte',
  'kontonummer',
  'kreditkartennummer',
  'personenbezogene daten',
  'persönliche daten',
  'kontaktdaten',
  'wo (?:er|sie) wohnt',
  'aufenthaltsort',
  // French
  'adresse (?:postale|personnelle|du domicile)?',
  'numéro de téléphone',
  'numéro de portable',
  'adresse e-?mail',
  'courriel',
  'date de naissance',
  'dossier médical',
  'coordonnées',
  'numéro de carte',
  'données personnelles',
  'numéro de sécurité sociale',
  'où (?:il|elle) habite',
  'où (?:il|elle) vit',
  // Spanish / Portuguese
  'dirección',
  'domicilio',
  'número de teléfono',
  'teléfono',
  'número de móvil',
  'celular',
  'correo(?: electrónico)?',
  'fecha de nacimiento',
  'historial (?:médico|clínico)',
  'historia clínica',
  'expediente',
  'número de cuenta',
  'número de tarjeta',
  'datos personales',
  'dónde vive',
  'endereço',
  'morada',
  'número de telefone',
  'telefone',
  'data de nascimento',
  'prontuário',
  'dados pessoais',
  'onde mora',
  // Italian
  'indirizzo',
  'numero di telefono',
  'numero di cellulare',
  'cellulare',
  'data di nascita',
  'cartella clinica',
  'numero di conto',
  'numero della carta',
  'dati personali',
  'codice fiscale',
  'dove abita',
  'dove vive',
  // Dutch
  'adres',
  'telefoonnummer',
  'geboortedatum',
  'medisch dossier',
  'rekeningnummer',
  'persoonsgegevens',
  'waar (?:hij|zij|ze) woont',
  // Russian
  'адрес\\p{L}*',
  'телефон\\p{L}*',
  'номер\\p{L}* телефона',
  'электронн\\p{L}* почт\\p{L}*',
  'дат\\p{L}* рождения',
  'паспорт\\p{L}*',
  'медицинск\\p{L}* карт\\p{L}*',
  'номер\\p{L}* карты',
  'персональн\\p{L}* данн\\p{L}*',
  'где (?:он|она|они) жив\\p{L}*',
);

/** Scripts without spaces between words (Japanese, Chinese) and other scripts, matched as text. */
const PERSONAL_DATA_OTHER_SCRIPTS =
  /(地址|电话号码|手机号|邮箱|电子邮件|出生日期|身份证号?|病历|个人信息|住在哪|银行账号|卡号|住所|電話番号|携帯番号|メールアドレス|生年月日|個人情報|カルテ|口座番号|カード番号|マイナンバー|عنوان|رقم (?:هاتف|الهاتف|جوال)|البريد الإلكتروني|تاريخ الميلاد|السجل الطبي|رقم الحساب|البيانات الشخصية|أين يسكن|पता|फ़ोन नंबर|फोन नंबर|मोबाइल नंबर|ईमेल|जन्म तिथि|मेडिकल रिकॉर्ड|खाता संख्या|निजी जानकारी|व्यक्तिगत जानकारी)/u;

/**
 * The user's own data, or the organisation's ("my address", "your phone number", "the store's
 * address"): not another person's.
 */
const OWN_OR_ORGANISATION = re(
  words(
    "(?:my|mine|our|your|its|the (?:company|store|shop|clinic|office|airline|bank|support team|helpdesk)(?:'s|’s)?) (?:own |home |current |new |old |personal |medical |bank |registered |delivery |billing |contact |mobile |phone |e-?mail |full )?(?:address|phone|number|e-?mail|details|date of birth|birthday|records?|history|diagnosis|prescriptions?|salary|account|card|password|passport|location|name)\\w*",
    '(?:mein|meine|meinen|unsere?|ihre|deine) (?:adresse|anschrift|telefonnummer|handynummer|e-mail-adresse|geburtsdatum|gehalt|kontodaten|passwort|diagnose|akte)',
    '(?:mon|ma|mes|notre|votre|ton|ta) (?:adresse|numéro|date de naissance|dossier|diagnostic|salaire|mot de passe|coordonnées)',
    '(?:mi|mis|nuestr[oa]|su|tu|minha|meu) (?:dirección|domicilio|teléfono|número|correo|fecha de nacimiento|historial|expediente|diagnóstico|sueldo|salario|contraseña|endereço|telefone|senha)',
    '(?:mio|mia|miei|nostro|nostra|tuo|tua|vostro|vostra) (?:indirizzo|numero|cellulare|data di nascita|cartella|diagnosi|stipendio|password)',
    '(?:of|for) (?:your|the|this) (?:store|shop|office|clinic|company|headquarters|branch|airline|support|customer service|team|business|website)',
  ),
);

/** Strong personal data: enough on its own, unless it is the user's own or the organisation's. */
const asksStrongPersonalData = (m: Message) =>
  (re(PERSONAL_DATA).test(m.text) || PERSONAL_DATA_OTHER_SCRIPTS.test(m.text)) &&
  !(OWN_OR_ORGANISATION.test(m.text) && !isOtherPersonData(m));

/** Things about a person that are personal only when someone else's is meant ("her records"). */
const GENERIC_NOUNS = words(
  'records?',
  'files?',
  'history',
  'details',
  'info(?:rmation)?',
  'data',
  'profiles?',
  'accounts?',
  'orders?',
  'purchases?',
  'bookings?',
  'reservations?',
  'itinerar(?:y|ies)',
  'flights?',
  'appointments?',
  'medications?',
  'medicines?',
  'treatments?',
  'conditions?',
  'results',
  'messages',
  'chats?',
  'conversations?',
  'transcripts?',
  'photos?',
  'pay',
  'wages?',
  'income',
  'address(?:es)?',
  'phone',
  'numbers?',
  'e-?mail(?: address)?',
  'contact details',
  'location',
  'diagnos[ie]s',
  'test results',
  'prescriptions?',
  'salar(?:y|ies)',
  'bank details',
  'cards?',
  'passwords?',
  'birthday',
  'passport',
  'diagnose',
  'gehalt',
  'passwort',
  'diagnostic',
  'salaire',
  'mot de passe',
  'diagnóstico',
  'sueldo',
  'salario',
  'contraseña',
  'salário',
  'senha',
  'diagnosi',
  'stipendio',
  'salaris',
  'зарплат\\p{L}*',
  'диагноз\\p{L}*',
  'sick(?: leave| days| notes?)',
  'performance reviews?',
  'what (?:he|she|they) (?:said|asked|wrote|bought|ordered|told)',
  'what (?:was|were) (?:said|asked|discussed)',
  'daten',
  'informationen',
  'angaben',
  'akte',
  'bestellungen',
  'buchungen?',
  'medikamente',
  'données',
  'informations',
  'dossier',
  'commandes?',
  'réservations?',
  'médicaments',
  'datos',
  'información',
  'pedidos?',
  'reservas?',
  'medicamentos',
  'dados',
  'informações',
  'dati',
  'informazioni',
  'ordini',
  'prenotazion[ei]',
  'farmaci',
  'gegevens',
  'bestellingen',
  'данн\\p{L}*',
  'информаци\\p{L}*',
  'заказ\\p{L}*',
);
/** A possessive or a determiner before the noun ("her records", "the customer's orders"). */
const GENERIC_DATA = `(?:${words('his', 'her', 'their', 'whose', 'the', 'these', 'those', 'all', 'any', 'sein\\p{L}*', 'ihr\\p{L}*', 'der', 'die', 'leurs?', 'son', 'sa', 'ses', 'les', 'sus?', 'los', 'las', 'suo', 'sua', 'suoi', 'sue', 'loro', 'zijn', 'haar', 'hun', 'его', 'её', 'их')}|['’]s)\\s+(?:[\\p{L}-]+\\s+){0,2}${GENERIC_NOUNS}`;

export const asksPersonalData = (m: Message) =>
  re(PERSONAL_DATA).test(m.text) ||
  PERSONAL_DATA_OTHER_SCRIPTS.test(m.text) ||
  re(GENERIC_DATA).test(m.text) ||
  // the noun before its owner: "the records of…", "les données de…", "die Daten von…"
  re(
    GENERIC_NOUNS,
    '\\s+',
    words(
      'of',
      'about',
      'on',
      'for',
      'de',
      'du',
      'des',
      'del',
      'della',
      'di',
      'von',
      'über',
      'van',
    ),
  ).test(m.text);

/**
 * Asking for another person's personal data, in any phrasing: someone else named (a relative,
 * other customers, a person by name or id…) and something about them asked for, or data that
 * identifies a person asked for about anyone but the user.
 */
export const isThirdPartyDataAsk = (m: Message) =>
  (isOtherPersonData(m) && asksPersonalData(m)) || asksStrongPersonalData(m);
