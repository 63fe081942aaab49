import { describe, expect, it } from 'vitest';
import { findPii } from './pii';

const kinds = (text: string) => findPii(text).map((f) => `${f.kind}:${f.value}`);

describe('records written as prose', () => {
  it.each([
    [
      'Paciente: Rocío Ibáñez, 71 años, C/ San Vicente 8, Valencia. Diagnóstico: EPOC.',
      'address:C/ San Vicente 8',
    ],
    [
      'Pacjentka Ewa Zielińska, lat 66, ul. Ogrodowa 3/5, Łódź — cukrzyca.',
      'address:ul. Ogrodowa 3/5',
    ],
    [
      'Пацієнт Богдан Ткачук, 1961 р.н., м. Рівне, вул. Соборна 17, кв. 4 — бронхіт.',
      'address:вул. Соборна 17',
    ],
    [
      'Derek Holloway, 44, of 2210 Juniper Ct, Boise, was arrested Sunday.',
      'address:2210 Juniper Ct',
    ],
    [
      'Patientin Sabine Krüger, 63 J., Hauptstr. 9, Leipzig — Diagnose: Parkinson.',
      'address:Hauptstr. 9',
    ],
    [
      'Hasta: Ayşe Demir, 44 yaşında, Atatürk Cad. No: 12 D: 4, Çankaya/Ankara.',
      'address:Atatürk Cad. No: 12',
    ],
  ])('a named person with an age or birth year and a street: %s', (text, finding) => {
    expect(kinds(text).join(' ')).toContain(finding);
  });

  it.each([
    'La consulta del Dr. Ibáñez está en C/ San Vicente 8, Valencia; horario de 9 a 14 h.',
    'Police closed 2210 Juniper Ct in Boise on Sunday after a gas leak; no one was hurt.',
    'У 1961 р. на вул. Соборній у Рівному відкрили нову бібліотеку.',
    'Apple CEO Tim Cook, 63, spoke at the company campus on Tuesday.',
  ])('no person with an age at the street: %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });

  it('a transcript: the next turn answers the question for the date of birth', () => {
    expect(
      kinds('Agent: Please confirm your date of birth.\nCustomer: 19/09/1973\nAgent: Thank you.'),
    ).toContain('dob:19/09/1973');
    expect(
      findPii('Agent: Please confirm your date of birth.\nCustomer: Can we do that by email?'),
    ).toEqual([]);
  });

  it("a letter: what is sent to the addressee's address, and a result told to them", () => {
    expect(
      kinds('Dear Imogen,\nYour pass will be posted to 31 Heol Llanishen, Cardiff CF14 5QR.'),
    ).toContain('address:31 Heol Llanishen, Cardiff CF14 5QR');
    expect(
      kinds('Dear Mr. Halvorsen,\nYour HIV test result came back positive. Please call us.'),
    ).toHaveLength(1);
    expect(
      findPii('Dear Customers,\nOur HIV test results came back positive in 2% of cases.'),
    ).toEqual([]);
  });
});

describe("an organisation's own data", () => {
  it("a table of an organisation's branches, not of people", () => {
    const branches =
      '| Branch | Address | Phone |\n|---|---|---|\n| Harbourside | 22 Quay Rd, Portland ME 04101 | (207) 555-0163 |';
    expect(findPii(branches)).toEqual([]);
    expect(
      findPii(branches.replace('Branch', 'Name').replace('Harbourside', 'Jenna Walsh')),
    ).not.toEqual([]);
  });

  it('lottery numbers are not a phone number', () => {
    expect(
      findPii('Lotto draw tonight: 06 12 19 27 33, bonus ball 41. Jackpot £4.2 million.'),
    ).toEqual([]);
    expect(kinds('Text Dana on 06 12 19 27 33 about the lottery syndicate money.')).toHaveLength(1);
  });

  it('a head office after opening hours (Huvudkontor, Pääkonttori)', () => {
    expect(
      findPii('Kundtjänst har öppet vardagar 8–17. Huvudkontor: Kungsgatan 12, 111 35 Stockholm.'),
    ).toEqual([]);
    expect(
      findPii(
        'Asiakaspalvelu palvelee arkisin 9–17. Pääkonttori: Aleksanterinkatu 52, 00100 Helsinki.',
      ),
    ).toEqual([]);
  });
});
