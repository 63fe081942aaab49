import {
  BUSINESS_LINE,
  PERSONAL_LINE,
  organisationLine,
  sentenceAfter,
  sentenceBefore,
} from './pii-organisation';
import {
  TOLL_FREE,
  dialIn,
  internationalServiceNumber,
  serviceNumber,
} from './pii-service-numbers';
import { NOT_PERSONAL } from './pii-shared';

/**
 * Phone numbers: international (+…), North American, trunk-prefixed national numbers, and
 * bare digit runs that a label names as a phone number, in Latin and other scripts ("رقم
 * الهاتف", "טלפון נייד", "شماره تماس", "मोबाइल नंबर", "連絡先", "联系电话", "연락처"). An
 * organisation's line, a service or freephone prefix, and a number called fictional are not
 * a person's.
 */

/** A number said to be made up ("a fictional number such as 555-0134"). */
const FICTIONAL =
  /\b(?:fictional|fictitious|placeholder|dummy|fake|made[- ]up|sample|example|e\.g\.|for instance|such as)\b/i;

function phoneValid(raw: string, before: string, named: boolean, after: string): boolean {
  const digits = raw.replace(/\D/g, '');
  if (FICTIONAL.test(`${sentenceBefore(before)} ${sentenceAfter(after)}`)) return false;
  if (organisationLine(before, after) || dialIn(before, after)) return false;
  // SSN-shaped strings that failed the SSN rules are not phone numbers either.
  if (/^(\d)\1+$/.test(digits) || /^\d{3}-\d{2}-\d{4}$/.test(raw)) return false;
  if (NOT_PERSONAL.test(before)) return false;
  // "Branch phone:" is the bank's line; "at her office on" is still hers.
  if (BUSINESS_LINE.test(before) && !PERSONAL_LINE.test(sentenceBefore(before))) return false;
  if (raw.startsWith('+')) {
    if (digits.length < 8 || digits.length > 15) return false;
    // +1 is North America only, always ten digits after it ("+1-555-0100" is a stub).
    if (digits.startsWith('1')) return digits.length === 11 && !TOLL_FREE.test(digits.slice(1));
    return !internationalServiceNumber(digits);
  }
  // A trunk "0" marks a national number outside North America: 9–12 digits ("07700 900123",
  // "06 12 34 56 78", "0151 23456789"). Otherwise 10–11 digits, or 9–12 when the text says
  // it is a phone number ("Móvil: 612 34 56 78").
  if (digits.startsWith('0')) {
    return digits.length >= 9 && digits.length <= 12 && !serviceNumber(raw, digits);
  }
  if (digits.length < (named ? 9 : 10) || digits.length > (named ? 12 : 11)) return false;
  return !TOLL_FREE.test(digits.replace(/^1(?=\d{10}$)/, '')) && !serviceNumber(raw, digits);
}

/**
 * Phone labels in scripts that `\b` cannot bound: Arabic, Hebrew, Persian, Devanagari, Thai,
 * CJK… Each starts with a non-ASCII character, which a lookahead tests first.
 */
const PHONE_WORD_OTHER =
  "điện thoại|di động|เบอร์โทร|เบอร์มือถือ|มือถือ|โทร|κινητό|τηλέφωνο|手机|手機|電話|电话|联系方式|聯絡方式|連絡先|携帯|전화|휴대폰|핸드폰|연락처|телефон|тел\\.|моб\\.|هاتف|الهاتف|جوال|الجوال|موبايل|الموبايل|محمول|واتساب|للتواصل|تلفن|موبایل|شماره تماس|شماره همراه|تلفن همراه|فون|موبائل|טלפון|נייד|טל['׳]|פלאפון|फ़ोन|फोन|मोबाइल|संपर्क|दूरभाष";

/** Words that name a phone number, so a bare digit run after them is one ("Priya's number"). */
const PHONE_WORD = `(?:\\b(?:(?:call|text|ring|dial|message|reach|contact|llam(?:ar|e|a)|appel(?:er|ez|le)|joindre|anrufen|chiam(?:are|a)|ligar|bel(?:len)?)\\b[^\\d+\\n.;]{0,30}?\\b(?:at|on|al|au|unter|op|no|para o|sul|via)|phone|mobile|cell(?:phone)?|tel(?:ephone)?|whatsapp|sms|landline|(?:his|her|their|my|personal|home|work|contact|callback|private) (?:number|no\\.?|#)|(?:call|text|ring|reach) (?:him|her|them)(?: on| at)?|teléfono|telefone|téléphone|portable|handy|telefon|telefono|telefonnummer|cellulare|celular|móvil|movil|mobiel|telefoon|numer telefonu|telefonu|telefon numarası|tel\\. kom\\.?|komórka|mobil|cep(?: telefonu)?|GSM|no\\.? HP|nomor HP|ponsel|telepon|SĐT|ĐT)\\b|'s (?:number|mobile|cell)\\b)`;
/** The other scripts' labels, a detector of their own: Latin-only replies skip it at its gate. */
const PHONE_WORD_SCRIPTS = `(?=[\\u0080-\\uffff])(?:${PHONE_WORD_OTHER})`;

const NO_DIGIT_BEFORE = '(?<![\\w-]|\\d[ .-])';
const NO_DIGIT_AFTER = '(?![ .-]?\\d)';

type PhoneDetector = {
  pattern: RegExp;
  valid: (value: string, before: string, after: string) => boolean;
  gates?: readonly RegExp[];
};

/** A lottery draw's numbers, in the line around the digits ("Winning numbers: 04 11 23 38 45"). */
const LOTTERY =
  /\b(?:winning numbers|lottery|lotto|Powerball|Mega ?Millions|Mega Ball|EuroMillions|Euro ?Jackpot|Lucky Stars?|bonus ball|jackpot|numbers drawn|draw results|numéros gagnants|tirage|Lottozahlen|Superzahl|Zusatzzahl|números premiados|sorteo|primitiva|numeri vincenti|estrazione|SuperEnalotto|Lottotal|lottorivi)\b/i;

const unnamed = (value: string, before: string, after: string) =>
  phoneValid(value, before, false, after) &&
  !LOTTERY.test(`${before.slice(before.lastIndexOf('\n') + 1)} ${after.split('\n')[0]}`);

export const PHONE_PATTERNS: readonly PhoneDetector[] = [
  // International: +44 20 7946 0958, +1 (646) 555-0110, +44 (0)20 7946 0958.
  {
    pattern: new RegExp(
      `(?<![\\w+-])\\+\\d{1,3}(?:[\\s.-]?\\(\\d{1,4}\\))?(?:[\\s.-]?\\d{1,5}){2,6}${NO_DIGIT_AFTER}`,
      'g',
    ),
    valid: unnamed,
  },
  // North American and other grouped national numbers: (212) 555-0187, 415.555.0199.
  {
    pattern: new RegExp(
      `${NO_DIGIT_BEFORE}(?:\\(\\d{2,4}\\)[\\s.-]?|\\d{2,4}[\\s.-])\\d{3,5}[\\s.-]\\d{3,4}${NO_DIGIT_AFTER}`,
      'g',
    ),
    valid: unnamed,
  },
  // North American with the country code but no plus: 1 (617) 555-0139, 1-617-555-0139.
  {
    pattern:
      /(?<![\w+.-]|\d[ .-])1[ .-]?(?:\(\d{3}\)[ .-]?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![ .-]?\d)/g,
    valid: unnamed,
  },
  // Trunk-prefixed national numbers: 07700 900123, 06 12 34 56 78, (02) 9876 5432.
  {
    pattern: new RegExp(
      `${NO_DIGIT_BEFORE}(?:\\(0[1-9]\\d{0,3}\\)[\\s.-]?|0[1-9]\\d{0,3}[\\s.-])\\d{2,8}(?:[\\s.-]\\d{2,8}){0,3}${NO_DIGIT_AFTER}`,
      'g',
    ),
    valid: unnamed,
  },
  // Named: "His mobile is 4155550143", "Priya's number is 98214 47305", "الجوال: 0661482793".
  ...[PHONE_WORD, PHONE_WORD_SCRIPTS].map((words) => ({
    pattern: new RegExp(
      `${words}[^\\d+\\n]{0,20}(\\+?\\(?\\d[\\d\\s.()-]{7,17}\\d)${NO_DIGIT_AFTER}`,
      'dgi',
    ),
    valid: (value: string, before: string, after: string) => phoneValid(value, before, true, after),
    gates: [new RegExp(words, 'i')],
  })),
];
