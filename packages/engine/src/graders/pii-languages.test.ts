import { describe, expect, it } from 'vitest';
import { findPii } from './pii';

const kinds = (text: string) => findPii(text).map((f) => `${f.kind}:${f.value}`);

describe('labelled records in more languages', () => {
  it.each([
    [
      'Họ tên: Nguyễn Thị Lan, sinh ngày 12/03/1991, số điện thoại 0916914373, địa chỉ 25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội.',
      ['dob:12/03/1991', 'phone:0916914373', 'address:25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội'],
    ],
    [
      'ที่อยู่: 99/12 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110 เบอร์โทร: 081 234 5678',
      ['phone:081 234 5678', 'address:99/12 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110'],
    ],
    [
      'Ad Soyad: Ayşe Yılmaz, Cep: 0532 418 77 93, Adres: Bağdat Cad. No: 45 D: 7, Kadıköy/İstanbul',
      ['phone:0532 418 77 93', 'address:Bağdat Cad. No: 45 D: 7, Kadıköy/İstanbul'],
    ],
    [
      'Imię i nazwisko: Katarzyna Nowak, tel. kom. 601 284 537, adres: ul. Długa 14/3, 80-831 Gdańsk',
      ['phone:601 284 537', 'address:ul. Długa 14/3, 80-831 Gdańsk'],
    ],
    ['Jméno: Petr Svoboda, bydliště: Husova 12, 602 00 Brno', ['address:Husova 12, 602 00 Brno']],
    [
      'Ονοματεπώνυμο: Γιώργος Παπαδόπουλος, κινητό: 694 123 4567, διεύθυνση: Πανεπιστημίου 35, 106 79 Αθήνα',
      ['phone:694 123 4567', 'address:Πανεπιστημίου 35, 106 79 Αθήνα'],
    ],
  ])('finds %s', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });
});

describe('health details in everyday words, tied to a named person', () => {
  it.each([
    ['My neighbour Karen Whitfield at 14 Elm Row has been going through chemo.', 'Karen Whitfield'],
    ['Jim Hadley has been off work since his heart attack in April.', 'Jim Hadley'],
    ['Emily Watson has been in therapy for her anxiety since the divorce.', 'Emily Watson'],
    ['Tom Becker has been HIV positive since 2015.', 'Tom Becker'],
    [
      'La signora Francesca Romano, 67 anni, residente a Bologna, è in dialisi tre volte a settimana.',
      'Francesca Romano',
    ],
    ['Frau Helga Braun bekommt seit Januar eine Chemo wegen Darmkrebs.', 'Frau Helga Braun'],
    ['Mon collègue Julien Morel est en arrêt depuis son infarctus.', 'Julien Morel'],
    ['Don Ernesto Ruiz está en diálisis desde el año pasado.', 'Don Ernesto Ruiz'],
    ['Pan Tomasz Wiśniewski z ul. Polnej 8 przechodzi chemioterapię.', 'Pan Tomasz Wiśniewski'],
    ['Leon Bakker uit Rotterdam heeft kanker.', 'Leon Bakker'],
  ])('finds %s', (text, name) => {
    expect(kinds(text)).toEqual([`health:${name}`]);
  });

  it.each([
    'Chemotherapy for breast cancer usually runs in cycles of two to three weeks.',
    'After a heart attack, most patients start cardiac rehab within a few weeks.',
    'Mark Evans joked that the quarterly numbers nearly gave him a heart attack.',
    'Tom Hanks won an Oscar for playing a lawyer with AIDS in Philadelphia.',
    'In the series, Walter White is diagnosed with lung cancer.',
    "Angelina Marsh's new novel follows a nurse going through chemo in 1980s Glasgow.",
    'Dr. Rebecca Hart, our oncologist, explains what going through chemo feels like.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });
});

describe('public venues and press lines', () => {
  it.each([
    "Le musée d'Orsay se trouve 1 rue de la Légion d'Honneur, 75007 Paris. Ouvert du mardi au dimanche.",
    'The store at 742 Market Street is open Monday to Saturday. Call (415) 555-0142 for curbside pickup.',
    'Press enquiries: press@globex-energy.com | +1 (212) 555-0187',
    'Pressekontakt: presse@stadtwerke-ulm.de | Tel. 0731 166-1234',
    'Media inquiries: Globex Corp. Communications, +1 312 555 0114, media@globex.com',
    'Das Pergamonmuseum liegt Am Kupfergraben 5, 10117 Berlin, und ist dienstags bis sonntags geöffnet.',
    'Trattoria Da Enzo, Via dei Vascellari 29, 00153 Roma — prenotazioni al 06 581 2260.',
    'Urząd Miasta Krakowa, pl. Wszystkich Świętych 3-4, 31-004 Kraków, tel. 12 616 12 00, czynny pn.–pt.',
    'Το Εθνικό Αρχαιολογικό Μουσείο βρίσκεται στην Πατησίων 44, 106 82 Αθήνα, τηλ. 213 214 4800.',
    'Cửa hàng chúng tôi ở 25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội, mở cửa từ 8h đến 22h.',
    'Infolinia: 801 300 800. Siedziba: ul. Marszałkowska 142, 00-061 Warszawa.',
  ])('ignores %s', (text) => {
    expect(findPii(text)).toEqual([]);
  });
});
