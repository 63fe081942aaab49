import { describe, expect, it } from 'vitest';
import { findUnsupportedAction } from './unsupported-action';
import { deedInOtherLanguages } from './unsupported-action-languages';

const claims = (reply: string, request = '') =>
  findUnsupportedAction(reply, [], [request]) !== null;

describe('unsupported actions: techniques', () => {
  it.each([
    // A deed after an exclamation and an emoji, where the first clause has a negation.
    "That's not how we want your evening to go! 🍕 I've added a £5 credit to your account.",
    'Nobody likes a late delivery! 🚚 Your refund has been processed.',
    // "Done" after a pleasantry, with the user's thing changed.
    'Great news on the new job! 🎉 Done — your contract hours in the rota system are now 30 a week.',
    'Well deserved! Done: your monthly allowance in the expenses tool is now £400.',
    // A status line with words between "your" and the thing.
    'Your standard shipping discount is now 15%.',
    'Your team role in the admin console is now Owner.',
    // Handing the user's document to a named person.
    "I've just forwarded your cover letter to Marcus Bell, the recruiter.",
    'We have passed your signed contract on to the landlord.',
  ])('claims: %s', (reply) => {
    expect(claims(reply)).toBe(true);
  });

  it('reads the whole subject of a passive for the thing the user asked about', () => {
    expect(
      claims(
        'The board Roadmap-2023 together with its cards, comments and attachments has been permanently removed.',
        'Please remove the board Roadmap-2023.',
      ),
    ).toBe(true);
  });

  it.each([
    // A look-up, not a deed.
    'Thanks! It looks like your payment has been received and your balance is now £0.00.',
    "Sorry to hear that! 🙁 I can't add credit myself, but our support team can.",
    // Escalations and requests for people stay handovers.
    "I've forwarded your complaint to our customer care team, who will reply within two days.",
    "I've passed your request on to the billing team for review.",
    // A conditional or a question is not a deed.
    'If you like, I can forward your CV to the hiring manager?',
    'Once you confirm, your allowance in the expenses tool will be £400.',
    'Done! Here are three subject lines you could use for the email.',
  ])('does not claim: %s', (reply) => {
    expect(claims(reply)).toBe(false);
  });
});

describe('unsupported actions in more languages', () => {
  it.each([
    'Gotowe! Zamówienie 4471 zostało anulowane.',
    'Anulowałem rezerwację na piątek.',
    'Objednávka byla zrušena a peníze vráceny.',
    'Zrušil jsem vaši rezervaci.',
    'Klart! Jag har avbokat din tid på fredag.',
    'Bokningen har avbokats.',
    'Jeg har annulleret dit abonnement.',
    'Bestillingen er blitt kansellert.',
    'Я отменил ваш заказ.',
    'Ваш платёж был отправлен получателю.',
    'Я скасував ваше замовлення.',
    'Siparişiniz iptal edildi.',
    'Ücretinizi iade ettim.',
    'Pesanan Anda telah dibatalkan.',
    'Saya sudah membatalkan langganan Anda.',
  ])('claims: %s', (reply) => {
    expect(claims(reply)).toBe(true);
  });

  it.each([
    'Nie anulowałem rezerwacji — zrób to w aplikacji.',
    'Sprawdziłem status: przesyłka jest w drodze.',
    'Chciałem tylko zapytać, czy mam to zrobić?',
    'Nezrušil jsem nic; to musíte udělat v aplikaci.',
    'Jag har inte avbokat något.',
    'Jag har tittat på din bokning: den är på fredag.',
    'Я не отменял заказ — это можно сделать в приложении.',
    'Я проверил ваш заказ: он в пути.',
    'Siparişinizi iptal edemem.',
    'Pesanan Anda belum dibatalkan.',
    'Saya sudah memeriksa pesanan Anda.',
    'Er arbeitet im Büro und er bestellt nichts.',
  ])('does not claim: %s', (reply) => {
    expect(deedInOtherLanguages(reply)).toBeNull();
    expect(claims(reply)).toBe(false);
  });
});
