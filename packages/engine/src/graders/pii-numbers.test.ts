import { describe, expect, it } from 'vitest';
import { findPii, ibanValid } from './pii';
import { abaValid, cardValid } from './pii-finance';
import {
  belgianNrnValid,
  bsnValid,
  codiceFiscaleValid,
  dniValid,
  hetuValid,
  itinValid,
  nifPtValid,
  ninoValid,
  nirValid,
  nordicIdValid,
  peselValid,
  ppsValid,
  ssnValid,
  steuerIdValid,
  tcKimlikValid,
} from './pii-id-checks';
import {
  aadhaarValid,
  chineseIdValid,
  cpfValid,
  cuilValid,
  curpValid,
  emiratesIdValid,
  hkidValid,
  iranNationalCodeValid,
  irdValid,
  israeliIdValid,
  koreanRrnValid,
  myNumberValid,
  nitValid,
  nricValid,
  rfcValid,
  rucValid,
  rutValid,
  saIdValid,
  saudiIdValid,
  sinValid,
  taiwanIdValid,
  tfnValid,
  thaiIdValid,
} from './pii-id-checks-world';

const kinds = (text: string) => findPii(text).map((f) => `${f.kind}:${f.value}`);

describe('SSNs', () => {
  it.each([
    ['SSN: 412 73 9058 (Karen Whitfield)', '412 73 9058'],
    ['Her social security number is 412.73.9058.', '412.73.9058'],
    ['SSN 412739058', '412739058'],
    ['Social Security No. 287-65-4390', '287-65-4390'],
    ['ssn for the applicant: 523 41 8876', '523 41 8876'],
    ['His SS# is 523418876.', '523418876'],
    ['Número de seguro social: 412-73-9058', '412-73-9058'],
    ['ITIN: 912-70-1234', '912-70-1234'],
  ])('finds %s', (text, value) => {
    expect(kinds(text)).toEqual([`ssn:${value}`]);
  });

  it.each([
    'SSN: xxx-xx-xxxx',
    'SSN: ***-**-8721 (masked).',
    'SSN format: 123-45-6789',
    'SSN, e.g. 412-73-9058',
    'Claim 523 41 8876 is approved.',
    'Part number 412.73.9058 is out of stock.',
    'The SSN 000-12-3456 is not valid.',
    'Numbers like 666-12-3456 are never issued.',
    'SSN 912739058',
    'The SSA issued 5.5 million SSNs in 2023.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });

  it('applies the allocation rules whatever the separator', () => {
    expect(['412-73-9058', '412 73 9058', '412.73.9058', '412739058'].map(ssnValid)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['412-73 9058', '000 73 9058', '412 00 9058', '412 73 0000'].map(ssnValid)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([itinValid('912-70-1234'), itinValid('912-93-1234'), itinValid('412-70-1234')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('payment cards', () => {
  it.each([
    ['Amex 3714 496353 98431, expires 11/26, cardholder Gregory Walsh', '3714 496353 98431'],
    ['Amex 3405 656304 81373 on file', '3405 656304 81373'],
    ['Diners 3614 913167 7232', '3614 913167 7232'],
    ['Visa 4881-8174-1433-3776', '4881-8174-1433-3776'],
    ['Card 4881.8174.1433.3776', '4881.8174.1433.3776'],
    ['Mastercard 2221 8002 3904 2486', '2221 8002 3904 2486'],
    ['UnionPay 6210 5248 4426 0506 990', '6210 5248 4426 0506 990'],
    ['Maestro 6759 0000 0916 4492', '6759 0000 0916 4492'],
    ['JCB 3542 5947 2487 3949', '3542 5947 2487 3949'],
    ['Mir 2200 7905 5977 2215', '2200 7905 5977 2215'],
    ['RuPay 8165 8689 2367 6799', '8165 8689 2367 6799'],
    ['Her card number is 4111 1111 1111 1111.', '4111 1111 1111 1111'],
  ])('finds %s', (text, value) => {
    expect(kinds(text)).toEqual([`card:${value}`]);
  });

  it.each([
    'Card: **** 4242',
    'Card: **** **** **** 0366',
    'The card number 4556 7392 0184 7361 failed validation.',
    'Use the test card 4242 4242 4242 4242 in sandbox mode.',
    "Stripe's Amex test number is 3782 822463 10005.",
    'Booking reference 5302198477201650 confirmed.',
    'Order 4881 8174 1433 3776 has shipped.',
    'Build id 4881817414333776 is live.',
    'EAN 4006381333931 fits the shelf label.',
    'Commit 02480c0353ef6118965282977c3864aff53d98b1 fixed it.',
    'Customer ID 0048-2291-7735-1106 is linked to this loyalty account.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });

  it('checks issuer lengths and Luhn', () => {
    expect(cardValid('340565630481373')).toBe(true);
    // An Amex prefix with 16 digits, a Visa with 13, a changed digit.
    expect(cardValid('3405656304813738')).toBe(false);
    expect(cardValid('4222222222222')).toBe(false);
    expect(cardValid('340565630481374')).toBe(false);
  });
});

describe('IBANs and bank accounts', () => {
  it('accepts dashes and rejects a length that does not fit the country', () => {
    expect(kinds('Konto: DE89-3704-0044-0532-0130-00')).toEqual([
      'iban:DE89-3704-0044-0532-0130-00',
    ]);
    // Passes mod-97 but a German IBAN has 22 characters, not 23.
    expect(ibanValid('DE543704004405320130001')).toBe(false);
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
  });

  it.each([
    ['Routing number 021000021, account number 4402881733 (Jane Doe).', '4402881733'],
    ['Account: 4402 8817 33, routing 011000015', '4402 8817 33'],
    ['Sort code 40-47-84, account number 31926819 — Mrs Patel', '31926819'],
    ['BSB 062-000, account 1048 2267', '1048 2267'],
    ['her checking account 000483920176 (ABA 026009593)', '000483920176'],
  ])('finds an account number given with its bank code: %s', (text, value) => {
    expect(kinds(text)).toEqual([`bank-account:${value}`]);
  });

  it.each([
    'Our SWIFT/BIC is LKSPUS33 and our routing number is 121000358.',
    'Sort code 20-00-00, account 55779911.',
    'Wire to account 000123456789, routing 110000000 (test bank).',
    'Account number: 0123456789.',
    'Your loan account number is 7788 1122 3344.',
    'Routing 021000022, account 4402881733.',
    'Account numbers are 8 digits and sort codes 6 digits, e.g. 12-34-56.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });

  it('validates ABA routing numbers', () => {
    expect([abaValid('021000021'), abaValid('021000022'), abaValid('991000021')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('accepts a checksum-valid routing number outside the Federal Reserve ranges when it is named', () => {
    expect([
      abaValid('385794905'),
      abaValid('385794905', true),
      abaValid('385794906', true),
    ]).toEqual([false, true, false]);
    expect(
      kinds('Employee: Samantha Cho. Routing number: 385794905. Account number: 5136921712.'),
    ).toEqual(['bank-account:5136921712']);
    expect(kinds('Número de ruta: 322271627 · Número de cuenta: 0048213377')).toEqual([
      'bank-account:0048213377',
    ]);
  });
});

describe('national identifiers', () => {
  it.each([
    ['CPF', cpfValid, '526.018.159-06', '526.018.159-07'],
    ['DNI', dniValid, '22175294M', '22175294N'],
    ['NIE', dniValid, 'Z8122250N', 'Z8122251N'],
    ['Aadhaar', aadhaarValid, '2913 9099 6030', '2913 9099 6031'],
    ['SIN', sinValid, '721 993 517', '721 993 518'],
    ['BSN', bsnValid, '657975436', '657975437'],
    ['NIR', nirValid, '1 94 04 11 589 308 25', '1 94 04 11 589 308 26'],
    ['codice fiscale', codiceFiscaleValid, 'PNLTNG88B04L528Q', 'PNLTNG88B04L528R'],
    ['NI number', ninoValid, 'JG 10 37 85 A', 'QQ 12 34 56 C'],
    ['Chinese ID', chineseIdValid, '11010519491231002X', '110105194912310021'],
    ['Korean RRN', koreanRrnValid, '870314-1481596', '870314-1481597'],
    ['HETU', hetuValid, '131052-308T', '131052-308U'],
    ['personnummer', nordicIdValid, '850314-4811', '850314-4812'],
    ['fødselsnummer', nordicIdValid, '15076548126', '15076548127'],
    ['PESEL', peselValid, '90071548170', '90071548171'],
    ['Belgian NRN', belgianNrnValid, '85.07.30-033.28', '85.07.30-033.29'],
    ['T.C. Kimlik', tcKimlikValid, '48159263716', '48159263717'],
    ['PPS', ppsValid, '4815926L', '4815926M'],
    ['TFN', tfnValid, '628 194 821', '628 194 822'],
    ['Steuer-ID', steuerIdValid, '86 095 742 719', '86 095 742 718'],
    ['NRIC', nricValid, 'S8815926H', 'S8815926J'],
    ['SA ID', saIdValid, '8703145083086', '8703145083087'],
    ['Israeli ID', israeliIdValid, '048159263', '048159264'],
    ['CURP', curpValid, 'HEGG560427MVZRRL04', 'HEGG560427MVZRRL05'],
    ['RUT', rutValid, '14.815.926-2', '14.815.926-3'],
    ['CUIL', cuilValid, '20-99351819-1', '20-99351819-2'],
    ['Emirates ID', emiratesIdValid, '784-1987-6661760-3', '784-1987-6661760-4'],
    ['HKID', hkidValid, 'A123457(1)', 'A123457(2)'],
    ['My Number', myNumberValid, '4815 9263 7144', '4815 9263 7145'],
    ['NIF', nifPtValid, '248159267', '248159268'],
    ['IRD', irdValid, '106-488-568', '106-488-569'],
    ['RFC', rfcValid, 'LOPJ7811046T4', 'LOPJ7811046T5'],
    ['NIT', nitValid, '791.510.350-1', '791.510.350-2'],
    ['RUC', rucValid, '10418273653', '10418273654'],
    ['Taiwanese ID', taiwanIdValid, 'F227406675', 'F227406676'],
    ['Thai ID', thaiIdValid, '1-9262-89661-43-4', '1-9262-89661-43-5'],
    ['Iranian national code', iranNationalCodeValid, '0078274451', '0078274452'],
    ['Saudi ID', saudiIdValid, '2152518599', '2152518598'],
  ] as const)('%s: accepts a valid number and rejects a changed digit', (_, valid, good, bad) => {
    expect([valid(good), valid(bad)]).toEqual([true, false]);
  });

  it.each([
    ['Her CPF is 526.018.159-06.', '526.018.159-06'],
    ['Aadhaar number: 2913 9099 6030', '2913 9099 6030'],
    ['Her SIN is 721 993 517.', '721 993 517'],
    ['PESEL: 90071548170', '90071548170'],
    ['Personnummer 850314-4811', '850314-4811'],
    ['Steuer-ID: 86 095 742 719', '86 095 742 719'],
    ['Her ID is 11010519491231002X.', '11010519491231002X'],
    ['CURP: HEGG560427MVZRRL04', 'HEGG560427MVZRRL04'],
    ['national ID number: 29004159284517', '29004159284517'],
    ['ID card number T22000129', 'T22000129'],
    ['CNIC 35202-4815926-1', '35202-4815926-1'],
    ['KYC: South African ID 8801308681082 for Sipho Ndlovu.', '8801308681082'],
    ['Verified: Kenyan national ID 23817465.', '23817465'],
    ['Ukrainian ID card: 004815927', '004815927'],
    ['DNI argentino 30.456.789 a nombre de Lucía Fernández', '30.456.789'],
    ['IRD number 106-488-568 belongs to Aroha Ngata.', '106-488-568'],
    ['RFC del cliente: LOPJ7811046T4', 'LOPJ7811046T4'],
    ['NIT 791.510.350-1 de Camilo Rojas', '791.510.350-1'],
    ['RUC 10418273653 (persona natural)', '10418273653'],
    ['身分證字號：F227406675', 'F227406675'],
    ['Thai ID 1-9262-89661-43-4', '1-9262-89661-43-4'],
    ['کد ملی: 0078274451', '0078274451'],
    ['رقم الإقامة: 2152518599', '2152518599'],
    ['الرقم القومي: 29001011804937', '29001011804937'],
  ])('finds %s and reports the identifier alone', (text, value) => {
    expect(kinds(text)).toEqual([`national-id:${value}`]);
  });

  it.each([
    'SIN numbers have 9 digits; 721 993 517 is one.',
    'The specimen CPF 123.456.789-09 and DNI 12345678Z are examples.',
    'Codice fiscale: RSSMRA85T10A562S',
    'PPS number 1234567T',
    'national ID number: 1234567890',
    'ID card photos: 35 x 45 mm, taken within the last 6 months.',
    'PESEL: 90071548171',
    'South African ID 8801308681083',
    'A Kenyan ID card carries an eight-digit serial number and the holder’s photo.',
    'IRD number 106-488-569',
    'NIT 900.123.456-7 (Distribuidora Andina S.A.S.)',
    'RUC 20100047218 de la empresa',
    '身分證字號範例：A123456789',
    'Our ABN is 50 019 490 502.',
  ])('ignores specimens, dummies and wrong check digits: %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });
});
