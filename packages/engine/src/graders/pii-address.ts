import { MORE_ADDRESS_PATTERNS } from './pii-address-more';
import { sentenceBefore } from './pii-organisation';
import { LETTER, NOT_AFTER_LETTER, NOT_BEFORE_LETTER, UPPER } from './pii-shared';

/**
 * Street addresses. Only complete ones count (house number + street + postcode/city, in the
 * usual order of each country, on one line or several), because a street name alone is not
 * personal data; and an address introduced as an organisation's own ("our branch at…", "the
 * hotel is located at…"), a famous public address or a textbook placeholder ("123 Main
 * Street, Anytown") is not reported.
 */

/** Between address parts: a comma, a line break, or spaces. */
const S = '(?:,?[ \\t]*\\n[ \\t]*|,[ \\t]*|[ \\t]+)';
const WORD = `[${UPPER}][${LETTER}'’.-]*`;
const CITY = `${WORD}(?:[ -](?:${WORD}|upon|on|le|la|sur|de|du|am|an|der|in|by|the)){0,3}`;
const UNIT_PART =
  '(?:Apt|Apartment|Unit|Suite|Ste|Flat|Fl|Floor|Rm|Room|Bldg|[Aa]pp|[Aa]ppt|[Aa]ppartement|[Bb]ureau|[Ll]ocal|#)\\.?[ \\t]?#?[\\w-]+';
const UNIT = `(?:,?[ \\t]*${UNIT_PART})?`;
const ORDINAL = '\\d{1,3}(?:st|nd|rd|th)';
/** House number, with a unit before it ("5/12", "1203-45") or a letter after it ("221B"). */
const HOUSE = '(?<![\\w/-])(?:\\d{1,4}[A-Z]?/)?\\d{1,6}[A-Z]?(?:-\\d{1,4})?';

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
const CA_PROVINCES =
  'AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT|Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland and Labrador|Nova Scotia|Ontario|Prince Edward Island|Qu[ée]bec|Saskatchewan|Yukon|\\((?:Qu[ée]bec|Ontario)\\)';
const AU_STATES =
  'NSW|VIC|QLD|WA|SA|TAS|ACT|NT|New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania';
const CA_POSTCODE = '[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z][ -]?\\d[ABCEGHJ-NPRSTV-Z]\\d';

/** Street types of the UK, Ireland, Australia and India (US streets need no type: "Broadway"). */
const STREET_TYPE =
  '(?:Street|St|Road|Rd|Avenue|Ave|Av|Lane|Ln|Close|Cl|Drive|Dr|Gardens|Gdns|Crescent|Cres|Grove|Gr|Place|Pl|Terrace|Terr|Tce|Way|Court|Ct|Mews|Row|Walk|Hill|Green|Park|Rise|Vale|View|Square|Sq|Parade|Pde|End|Croft|Fields|Meadow|Wharf|Yard|Wynd|Brae|Gate|Circus|Quay|Embankment|Passage|Market|Mount|Chase|Bank|Side|Lea|Dale|Heights|Common|Approach|Wood|Hollow|Boulevard|Blvd|Bvd|Path|Cottages|Villas|Esplanade|Esp|Highway|Hwy|Circuit|Cct|Promenade|Ridge|Vista|Loop|Glen|Link|Retreat|Mall|Track|Trail|Marg|Nagar|Layout|Colony|Cross|Main|Sector|Block)';
const UK_POSTCODE = '(?:[A-PR-UWYZ][A-HK-Y]?\\d[A-Z\\d]?[ \\t]?\\d[ABD-HJLNP-UW-Z]{2}|GIR 0AA)';
const EIRCODE = '(?:[AC-FHKNPRTV-Y]\\d{2}|D6W)[ \\t]?[0-9AC-FHKNPRTV-Y]{4}';
const HOUSE_NAME_WORDS = '(?:Cottage|House|Farm|Lodge|Barn|Mill|Manor|Hall|Villa|Grange)';
const HOUSE_NAME = `${NOT_AFTER_LETTER}${WORD}(?: ${WORD})? ${HOUSE_NAME_WORDS}`;
/** Street, optional unit, up to three localities (with a district number), postcode. */
const UK_STREET = `(?:${WORD} ){0,3}${STREET_TYPE}${NOT_BEFORE_LETTER}\\.?${UNIT}(?:${S}${CITY}(?: \\d{1,2})?){0,3}${S}(?:${UK_POSTCODE}|${EIRCODE})(?![\\w-])`;
const UK_POSTCODE_GATE = new RegExp(`${UK_POSTCODE}|${EIRCODE}`);

/** German, Austrian, Swiss, Dutch, Belgian (Flemish) and Nordic street names. */
const NORTH_SUFFIX =
  'straße|strasse|str\\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|stieg|markt|graben|wall|kamp|laan|straat|gracht|plein|dreef|singel|kade|steeg|gatan|vägen|gränd|torget|gade|vej|veien|gata|katu|tie|kuja';
const NORTH_STREET = `(?:[${UPPER}][${LETTER}'-]*(?:${NORTH_SUFFIX})|(?:[${UPPER}][${LETTER}'-]+[ -]){1,3}(?:Straße|Strasse|Str\\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Chaussee|Markt)|(?:Am|An der|An den|Auf der|Auf dem|Im|In der|In den|Unter den|Zum|Zur|Alte|Alter|Hinter der|Vor dem)(?: [${UPPER}][${LETTER}-]+){1,2})`;

/** "rue|via" → "[Rr]ue|[Vv]ia": street types written either way, city names still capitalised. */
const eitherCase = (words: string) =>
  `(?:${words
    .split('|')
    .map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`)
    .join('|')})`;

/** French (and Belgian, Swiss, Québec) street types, which come before the name. */
const FR_TYPE = eitherCase(
  'rue|avenue|av\\.|boulevard|bd|place|chemin|allée|impasse|quai|route|cours|square|passage|voie|villa|cité|résidence|hameau|sentier|faubourg|rond-point|promenade|esplanade|lotissement|montée|parvis|ruelle|traverse|chaussée',
);
const SOUTH_TYPE = eitherCase(
  'calle|c/|carrer|avenida|avinguda|avda\\.|paseo|passeig|plaza|plaça|ronda|camino|travesía|carrera|via|viale|piazza|piazzale|corso|vicolo|largo|rua|travessa|alameda|praça|estrada|rodovia',
);

/** Floor and door after a southern house number: "3º B", "2.º Esq.", "int. 5", "piso 4". */
const FLOOR_DOOR =
  '\\d{1,2}\\.?[º°ª]|\\d{1,2}(?:è|er|a)(?=[ ,])|(?<=\\b(?:int|interno|scala|piso|planta|puerta|porta|esc|apt|app)\\.?\\s?)\\d{1,3}';

/** A postcode followed by a capitalised place name, as in most of Europe and Brazil. */
const POSTCODE_CITY = new RegExp(
  `\\d{4,5}(?:-\\d{3})?(?:[ \\t]?[A-Z]{2})?[ \\t][${UPPER}]|\\d{3} \\d{2} [${UPPER}]|\\d{5}-\\d{3}`,
);
/** A state or province right before a postcode; found from the postcode, which is rarer. */
const REGION_POSTCODE = new RegExp(
  `\\b(?=\\d{4,5}(?!\\d)|[A-Z]\\d[A-Z])(?<=(?:\\b(?:${US_STATES}|${CA_PROVINCES}|${AU_STATES})|\\)),?\\s{0,3})`,
);
/** A house number, a separator, a continental postcode and a capitalised town. */
const NUMBER_POSTCODE_TOWN = new RegExp(
  `\\d[ \\t]?[a-zA-Z]?(?:[-/]\\d{1,4}[a-z]?){0,2}${S}(?:[A-Z]{1,2}-)?(?:\\d{4,5}|\\d{3} \\d{2})(?:[ \\t]?[A-Z]{2})? [${UPPER}]`,
);
const HOUSE_THEN_NAME = new RegExp(`\\d,?[ \\t/][ \\t]?[${LETTER}0-9]`);

/**
 * Address patterns and their gates: cheap necessary conditions (a postcode shape, a street
 * word) that skip the full pattern for texts that cannot contain such an address.
 */
export const ADDRESS_PATTERNS: readonly { pattern: RegExp; gates: readonly RegExp[] }[] = [
  // US, Canada, Australia: 28 Alder Court, Millbrae, CA 94030 — 1600 Broadway, New York, NY
  // 10019 — 12 Elm St Apt 4, Toronto, ON M5V 2T6 — 5/12 Smith St, Fitzroy VIC 3065
  {
    pattern: new RegExp(
      `${HOUSE},? (?:(?:[NSEW]\\.? |(?:North|South|East|West) )?(?:(?:${WORD}|${ORDINAL}) ){0,4}(?:${WORD}|${ORDINAL})(?: (?:N|S|E|W|NE|NW|SE|SW)\\.?)?|${FR_TYPE}[ \\t][^,\\n\\d]{2,40}?)${UNIT}${S}(?:${UNIT_PART}${S})?${CITY}${S}(?:(?:${US_STATES})${S}?\\d{5}(?:-\\d{4})?|(?:${CA_PROVINCES})${S}?${CA_POSTCODE}|(?:${AU_STATES})${S}?\\d{4})(?![\\w-])`,
      'g',
    ),
    gates: [HOUSE_THEN_NAME, REGION_POSTCODE],
  },
  // UK and Ireland, on one line or several: 221B Baker Street, London NW1 6XE —
  // 17 Kingsley Road\nHeadingley\nLeeds LS6 2AF — 22 Baggot Street Upper, Dublin 4, D04 X285
  {
    pattern: new RegExp(`${HOUSE} ${UK_STREET}`, 'g'),
    gates: [UK_POSTCODE_GATE],
  },
  // A house name instead of a number: Rose Cottage, Church Lane, Ely CB7 4AA
  {
    pattern: new RegExp(`${HOUSE_NAME}${S}${UK_STREET}`, 'g'),
    gates: [UK_POSTCODE_GATE, new RegExp(HOUSE_NAME_WORDS)],
  },
  // Germany, Austria, Switzerland, Netherlands, Nordics: Hauptstraße 5, 10115 Berlin —
  // Keizersgracht 123, 1015 CJ Amsterdam — Drottninggatan 5, 111 51 Stockholm
  {
    pattern: new RegExp(
      `${NOT_AFTER_LETTER}${NORTH_STREET} \\d{1,4}[ \\t]?[a-zA-Z]?(?:[-/]\\d{1,4}[a-z]?){0,2}${S}(?:[A-Z]{1,2}-)?(?:\\d{4,5}|\\d{3} \\d{2})(?:[ \\t]?[A-Z]{2})? [${UPPER}][${LETTER}-]+(?: (?:am|an der|im|in|bei|ob der) [${UPPER}][${LETTER}-]+| [${UPPER}][${LETTER}-]+)?`,
      'g',
    ),
    gates: [
      NUMBER_POSTCODE_TOWN,
      new RegExp(
        `${NORTH_SUFFIX}|\\b(?:Am|An|Auf|Im|In|Unter|Zum|Zur|Alte|Alter|Hinter|Vor) `,
        'i',
      ),
    ],
  },
  // France, Belgium, Switzerland, Québec: 12 rue de la Paix, 75002 Paris — 8, avenue Foch
  // \n 69006 Lyon — Rue de la Loi 16, 1000 Bruxelles
  {
    pattern: new RegExp(
      `(?:(?<![\\w/-])\\d{1,4}(?:[ \\t]?(?:bis|ter|[A-D]))?,?[ \\t]${FR_TYPE}[ \\t][^,\\n\\d]{2,40}|${NOT_AFTER_LETTER}${FR_TYPE}[ \\t][^,\\n\\d]{2,40}[ \\t]\\d{1,4}[a-z]?)${S}(?:[^,\\n\\d]{2,40}${S})?(?:[A-Z]-)?\\d{4,5}[ \\t][${UPPER}][${LETTER}'-]+(?:[ -][${LETTER}][${LETTER}'-]+){0,2}`,
      'g',
    ),
    gates: [POSTCODE_CITY, new RegExp(FR_TYPE)],
  },
  // Spain, Italy, Portugal, Brazil: Calle Mayor 10, 28013 Madrid — Via Roma 12, 00184 Roma —
  // Rua Augusta, 1500 - Consolação, São Paulo - SP, 01304-001
  {
    pattern: new RegExp(
      `${NOT_AFTER_LETTER}${SOUTH_TYPE}[ \\t][^,\\n\\d]{2,40},?[ \\t](?:n\\.?º[ \\t]?)?\\d{1,5}(?:[^\\n\\d]|${FLOOR_DOOR}){0,40}?${S}?(?:\\d{4,5}(?:-\\d{3})?[ \\t][${UPPER}][${LETTER}-]+|[^\\n\\d]{0,30}\\d{5}-\\d{3})`,
      'g',
    ),
    gates: [POSTCODE_CITY, new RegExp(SOUTH_TYPE)],
  },
  // Indonesia and Malaysia: Jl. Diponegoro No. 51, Surabaya — Jalan Ampang No. 8, RT 3/RW 5, Kuala Lumpur
  {
    pattern: new RegExp(
      `${NOT_AFTER_LETTER}(?:Jl|Jln|Jalan)\\.? (?:${WORD} ){0,3}${WORD},? No\\.? ?\\d{1,4}[A-Za-z]?(?:/\\d{1,3})?,[ \\t]*(?:RT\\.? ?\\d{1,3} ?/ ?RW\\.? ?\\d{1,3},[ \\t]*)?(?:${WORD} ){0,2}${WORD}`,
      'g',
    ),
    gates: [/\b(?:Jl|Jln|Jalan)\b/],
  },
  // India: 12 MG Road, Indiranagar, Bengaluru, Karnataka 560038
  {
    pattern: new RegExp(
      `${HOUSE},? (?:${WORD} ){1,3}${STREET_TYPE}${NOT_BEFORE_LETTER}(?:${S}${CITY}){1,3}[ \\t,-]+[1-9]\\d{2}[ \\t]?\\d{3}(?![\\w-])`,
      'g',
    ),
    gates: [/[1-9]\d{2}[ \t]?\d{3}(?![\w-])/],
  },
  // Japan: 〒150-0002 東京都渋谷区渋谷2-21-1 — a designated city's ward: 大阪市北区天満2-1-5
  {
    pattern:
      /(?:〒\s?\d{3}-\d{4}\s*)?(?:(?:東京都|北海道|大阪府|京都府|\p{Script=Han}{2,3}県)\p{Script=Han}{1,6}[市区町村郡]|\p{Script=Han}{1,4}市\p{Script=Han}{1,4}区)[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{0,12}?\d{1,4}(?:丁目|[-−－])\d{1,4}(?:[-−－番]\d{1,4}号?)?/gu,
    gates: [/[都道府県]|市/],
  },
  ...MORE_ADDRESS_PATTERNS,
];

/** The address is the organisation's own, said just before or right after it. */
const BUSINESS =
  /\b(?:branch(?:es)?|office|headquarters|HQ|store|shop|ATM|location|visit us|find us|our|bank|we(?: are| have|'re)? (?:moved|located|based|relocated|at)|located at|situated at|conference|summit|meetup|expo|exhibition|trade show|workshop|seminar|mail (?:it|cheques|checks|payments) to|send (?:it|cheques|checks|payments) to|PO Box|registered (?:office|agent|seat)|hotel|museum|embassy|consulate|restaurant|caf[eé]|airport|station|stadium|university|campus|hospital|clinic|church|library|gallery|theat(?:re|er)|town hall|city hall|courthouse|company|Inc\.?|Ltd|LLC|GmbH|plc|warehouse|factory|venue|(?:parcel )?locker|pick-?up point|collection point|depot|post office|parcel shop|cent(?:re|er)|surgery|practice|pharmacy|dental|dentist|salon|gym|studio|agency|showroom|outlet|boutique|tower|palace|cathedral|castle|monument|landmark|official address|parliament|memorial|zoo|opera|unser[emn]?|unsere|notre|nos|nuestr[oa]s?|nostr[oaie]|onze|vår|vårt|våra|vores|Filiale|Geschäft|Laden|Praxis|Klinik|Krankenhaus|Apotheke|Rathaus|Zentrum|clinique|cabinet|pharmacie|h[oô]pital|mairie|agence|magasin|cl[ií]nica|farmacia|tienda|sucursal|oficina|ayuntamiento|ospedale|negozio|comune|ufficio|ziekenhuis|apotheek|winkel|filiaal|gemeente|kantoor|v[aå]rdcentral|apotek|butik|kontor|sede|biblioteca|biblioth[eè]que|bibliothek|bibliotheek|contact(?:ez|ar|are|eer)|contattarci|contáctenos|kontaktieren|mus[eé]e|museo|museu|[a-zäöü]*museum|museet|muzeum|müzesi|gare|Bahnhof|estaci[oó]n|stazione|th[eé][aâ]tre|teatro|[eé]glise|iglesia|chiesa|Kirche|ch[aâ]teau|castello|trattoria|osteria|pizzeria|ristorante|brasserie|bistro|bakery|boulangerie|Bäckerei|urz[aą]d|urzędu|dworzec|úřad|magistrát|belediye(?:si)?|otel|lokanta|restoran|toko|kantor|rumah sakit|stasiun|bảo tàng|cửa hàng|chúng tôi|công ty|văn phòng|chi nhánh|nhà hàng|khách sạn|bệnh viện|genel müdürlük|merkez|şube|siedziba|oddział|sídlo|pobočka|trụ sở|apteka|apteki|sklep|restauracja|przychodnia|szpital|poczta|lékárna|obchod|nemocnice|eczane|hastane|mağaza)\b[^.\n]{0,40}$/i;
/** The same words in scripts that `\\b` cannot bound (Greek, Thai). */
const BUSINESS_OTHER =
  /(?:Μουσείο|μουσείο|Δήμος|Δήμου|ξενοδοχείο|Ξενοδοχείο|εστιατόριο|κατάστημα|Νοσοκομείο|νοσοκομείο|พิพิธภัณฑ์|โรงแรม|ร้าน|โรงพยาบาล)[^.\n]{0,40}$/;
/** Opening hours right after the address: a shop's, an office's or a library's. */
const OPENING_HOURS =
  /^[^\n]{0,40}?(?:\bopening hours\b|\b(?:is |are )?open (?:daily|from|Mon|Tue|Wed|Thu|Fri|Sat|Sun|every|7 days|24)|\bopens\b|\b(?:ouvert|geöffnet|ge[öo]ffnet|aperto|abierto|aberto|geopend|czynn[aey]|otwart[aey]|otevřen[oa]|buka|açık|chiuso|fermé|geschlossen|cerrado|fechado|gesloten|closed on|Ruhetag)\b|mở cửa|ανοιχτό|Öffnungszeiten|\bhoraires\b|\bhorario\b|\borari\b|openingstijden|öppettider|åbningstider|åpningstider|aukioloajat|godziny otwarcia|営業時間)/i;
const BUSINESS_AFTER =
  /^[^.\n]{0,30}\b(?:visit us|come (?:and )?(?:see|visit) us|our (?:branch|office|store))\b|^\s*[(,–—-]\s*(?:the\s)?[A-Z][\w'’ ]{0,30}\b(?:Center|Centre|Hotel|Mall|Plaza|Tower|Building|Stadium|Arena|Airport|Station|University|College|School|Hospital|Museum|Library|Church|Cathedral|Office|HQ|Headquarters|Hub|Locker|Depot|Store|Shop|Branch)\b/;
/** An organisation's contact line right after the address ("… W1C 1DX. Customer service: 0345 …"). */
const CONTACT_LINE_AFTER =
  /^[^\n]{0,40}?\b(?:customer (?:service|care|support|enquiries|inquiries)|(?:general |press |media )?(?:enquiries|inquiries)|reservations|bookings|box office|switchboard|reception|front desk|help ?desk|helpline|hotline|infoline|service line|main line|store (?:phone|hours)|Kundendienst|Kundenservice|Service-?Hotline|service client(?:èle)?|atención al cliente|servizio clienti|assistenza clienti|klantenservice|kundtjänst|kundeservice|asiakaspalvelu|obsługa klienta|infolinia)\b[^\n\d]{0,12}(?:[:：]|\+?\d)/i;
const PLACEHOLDER =
  /\b(?:Anytown|Anycity|Anyville|Any Street|Somewhere|Example|Sample|Fake Street|Musterstadt|Musterstraße|Mustermann|Evergreen Terrace|Wallaby Way|Calle Falsa)\b|\b(?:123|1234) Main St|\b(?:1600 Pennsylvania Ave|10 Downing St|1 Infinite Loop|1 Apple Park Way|1600 Amphitheatre P(?:arkwa)?y|350 Fifth Ave|1 Microsoft Way)/i;

/** Words that make the address someone's home, even after a business word ("near the station"). */
const PERSONAL =
  /\b(?:lives?|living|resides?|residence|home|ship(?:ping)? to|deliver(?:y|ed)? to|mailing|postal|her|his|their|my)\b/gi;

const lastIndex = (pattern: RegExp, text: string) => {
  let index = -1;
  for (const match of text.matchAll(pattern)) index = match.index;
  return index;
};

export function addressValid(value: string, before: string, after: string): boolean {
  if (
    PLACEHOLDER.test(value) ||
    BUSINESS_AFTER.test(after) ||
    OPENING_HOURS.test(after) ||
    CONTACT_LINE_AFTER.test(after)
  )
    return false;
  // The clause, not cut at an abbreviation's dot ("Muzeum Narodowe, al. 3 Maja 1, …").
  const clause = sentenceBefore(before);
  const business = BUSINESS.exec(clause) ?? BUSINESS_OTHER.exec(clause);
  return business === null || lastIndex(PERSONAL, clause) > business.index;
}
