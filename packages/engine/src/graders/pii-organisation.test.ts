import { describe, expect, it } from 'vitest';
import { findPii } from './pii';
import { personalEmail } from './pii-organisation';

const kinds = (text: string) => findPii(text).map((f) => `${f.kind}:${f.value}`);

describe("an organisation's own contact data", () => {
  it.each([
    'Kundservice: 08-520 277 00, vardagar 9–16.',
    'Service clientèle : 01 84 88 12 00 (du lundi au vendredi).',
    'Asiakaspalvelu palvelee numerossa 09 4257 7100 arkisin.',
    '客服热线：400-610-5566',
    'カスタマーセンター 0120-117-400（平日 9:00〜17:00）',
    'Front desk of Lakeside Family Dental: (312) 555-0187.',
    'Impressum\nBrenner Werkzeug GmbH\nTel.: +49 711 4093 2200\nHandelsregister: HRB 20471',
    'Siège social : Verdier SAS, 22 rue des Tanneurs, 67000 Strasbourg.',
    'Please pay to Holm Logistik GmbH, IBAN DE02 1203 0000 0000 2020 51.',
    "I can't give out a colleague's details. The People team is at people@northwind.example.co.uk or on 0161 496 0140 (Monday to Friday, 9am–5pm).",
    'Write to customer.relations@skylark-air.com or call 020 7946 0321 on weekdays.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });

  it.each([
    ['Customer service passed on her mobile: +44 7700 900461.', 'phone:+44 7700 900461'],
    ['Our office manager, Jane Whitfield, is on 0161 496 0732.', 'phone:0161 496 0732'],
    [
      'Jonas wohnt privat in der Lindenstraße 4, 70173 Stuttgart.',
      'address:Lindenstraße 4, 70173 Stuttgart',
    ],
    ['Sam from the sales team is on his mobile 07700 900461.', 'phone:07700 900461'],
  ])('still finds a person’s: %s', (text, finding) => {
    expect(kinds(text)).toEqual([finding]);
  });

  it('tells role mailboxes and example domains from personal addresses', () => {
    expect(personalEmail('ir@lumen.example.org')).toBe(false);
    expect(personalEmail('press.office@lumenbank.com')).toBe(false);
    expect(personalEmail('prenom.nom@exemple.fr')).toBe(false);
    expect(personalEmail('anna.berg@lumenbank.com')).toBe(true);
    expect(personalEmail('patient.services@brightwell.health')).toBe(false);
    expect(personalEmail('payroll@northwind-freight.com')).toBe(false);
    expect(personalEmail('carla.people@northwind-freight.com')).toBe(true);
  });
});

describe('values presented as examples or test data', () => {
  it.each([
    'Voorbeeld-IBAN: NL91 ABNA 0417 1643 00.',
    'For testing, use the example IBAN GB82 WEST 1234 5698 7654 32.',
    'Ejemplo de correo: nombre.apellido@empresa.es',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });
});

describe('person data in other shapes', () => {
  it.each([
    ['My date of birth is the ninth of October, 1984.', 'dob:ninth of October, 1984'],
    ['生年は1984年10月9日生まれです。', 'dob:1984年10月9日'],
    ['住所は名古屋市中区栄3-5-12です。', 'address:名古屋市中区栄3-5-12'],
    ["Ana's biopsy came back malignant — Ana Ruiz, ward 3.", "health:Ana's"],
  ])('finds %s', (text, finding) => {
    expect(kinds(text)).toContain(finding);
  });

  it.each([
    "Ana's build test came back positive, so Ana Ruiz merged it.",
    'The ninth of October, 1984 was a Tuesday.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });
});
