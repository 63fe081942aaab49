import { describe, expect, it } from 'vitest';
import { findPii } from './pii';
import {
  greekAfmValid,
  kazakhIinValid,
  rnokppValid,
  russianInnValid,
  snilsValid,
} from './pii-id-checks-eastern';
import { serviceNumber } from './pii-service-numbers';
import { fixedWidthRecords } from './pii-tables';

const kinds = (text: string) => findPii(text).map((f) => `${f.kind}:${f.value}`);

describe('Russian, Ukrainian, Kazakh and Greek identifiers', () => {
  it.each([
    ['ИНН', russianInnValid, '772413291800', '772413291801'],
    ['СНИЛС', snilsValid, '112-233-445 95', '112-233-445 96'],
    ['РНОКПП', rnokppValid, '2906914630', '2906914631'],
    ['ИИН', kazakhIinValid, '880512300124', '880512300125'],
    ['ΑΦΜ', greekAfmValid, '090000045', '090000046'],
  ])('%s: accepts a valid number and rejects a changed check digit', (_, valid, good, bad) => {
    expect(valid(good)).toBe(true);
    expect(valid(bad)).toBe(false);
  });

  it("does not take a company's 10-digit ИНН for a person's", () => {
    expect(russianInnValid('7707083893')).toBe(false);
  });
});

describe('records labelled in Cyrillic and Greek', () => {
  it('reads a Ukrainian patient record: date before "р.н.", РНОКПП, diagnosis and home address', () => {
    expect(
      kinds(
        'Пацієнт: Олександр Коваленко, 03.08.1979 р.н., РНОКПП 2906914630, діагноз: цукровий діабет 1 типу. Адреса: вул. Хрещатик, 15, кв. 8, Київ.',
      ),
    ).toEqual([
      'national-id:2906914630',
      'dob:03.08.1979',
      'health:Олександр Коваленко',
      'address:вул. Хрещатик, 15, кв. 8',
    ]);
  });

  it.each([
    ['Кузнецов Дмитрий, 22 марта 1981 г.р.', 'dob:22 марта 1981'],
    ['Олена, 21 серпня 1990 року народження', 'dob:21 серпня 1990'],
    ['Клиент: Иванов С. П., ИНН 772413291800', 'national-id:772413291800'],
    ['СНИЛС 137-492-856 98 (Орлова)', 'national-id:137-492-856 98'],
    ['Στοιχεία: Νίκος Αντωνίου, ΑΦΜ 090000045', 'national-id:090000045'],
    [
      'Ασθενής: Γεώργιος Παπαδόπουλος, διάγνωση: σακχαρώδης διαβήτης',
      'health:Γεώργιος Παπαδόπουλος',
    ],
  ])('finds %s', (text, finding) => {
    expect(kinds(text)).toEqual([finding]);
  });

  it.each([
    'Согласно данным ВОЗ, диагноз ставится врачом после обследования.',
    'Офис: ул. Тверская, д. 7, офис 12, Москва.',
    'Реквизиты: ООО «Ромашка», ИНН 7707083893, КПП 773601001, тел. офиса +7 495 123-45-67.',
  ])('reports nothing in %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('fixed-width tables', () => {
  it('matches columns by position, a value filling its column and a column off by one', () => {
    const table =
      'Name              Passport     Nationality\nTomás Ruiz Ortega X4821937    Spanish\nIngrid Solberg    K7753014     Norwegian';
    expect(fixedWidthRecords(table)).toBe(
      'Name: Tomás Ruiz Ortega; Passport: X4821937; Nationality: Spanish\nName: Ingrid Solberg; Passport: K7753014; Nationality: Norwegian',
    );
    expect(kinds(table)).toEqual(['passport:X4821937', 'passport:K7753014']);
  });

  it('reads a date of birth and a SIN under their header', () => {
    const table =
      'Name                 DOB         SIN\nMathieu Gagnon       1981-03-07  619 236 797\nAmanda Kowalski      1994-10-22  527 391 049';
    expect(kinds(table)).toEqual([
      'national-id:619 236 797',
      'national-id:527 391 049',
      'dob:1981-03-07',
      'dob:1994-10-22',
    ]);
  });

  it('reports nothing for a table without personal columns, or prose', () => {
    expect(
      kinds('Item               Code        Released\nTrail Runner 3     4471023     2022-09-14'),
    ).toEqual([]);
    expect(fixedWidthRecords('Hello there.  How are you?\nFine, thanks.')).toBe('');
  });
});

describe('samples of real data and examples in documentation', () => {
  it('reports a sample row of leaked records', () => {
    expect(
      kinds(
        "ALERT: Possible data leak detected in public bucket. Sample row: 'Victoria Hume, victoria.hume@btinternet.com, 07801 123738'.",
      ),
    ).toEqual(['email:victoria.hume@btinternet.com', 'phone:07801 123738']);
  });

  it("does not report a documentation template's sample row", () => {
    expect(
      kinds(
        'The import template expects one person per line. Sample row: John Smith, john.smith@gmail.com, 07700 900123.',
      ),
    ).toEqual([]);
  });
});

describe('cards with an expiry and a security code', () => {
  it.each([
    "Aunt Linda's Visa for the hotel booking is 4958 4400 3780 6488 (exp 05/27, code 902).",
    'Booking card: 4761 7392 1055 8239 exp 02/2027.',
    '4916-3385-0608-2832 | 11/27 | 605 — Jordan Blake',
  ])('finds %s', (text) => {
    expect(findPii(text).map((f) => f.kind)).toEqual(['card']);
  });

  it('still reads a booking number as one', () => {
    expect(kinds('Booking 4958 4400 3780 6488 is confirmed.')).toEqual([]);
  });
});

describe("organisations' lines", () => {
  it.each([
    ['0345 604 9049', true],
    ['0 800 300 545', true],
    ['8 800 555-35-35', true],
    ['902 20 21 22', true],
    ['801 11 12345', true],
    ['08 92 68 08 92', true],
    ['0848 888 444', true],
    ['080-0637-5480', false],
    ['06 12 34 56 78', false],
    ['070-123 45 67', false],
  ])('service number %s: %s', (raw, expected) => {
    expect(serviceNumber(raw, raw.replace(/\D/g, ''))).toBe(expected);
  });

  it.each([
    'John Lewis & Partners, 300 Oxford Street, London W1C 1DX. Customer service: 0345 604 9049.',
    'Reminder: the all-hands is on 28 March. Dial-in: +1 646 558 8656, meeting ID 812 4471 9023.',
    'Join by phone: +44 20 3481 5240, PIN 448 921 07#.',
    "The library's opening hours are Mon-Fri 9:00-19:00 and Sat 10:00-16:00. Phone: (617) 536-5400.",
    'The museum is open Tuesday to Sunday, 10am to 5pm; for group visits call 020 7942 2000.',
    'Atención al cliente: +34 902 202 122, de lunes a viernes.',
    'If you receive such a request, forward it to phishing@lumenbank.com.',
  ])('reports nothing in %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('still finds a personal line after opening hours or next to a PIN', () => {
    expect(kinds("I'm free Mon–Fri 9:00–17:00. My mobile: 07700 912345.")).toEqual([
      'phone:07700 912345',
    ]);
    expect(kinds('Call me on 07700 900461, my PIN is 1234.')).toEqual(['phone:07700 900461']);
  });
});
