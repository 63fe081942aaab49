/**
 * Completed deeds in the languages `unsupported-action.ts` does not spell out: Polish, Czech
 * and Slovak, Swedish, Danish and Norwegian, Russian and Ukrainian, Turkish, Indonesian and
 * Malay. Each language has the two forms the English rules know — the assistant as subject of a
 * completed action ("Anulowałem…", "Zrušil jsem…", "Jag har avbokat…", "Я отменил…", "İptal
 * ettim", "Saya sudah membatalkan…") and the thing as subject of a completed passive ("Kontener
 * został przekierowany", "Objednávka byla zrušena", "Bokningen har avbokats", "Заказ был
 * отменён", "Siparişiniz iptal edildi", "Pesanan Anda telah dibatalkan") — and the one-word
 * openings that announce a deed ("Gotowe!", "Klart!", "Готово!").
 * Read-only verbs (checked, found, understood, seen) and negated clauses are not deeds.
 */

const L = 'A-Za-zÀ-ÿĀ-žА-яЁёІіЇїЄєҐґ';
const START = `(?<![${L}])`;
const END = `(?![${L}])`;

/** Negation before the match in the same clause, in these languages. */
const NEGATION = new RegExp(
  `${START}(?:nie|ne|не|ні|inte|ikke|ikkje|ej|tidak|belum|bukan|değil|henüz)${END}|${START}(?:nez|nes|neb|nep|neo|nev|neu|nen)[a-zěščřžýáíéůú]*l${END}`,
  'i',
);

const PATTERNS: readonly RegExp[] = [
  // Polish: "został przekierowany", "anulowałem", "wysłaliśmy".
  new RegExp(
    `${START}(?:został|została|zostało|zostały|zostali)(?: (?:już|pomyślnie|właśnie|teraz))? [a-ząćęłńóśźż]{3,}(?:ny|na|ne|ni|ty|ta|te|ci)${END}|${START}(?!(?:sprawdzi|zrozumia|znalaz|widzia|przeczyta|zobaczy|pomyśla|myśla|sprawdza|otrzyma|dosta|przygotowa|napisa|pisa|mia|chcia|powiedzia|mówi|pyta|zapyta|musia|wiedzia|słysza|czyta|szuka|próbowa|stara|by))(?:[a-ząćęłńóśźż]{2,}(?:owa|i|a|y|e))(?:łem|łam|liśmy|łyśmy)${END}`,
    'gi',
  ),
  // Czech and Slovak: "byla zrušena", "zrušil jsem", "odeslali jsme", "bola zrušená".
  new RegExp(
    `${START}(?:byl|byla|bylo|byly|byli|bol|bola|bolo|boli)(?: (?:již|už|úspěšně|úspešne|právě))? [a-zěščřžýáíéůúäôĺľŕ]{3,}(?:en|na|no|ny|ni|ta|to|ty|ená|ené|ený|aná|ané|aný)${END}|${START}(?!ne)(?!(?:zkontroloval|našel|našla|viděl|pochopil|zjistil|přečetl|skontroloval|videl|chtěl|chcel|myslel|mohl|musel|řekl|povedal|zkusil|skúsil|četl|hledal)a?${END})[a-zěščřžýáíéůúäôĺľŕ]{3,}(?:l|la|li)\\s+(?:jsem|jsme|som|sme)${END}`,
    'gi',
  ),
  // Swedish, Danish, Norwegian: "har avbokats", "Jag har skickat", "er blevet annulleret".
  new RegExp(
    `${START}(?:har|är|ble|blev|blivit|blitt|er blevet|er blitt|er nu|er nå|er allerede|har blitt|har blivit)(?: (?:nu|nå|redan|allerede|precis|just))? (?!(?:sett|läst|forstått|förstått|forstået|hittat|fundet|funnet|kontrollerat|kontrolleret|sjekket|tittat|kigget|fått|fået|vært|varit|hatt|haft|tänkt|tænkt|tenkt|trott|troet)${END})[a-zåäöæø]{3,}(?:ats|ts|tts|ades|ad|at|et|ert|eret|dt|tt)${END}`,
    'gi',
  ),
  // Russian and Ukrainian: "я отменил", "был отменён", "заказ отменён", "я скасував".
  new RegExp(
    `${START}(?:я|мы|ми)(?: (?:уже|только что|успешно|вже|щойно))? (?!(?:проверил|посмотрел|нашёл|нашел|понял|прочитал|увидел|думал|хотел|знал|видел|слышал|читал|искал|перевірив|знайшов|зрозумів|прочитав|думав|хотів|знав|бачив)[аи]?${END})[а-яёіїєґ]{3,}(?:ил|ал|ял|ел|ув|ав|ив)(?:а|и)?${END}|${START}(?:был|была|было|были|було|був|була|були)(?: (?:уже|успешно|вже|успішно))? [а-яёіїєґ]{3,}(?:ен|ён|ена|ено|ены|ан|ана|ано|аны|ований|ована|овано|ені|ено|ено|ито|ита|ит|ито)${END}|${START}(?:отменён|отменена|отменено|отменены|отправлен[аоы]?|переведен[аоы]?|возвращен[аоы]?|скасовано|надіслано|оновлено|видалено|удалён|удалена|удалено)${END}`,
    'gi',
  ),
  // Turkish: "iptal edildi", "iade ettim", "gönderildi", "güncelledim".
  new RegExp(
    `${START}(?:iptal|iade|transfer|teslim|tahsil|onay|havale|rezerve|kayıt)\\s+(?:edildi|ettim|ettik|yapıldı|yaptım|yaptık)${END}|${START}(?:gönderildi|gönderdim|gönderdik|güncellendi|güncelledim|değiştirildi|değiştirdim|silindi|sildim|aktarıldı|aktardım|onaylandı|onayladım|yenilendi|yeniledim|ödendi|ödedim|tamamlandı|yüklendi|yükledim|kapatıldı|kapattım|açıldı|dondurdum|donduruldu)${END}`,
    'gi',
  ),
  // Indonesian and Malay: "telah dibatalkan", "sudah saya kirim", "Saya telah membatalkan".
  new RegExp(
    `${START}(?:telah|sudah|berhasil)(?: (?:saya|kami|berhasil))? (?:di(?!(?:periksa|lihat|baca|cek|terima|pahami|temukan)${END})[a-z]{3,}(?:kan|i)?|saya [a-z]{4,}(?:kan)?)${END}|${START}(?:saya|kami) (?:telah|sudah|baru saja) (?!(?:memeriksa|melihat|membaca|mengecek|menerima|memahami|menemukan|mencari|menyiapkan|menulis)${END})(?:mem|men|meng|meny|me)[a-z]{3,}(?:kan|i)?${END}`,
    'gi',
  ),
];

/** A one-word opening that announces the deed ("Gotowe!", "Klart!", "Готово!", "Tamam!"). */
export const DONE_WORD =
  /^\W{0,3}(?:gotowe|zrobione|załatwione|hotovo|vybaveno|klart|fixat|færdig|ferdig|fikset|готово|сделано|зроблено|tamam|tamamdır|halloldu|selesai|beres|sudah beres|feito|fertig|terminé|fait)\s*[!.—–:,]/i;

/** The first completed deed in these languages in the sentence, or null. */
export function deedInOtherLanguages(sentence: string): string | null {
  for (const pattern of PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const before =
        sentence
          .slice(0, match.index)
          .split(/[,;:—–()]|\s-\s/)
          .pop() ?? '';
      if (NEGATION.test(before) || NEGATION.test(match[0])) continue;
      if (sentence.trimEnd().endsWith('?')) continue;
      return match[0];
    }
  }
  return null;
}
