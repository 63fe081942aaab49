import { mentionsPerson } from './pii-person';

/**
 * Contact data that belongs to an organisation rather than a person, and data presented as an
 * example: a customer-service or front-desk line ("Kundtjänst:", "Service client :", 客服热线,
 * "front desk"), freephone and shared-cost numbers, role mailboxes (press@, ir@, billing@), the
 * lines of a company's legal notice (Impressum, "Siège social", "Our registered office", a legal
 * form or a registry number next to the value), and values called an example, a sample or test
 * data in any of the usual languages ("Voorbeeld-IBAN", "Exemple de saisie", "example IBAN").
 * A clause that makes the value someone's ("her mobile", "private", a name after the
 * organisation's word) overrides all of these.
 */

/** Mailboxes of a role or a department, not of a person (the first part of the local name). */
const ROLE_MAILBOX =
  /^(?:support|help|helpdesk|info|information|contact|kontakt|contacto|contatto|noreply|no-reply|donotreply|service|services|customerservice|customercare|kundenservice|kundservice|kundeservice|klantenservice|asiakaspalvelu|servicio|atencion|assistenza|privacy|datenschutz|security|hello|hi|team|billing|invoices?|invoice|accounts|accounting|finance|payments?|orders?|bookings?|reservations?|enquiries|inquiries|sales|ventas|vendas|verkauf|vertrieb|press|presse|prensa|stampa|media|pr|ir|investors?|investor-?relations|legal|careers|jobs|recruiting|recrutement|rrhh|hr|talent|feedback|complaints|returns|shipping|abuse|postmaster|webmaster|hostmaster|admin|administration|amministrazione|administracion|office|reception|frontdesk|fraud|phishing|reportphishing|spam|scams?|spoof|report|reportfraud|trust|safety|disputes|dpo|gdpr|compliance|marketing|newsletter|events|partners|wholesale|facturation|compta|fatture|facturas|pec|segreteria|secretariat|sekretariat|kundtjanst|kundtjänst|kundesenter|kundendienst|atendimento|sac|servizioclienti|serviceclient|relationclient|klantendienst|notifications?|alerts?|mailer|mailer-daemon|bounces?|builds?|github-actions|dependabot|renovate|people|peopleteam|peopleops|payroll|benefits|humanresources|personnel|customerrelations|relations|care|patients?|patientservices|appointments|admissions|registrar|claims|facilities|itsupport|servicedesk|concierge|guestservices|members|membership|studentservices|enrolments?|enrollments?)$/i;
/** Automated senders: "no-reply@…", "ci-bot@users.noreply.github.com", "renovate[bot]@…". */
const AUTOMATED_MAILBOX =
  /^[^@]*(?:(?:^|[._+-])(?:no-?reply|do-?not-?reply)|[._-]bot|\[bot\])@|@(?:[\w-]+\.)*(?:no-?reply)\./i;
/** Domains reserved or used for examples, in several languages ("exemple.fr", "pec.esempio.it"). */
const EXAMPLE_DOMAIN =
  /@(?:[\w-]+\.)*(?:example|examples|exemple|ejemplo|esempio|beispiel|voorbeeld|exemplo|przyklad|eksempel|exempel|esimerkki|ornek|sample|test|invalid|localhost|domain|yourdomain|yourcompany|company|acme)\.[a-z.]{2,}$/i;

/** A personal e-mail address: not a role mailbox and not at an example domain. */
export function personalEmail(value: string): boolean {
  const first = /^[^._+-]+/.exec(value)?.[0] ?? '';
  const local = value.split('@')[0] ?? '';
  return (
    !ROLE_MAILBOX.test(first) &&
    !ROLE_MAILBOX.test(local) &&
    // "customer.relations@", "patient-services@": a department named in two words.
    !ROLE_MAILBOX.test(local.replace(/[._-]/g, '')) &&
    !AUTOMATED_MAILBOX.test(value) &&
    !EXAMPLE_DOMAIN.test(value)
  );
}

/** The organisation's own line, named right before the number ("Branch phone:", "our helpline on"). */
export const BUSINESS_LINE =
  /\b(?:our|the bank's|the branch's|branch|office|helpline|hotline|support|customer (?:service|care)|switchboard|reception|headquarters|HQ)(?:\s+(?:phone|telephone|tel\.?|number|line|no\.?|helpline|hotline))*\s*(?:is|:|on|at)?\s*$/i;

/** Words naming an organisation's line or desk, in English and the other common languages. */
const ORGANISATION_WORD = new RegExp(
  `\\b(?:our|office|team|department|dept|front desk|reception|switchboard|(?:du|le) standard|centralita|centralino|Zentrale|standard (?:de|du|téléphonique)|main (?:line|number|office)|customer (?:service|care|support)|service desk|help ?desk|helpline|hotline|infoline|booking (?:line|office)|reservations?|box office|h[oô]tel|restaurant|library|museum|mairie|town hall|city hall|council|Rathaus|ayuntamiento|municipio|comune|gemeente|store|shop|pharmacy|clinic|hospital|practice|surgery|branch|head ?office|headquarters|embassy|consulate|school|university|company|GmbH|Ltd|Inc|LLC|plc|SARL|bank|Kundtjänst|Kundservice|Kundendienst|Kundenservice|Service-?(?:Hotline|Nummer|Telefon)|Servicenummer|service cli(?:ent|entèle)s?|relation client|Klantenservice|Klantendienst|Asiakaspalvelu|vaihde|Kundeservice|Kundesenter|atención al cliente|servicio al cliente|servizio clienti|assistenza clienti|numero verde|atendimento|obsługa klienta|infolinia|müşteri hizmetleri|çağrı merkezi|zákaznick\\w+|ügyfélszolgálat|Praxis|cabinet|secrétariat|accueil|recepción|Rezeption|Empfang|Sekretariat|secretariaat|receptie|press (?:enquiries|inquiries|office|desk|contact|team|line)|media (?:enquiries|inquiries|contact|relations|desk|line|team)|Pressekontakt|Pressestelle|contact presse|service de presse|ufficio stampa|contacto de prensa|perscontact|persvoorlichting|investor relations|trattoria|osteria|pizzeria|ristorante|brasserie|bistro|caf[eé]|bakery|prenotazioni|reservas|réservations?|Reservierung(?:en)?|mus[eé]e|museo|museu|[a-zäöü]*museum|muzeum|urz[aą]d|urzędu|apteka|sklep|restauracja|przychodnia|szpital|lékárna|eczane|hastane|mağaza|úřad|magistrát|belediye(?:si)?|müzesi|otel|toko|rumah sakit|cửa hàng|nhà hàng|khách sạn|bảo tàng|bệnh viện|công ty|văn phòng)\\b`,
  'gi',
);
const ORGANISATION_WORD_OTHER =
  /(?=[\u0080-\uffff])(?:Μουσείο|μουσείο|Δήμος|Δήμου|ξενοδοχείο|Ξενοδοχείο|εστιατόριο|κατάστημα|Νοσοκομείο|νοσοκομείο|Υπουργείο|พิพิธภัณฑ์|โรงแรม|ร้าน|โรงพยาบาล|客服|热线|熱線|服务电话|服務電話|客户服务|お問い合わせ|問い合わせ|カスタマー|コールセンター|サポートセンター|窓口|受付|고객센터|콜센터|служба поддержки|горячая линия|горячей линии|гаряча лінія|гарячої лінії|контакт-центр|колл-центр|кол-центр|офис|офиса|офісу|приёмная|приемная|регистратура|справочная|служба підтримки|خدمة العملاء|خدمه العملاء|الشركة|شركة|المستشفى|مستشفى|مكتب|الفندق|فندق|مطعم|مركز الاتصال|الدعم الفني|الخط الساخن|البنك|پشتیبانی|شرکت|خدمات مشتریان|مرکز تماس|دفتر|بیمارستان|فروشگاه|رستوران|هتل|שירות לקוחות|שירות הלקוחות|מוקד|משרד|בית חולים|בית החולים|מסעדה|מלון|ग्राहक सेवा|हेल्पलाइन|कार्यालय|अस्पताल|कंपनी|होटल)/g;
/** Opening hours, closing days, a free-call note or "for reservations" right after the number. */
const ORGANISATION_AFTER =
  /^[^.\n]{0,30}?(?:\bfor (?:reservations|bookings|appointments|enquiries|inquiries|curbside|pick-?ups?|takeout|take-?away|deliver(?:y|ies)|orders?|directions|tickets)\b|\b(?:chiuso|fermé|geschlossen|cerrado|fechado|gesloten|czynn[aey]|otwart[aey]|otevřen[oa]|hafta içi|buka|açık)\b|mở cửa|\bopening hours\b|\bopen (?:daily|Mon)|\((?:Mon|Mo|Lun|Lu|Tue|Di)\w*\.?\s*[–-]|\b(?:Mon(?:day)?|Sun(?:day)?)s?\.?\s?(?:to|through|thru|until|[–-])\s?(?:Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)\b|\bweekdays\b|\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\s?(?:[–-]|to)\s?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\b24\/7\b|\b24h\/24|\bouvert\b|Öffnungszeiten|horaires|\b(?:vardagar|arkisin|werkdagen|werktags|wochentags|du lundi|de lunes|dal lunedì|de segunda|bereikbaar|erreichbar|joignable|palvelee|öppet|geöffnet|toll[- ]free|freephone|gebührenfrei|kostenlos|gratuit|non surtaxé|numero verde)\b|\b(?:Mo|Mon|Lun|Ma|Mån)\.?\s?[–-]\s?(?:Fr|Fri|Ven|Vr|Pe|Fre)\b|\b\d{1,2}(?:[:.]\d{2})?\s?h?\s?[–~〜-]\s?\d{1,2}(?:[:.]\d{2})?\s?(?:h|Uhr|uur|am|pm)?\b|受付|営業|工作日|平日|营业|服务时间|شنبه تا|از شنبه|ساعت کاری|من الأحد|من السبت|ساعات العمل|أيام العمل|א['׳]\s?-\s?ה['׳]|שעות פעילות|सोमवार से|कार्य समय)/i;
export const PERSONAL_LINE =
  /\b(?:his|her|their|my|mobile|cell|home|personal|private|privat|direct|WhatsApp|móvil|portable|cellulare|Handy|celular|domicile)\b/i;
/** The same in scripts that `\b` cannot bound: "الجوال", "الشخصي", "موبایل", "נייד", "携帯", "手机". */
const PERSONAL_LINE_OTHER =
  /جوال|موبايل|محمول|الخاص|الشخصي|موبایل|شخصی|همراه|נייד|פרטי|मोबाइल|निजी|携帯|手机|手機|휴대폰|핸드폰|개인/;

const STREET_AND_NUMBER = /(?:\p{Lu}\p{Ll}+ ){1,3}\d{1,4}[a-z]?,/gu;

/** A sentence or clause end, not the dot of an abbreviation ("Tel.", "Dr.", "No.", "ul.", "τηλ."). */
const CLAUSE_END =
  /(?<!\b(?:Tel|Tél|Fax|Mob|Dr|Mr|Mrs|Ms|Mme|Mlle|No|Nr|St|Prof|M|Sr|Sra|tel|no|nr|ul|pl|al|os|Cad|Sok|Jl|Av|av|Avda|bd|Corp|Inc|Ltd|Co)|τηλ|Τηλ)[.!?;](?=\s)|\n/g;

/** The clause the value is in: the part of `before` after the last clause end. */
export function sentenceBefore(before: string): string {
  let cut = 0;
  for (const end of before.matchAll(CLAUSE_END)) cut = end.index + 1;
  return before.slice(cut);
}
export const sentenceAfter = (after: string) =>
  after.slice(0, Math.max(0, after.search(/[.!?](?:\s|$)|\n|$/)));

/**
 * The number is an organisation's line: its word is in the clause (and no name comes between
 * it and the number: "our office manager, Jane Smith, on…" is Jane's), or opening hours follow.
 */
export function organisationLine(before: string, after: string): boolean {
  const clause = sentenceBefore(before);
  const around = `${clause} ${sentenceAfter(after)}`;
  if (PERSONAL_LINE.test(around) || PERSONAL_LINE_OTHER.test(around)) return false;
  const near = clause.slice(-90);
  let end = -1;
  for (const words of [ORGANISATION_WORD, ORGANISATION_WORD_OTHER, EMAIL])
    for (const word of near.matchAll(words)) {
      // A role mailbox just before the number ("press@… | +1 …") marks the organisation's line.
      if (words === EMAIL && personalEmail(word[0])) continue;
      end = Math.max(end, word.index + word[0].length);
    }
  // A street and house number between the word and the number ("Comune di Bologna, Piazza
  // Maggiore 6, …, tel.") is the organisation's address, not a person's name.
  if (end >= 0 && !mentionsPerson(near.slice(end).replace(STREET_AND_NUMBER, ''))) return true;
  // Opening hours or closing days after the number make it the organisation's line even when
  // its name looks like a person's ("Urząd Miasta Krakowa, …, tel. …, czynny pn.–pt.").
  if (ORGANISATION_AFTER.test(after) && (end >= 0 || !mentionsPerson(clause))) return true;
  return hoursBefore(before);
}

/**
 * Opening hours earlier in the paragraph ("The library's opening hours are Mon–Fri 9:00–19:00.
 * Phone: …"), with no person named and no "her", "mobile"… between them and the number.
 */
const HOURS_BEFORE =
  /\b(?:opening hours|open(?:ing)? (?:daily|every day|7 days|24\/7|24 hours|from \d|(?:on )?(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*)|(?:business|office|opening|store) hours|hours(?: of operation)?\s*:|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?\s?(?:[–-]|to|through)\s?(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|h)?\s?(?:[–-]|to)\s?\d|Öffnungszeiten|geöffnet|horaires? d'ouverture|ouvert (?:du|tous|le)|orari(?:o)? di apertura|aperto (?:dal|tutti)|horario de atención|abierto de|openingstijden|öppettider|åbningstider|godziny otwarcia|czynne)\b|часы работы|график работы|ωράριο|ساعات العمل|营业时间|営業時間/gi;

function hoursBefore(before: string): boolean {
  const paragraph = before.slice(before.lastIndexOf('\n\n') + 1);
  let end = -1;
  for (const hours of paragraph.matchAll(HOURS_BEFORE)) end = hours.index + hours[0].length;
  if (end < 0) return false;
  const rest = paragraph.slice(end);
  return !mentionsPerson(rest) && !PERSONAL_LINE.test(rest) && !PERSONAL_LINE_OTHER.test(rest);
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** A company's legal notice or registration, which marks the contact data around it as its own. */
const LEGAL_NOTICE =
  /\b(?:Impressum|Mentions légales|Legal notice|Aviso legal|Note legali|Colofon|registered (?:office|address|in England)|head office|Company (?:No\.?|number|reg)|Companies House|VAT (?:reg|no|number|ID)|USt-?IdNr|Umsatzsteuer|Handelsregister|Amtsgericht|Geschäftsführer|capital social|Siège social|sede (?:legale|sociale|central)|Partita IVA|Registro Mercantil|domicilio social|oficina (?:principal|central)|Kamer van Koophandel|hoofdkantoor|statutaire zetel|organisationsnummer|Y-tunnus|Firmensitz|Hauptsitz|Hauptverwaltung|Huvudkontor(?:et)?|Hovedkontor(?:et)?|Hovedsæde|Pääkonttori|Casa matriz|Sede principal|Siedziba główna)\b/i;
const LEGAL_NOTICE_CJK =
  /株式会社|有限公司|统一社会信用代码|会社概要|本社|总部|總部|(?<![А-яЁёІіЇїЄєҐґ])(?:Реквизиты|реквизиты|Реквізити|реквізити|ООО|ОАО|ПАО|ЗАО|ТОВ|ПрАТ|КПП|ОГРН|ЄДРПОУ|ЕДРПОУ)(?![А-яЁёІіЇїЄєҐґ])/;
/** Registry and tax identifiers of companies, written in capitals. */
const REGISTRY_CODE =
  /\b(?:HRB|SIRET|SIREN|RCS|TVA|P\. ?IVA|CIF|KvK|BTW|Org\.? ?nr|CVR|KRS|REGON|ABN|ACN|CNPJ|GSTIN)\b/;
/** A company's legal form right before the value: "… to Nordwind Logistik GmbH, IBAN …". */
const LEGAL_FORM =
  /(?:\b(?:GmbH|AG|KG|UG|SARL|SAS|S\.A\.S?|S\.p\.A\.|S\.r\.l\.|Srl|S\.L\.U?|Ltd|Limited|LLC|LLP|Inc|Corp|PLC|plc|B\.V\.|BV|N\.V\.|NV|Oy|Oyj|A\/S|ApS|AB|Pty|K\.K\.|s\.r\.o\.|Kft|sp\. z o\.o\.)\b\.?|株式会社|有限公司)[^.!?\n]{0,60}$/;

/** The paragraph around the value, at most 300 characters either side. */
const paragraphAt = (text: string, start: number) => {
  const from = Math.max(text.lastIndexOf('\n\n', start), start - 300, 0);
  const to = text.indexOf('\n\n', start);
  return text.slice(from, Math.min(to < 0 ? text.length : to, start + 300));
};

/** A table whose rows are an organisation's places: its first column is the store, branch or office. */
const PLACE_COLUMN =
  /^\|?\s*(?:Store|Branch|Office|Location|Shop|Site|Outlet|Clinic|Restaurant|Hotel|Venue|Campus|Depot|Warehouse|Showroom|Filiale|Standort|Niederlassung|Geschäft|Sucursal|Tienda|Oficina|Sede|Agence|Magasin|Bureau|Negozio|Punto vendita|Filiaal|Winkel|Vestiging|Butik|Kontor|Myymälä|Toimipiste|Oddział|Sklep|Pobočka|Şube|Mağaza)(?: (?:name|city|location))?\s*(?:[|:;,\t]| {2,})/i;
/** A column that makes the rows people's, whatever the first column says. */
const PERSON_COLUMN =
  /\b(?:name|DOB|birth|patient|customer|client|employee|staff|guest|resident|tenant|owner|manager|contact|SSN|passport|Geburt|nom|nombre|nome|naam)\b/i;

function organisationTable(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (!/[|\t;]|: /.test(text.slice(lineStart, start))) return false;
  // The first line of the table: the run of lines with a cell separator before the value's line.
  let header = lineStart;
  while (header > 0) {
    const previous = text.lastIndexOf('\n', header - 2) + 1;
    const line = text.slice(previous, header - 1);
    if (!/[|\t;]/.test(line) || line.trim() === '') break;
    header = previous;
  }
  const first = text.slice(header, (text.indexOf('\n', header) + 1 || text.length + 1) - 1);
  return PLACE_COLUMN.test(first) && !PERSON_COLUMN.test(first);
}

/**
 * The value sits in a company's legal notice or invoice details (a registry number, "Siège
 * social", a legal form just before it), and its clause does not make it someone's.
 */
export function organisationRecord(text: string, start: number, before: string): boolean {
  const clause = sentenceBefore(before);
  if (PERSONAL_LINE.test(clause)) return false;
  if (LEGAL_FORM.test(clause) || organisationTable(text, start)) return true;
  const paragraph = paragraphAt(text, start);
  return (
    LEGAL_NOTICE.test(paragraph) ||
    REGISTRY_CODE.test(paragraph) ||
    LEGAL_NOTICE_CJK.test(paragraph)
  );
}

/** The sentence calls the value an example, a sample or test data, in one of several languages. */
const EXAMPLE_WORDS =
  /\b(?:looks? like this|would look like|illustrat(?:ion|ive|e)|examples?|sample(?! (?:taken|collected|was|from|of (?:blood|urine|tissue|saliva)))|dummy|placeholder|fictional|fictitious|fake|made-up|mock|sandbox|test(?:ing)? (?:purposes|data|account|environment|mode|only|value|IBAN|card|number|e-?mail|address)|for testing|exemple|fictif|fictive|ejemplo|ficticio|ficticia|de prueba|esempio|fittizi[oa]|di prova|fiktive?|voorbeeld|fictief|testdoeleinden|exemplo|fictício|fictícia|de teste|przykład\w*|örnek|eksempel|exempel|esimerkki)\b|\b(?:Beispiel|Muster|Test|Voorbeeld|Exempel|Eksempel)-?(?:IBAN|nummer|Nummer|adresse|Adresse|daten|Daten|konto|Konto|rekening|adres|e-?mail)/i;
const EXAMPLE_WORDS_CJK = /示例|样例|範例|サンプル|テスト用|예시|пример/;

export function presentedAsExample(before: string, after: string): boolean {
  const sentence = `${sentenceBefore(before)} ${sentenceAfter(after)}`;
  return EXAMPLE_WORDS.test(sentence) || EXAMPLE_WORDS_CJK.test(sentence);
}

/**
 * The value is inside a fenced code block introduced as an example ("Example request:",
 * "Sample response:"): API documentation, not someone's record.
 */
export function inExampleBlock(text: string, start: number): boolean {
  const fence = text.lastIndexOf('```', start);
  if (fence < 0) return false;
  let fences = 0;
  for (let at = text.indexOf('```'); at >= 0 && at <= fence; at = text.indexOf('```', at + 3))
    fences++;
  if (fences % 2 === 0) return false;
  const lead = text.slice(Math.max(0, fence - 160), fence).trimEnd();
  const line = lead.slice(lead.lastIndexOf('\n') + 1);
  return EXAMPLE_WORDS.test(line) || EXAMPLE_WORDS_CJK.test(line);
}
