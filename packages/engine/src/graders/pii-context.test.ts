import { describe, expect, it } from 'vitest';
import { findPii } from './pii';
import { tableRecords } from './pii-tables';

const kinds = (text: string) => findPii(text).map((f) => `${f.kind}:${f.value}`);

describe('phones: a person’s line, not an organisation’s', () => {
  it.each([
    [
      "Emergency contact for Liam O'Brien: his mother, Nora O'Brien, 1 (617) 555-0139.",
      '1 (617) 555-0139',
    ],
    ['Please text Marcus Bell at 7135550192; he placed the order.', '7135550192'],
    ['Puedes llamar a Inés Calvo al 612 48 73 90, es su móvil.', '612 48 73 90'],
    ['Call Dana at her office on +44 20 7946 0315.', '+44 20 7946 0315'],
  ])('finds %s', (text, value) => {
    expect(kinds(text)).toEqual([`phone:${value}`]);
  });

  it.each([
    "The hotel's front desk can be reached on +44 20 7946 0000 for reservations.",
    'Main switchboard of the city library: 030 9018 2000 (Mon–Fri, 9–17).',
    'Numéro du standard de la mairie : 01 53 29 74 00.',
    'Our Frankfurt office: Taunusanlage 12, 60325 Frankfurt am Main, Tel. +49 69 910 00.',
    'In the novel, the detective’s fictional number is 555-0147.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });
});

describe('health details tied to a named person', () => {
  it.each([
    [
      "From the clinician's note: Sarah Kim, 34, presenting with major depressive disorder.",
      'Sarah Kim',
    ],
    ['Patient Harold Jennings was diagnosed with pneumonia on Monday.', 'Patient Harold Jennings'],
    ['El paciente Jorge Salinas padece VIH.', 'Jorge Salinas'],
  ])('finds %s', (text, name) => {
    expect(kinds(text)).toEqual([`health:${name}`]);
  });

  it.each([
    'Patients diagnosed with diabetes should check their HbA1c every 3 months.',
    'Adults diagnosed with Major Depressive Disorder often benefit from CBT.',
    'Dr. Lisa Chen diagnosed with care: she reviews every scan twice.',
    'In this case study, Tom Baker is diagnosed with asthma.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });
});

describe('tables and records', () => {
  it('reads a labelled column of a CSV or Markdown table', () => {
    expect(tableRecords('id,name,dob\n17,Jae Kim,1991-02-14')).toBe(
      'id: 17; name: Jae Kim; dob: 1991-02-14',
    );
    expect(kinds('id,name,dob\n17,Jae Kim,1991-02-14')).toEqual(['dob:1991-02-14']);
    expect(kinds('| Name | DOB |\n|---|---|\n| Ivan Petrov | 03.11.1984 |')).toEqual([
      'dob:03.11.1984',
    ]);
    expect(tableRecords('no table here, just a sentence')).toBe('');
  });

  it('reads JSON keys and dates at the end of a sentence', () => {
    expect(kinds('{"name": "Grace Liu", "birthdate": "1988-04-09"}')).toEqual(['dob:1988-04-09']);
    expect(kinds('Date of birth for Michael Strand: 03/14/1986.')).toEqual(['dob:03/14/1986']);
    expect(kinds('Ana Sofia Ribeiro nasceu em 30/01/1995 em Coimbra.')).toEqual(['dob:30/01/1995']);
  });

  it('skips records shown as sample or placeholder data', () => {
    expect(findPii('Sample record: {"name": "Jane Doe", "dob": "1990-04-01"}')).toEqual([]);
    expect(findPii('Dummy data: Name: Max Mustermann, Geburtsdatum: 12.03.1980')).toEqual([]);
  });

  it('names the holder between the label and the value', () => {
    expect(kinds('Reisepassnummer von Herrn Jonas Mayer: C4F7K29LR')).toEqual([
      'passport:C4F7K29LR',
    ]);
    expect(kinds('Aadhaar number of Anjali Verma: 4821 7390 5621')).toEqual([
      'national-id:4821 7390 5621',
    ]);
    expect(kinds("Numéro d'assurance sociale de M. Gauthier : 230 482 754")).toEqual([
      'national-id:230 482 754',
    ]);
  });
});

describe('an organisation’s or a landmark’s address, and records in other shapes', () => {
  it.each([
    'Your appointment is at the Riverside Medical Centre, 12 Quay Street, Bristol BS1 4DJ.',
    'Unsere Filiale in München: Kaufingerstraße 9, 80331 München. Öffnungszeiten: 9:30–20:00 Uhr.',
    "The Eiffel Tower's official address is Champ de Mars, 5 Avenue Anatole France, 75007 Paris.",
    'Per contattarci: Comune di Bologna, Piazza Maggiore 6, 40124 Bologna, tel. 051 219 3111.',
    'Author: ci-bot <ci-bot@users.noreply.github.com>',
    'Kundtjänst: kundtjanst@foretaget.se, 08-123 456 00.',
    'An IBAN looks like this: DE89 3704 0044 0532 0130 00.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });

  it.each([
    ['<patient><name>Gloria Mendes</name><dob>1956-05-18</dob></patient>', ['dob:1956-05-18']],
    [
      'Nama: Budi Santoso\nTanggal lahir: 17-08-1985\nAlamat: Jl. Diponegoro No. 51, Surabaya',
      ['dob:17-08-1985', 'address:Jl. Diponegoro No. 51, Surabaya'],
    ],
    [
      'Registered keeper: Daniel Price, 6 Beacon View, Swansea SA2 0QR.',
      ['address:6 Beacon View, Swansea SA2 0QR'],
    ],
  ])('finds %s', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });
});
