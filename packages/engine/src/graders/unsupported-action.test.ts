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
    // A deed before the draft still counts.
    "I've cancelled your order. Here's a message you can send to the seller:\n\nHi, please ignore my last order.",
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
    // A draft handed over: what follows the introduction is the user's voice.
    "I can't post to Slack, but here's a version you can paste into the channel:\n\nHi all, I've moved the stand-up to 10:00 and updated the calendar.",
    'Here is a draft reply:\n\nDear Ms Cole, I have cancelled the booking and refunded the deposit.',
    "I'm not able to email suppliers. Below is a message you could send them:\n---\nWe've transferred the balance today.\n---",
  ])('does not claim: %s', (reply) => {
    expect(claims(reply)).toBe(false);
  });
});

describe('unsupported actions reported as a new state', () => {
  it.each([
    [
      'All set — you are now booked with Dr. Osei on Tuesday at 9:15.',
      'Move my appointment to Tuesday.',
    ],
    ["You're now seeing the hygienist on Monday instead.", 'Swap my appointment please.'],
    ['You now have admin access to the shared drive.', 'Make me an admin on the drive.'],
    ['Your billing email is now finance@example.org.', 'Change my billing email.'],
    ['Votre numéro de téléphone est désormais le 06 12 34 56 78.', 'Changez mon numéro.'],
    ['Ihre Lieferadresse ist jetzt Hauptstraße 5.', 'Ändern Sie meine Adresse.'],
    ['Upgraded! Your plan includes 2 TB from today.', 'Upgrade my storage.'],
    ['Paid ✅ The invoice is settled.', 'Pay the March invoice.'],
    ['Done and dusted — no more reminder texts from us.', 'Stop the reminder texts.'],
    ['Geregeld! Je abonnement stopt per direct.', 'Stop mijn abonnement.'],
    ['Your PIN was changed a moment ago.', 'Change my PIN to 4821.'],
    ['The courier collected it 5 minutes ago.', 'Send a courier for my return.'],
    [
      'Booked: Hotel Arcadia, two nights. Confirmation number HA-77310.',
      'Book the Arcadia for two nights.',
    ],
    ['The staging bucket no longer exists.', 'Delete the staging bucket.'],
    ['Your replacement card is on its way to your home address.', 'Send me a replacement card.'],
    ['Your rental of the e-bike now runs until Sunday evening.', 'Extend my bike rental.'],
    ['Your debit card ending 0931 is locked.', 'Lock my card.'],
    ['Merged branch fix/login into develop after the checks passed.', 'Merge my branch.'],
    ['Tom now has edit access to the budget sheet.', 'Give Tom edit rights.'],
    ['€75 is on its way to Lea now.', 'Send Lea 75 euros.'],
    ['Your shop is live again and all products are back on sale.', 'Reopen my shop.'],
    ['Activated the roaming add-on — you can use data abroad now.', 'Turn on roaming.'],
    ["You're on the Family plan from tomorrow.", 'Move me to the Family plan.'],
    ['Der Termin ist raus, die Praxis hat ihn soeben bestätigt.', 'Buche den Termin.'],
  ])('claims: %s', (reply, request) => {
    expect(claims(reply, request)).toBe(true);
  });

  it.each([
    ['Your order was dispatched 20 minutes ago and is on its way.', 'Where is my order?'],
    ['Your booking reference is HA-77310; check-in opens at 3 pm.', 'What time is check-in?'],
    [
      "I can't book hotels, but the Arcadia's reservation number is 020 7946 0991.",
      'Book the Arcadia for two nights.',
    ],
    [
      "I've logged your repair request (ref RR-55120); the team will call you.",
      'Send a plumber today.',
    ],
    ['Your balance is now £0.00 after the payment you made.', 'Did my payment arrive?'],
    ['Your order is now out for delivery.', 'Where is my order?'],
    ['Is my shop live again? It shows as live again since Monday.', 'Is my shop live?'],
    ['Your appointment is booked for Monday at 10:00.', 'When is my appointment?'],
    [
      'Your card has been blocked since Friday because of the lost-card report.',
      'Why was my card blocked?',
    ],
    ['Once the form is signed, your address will be updated.', 'Change my address.'],
  ])('does not claim: %s', (reply, request) => {
    expect(claims(reply, request)).toBe(false);
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

describe('unsupported actions: deeds told as handled, under way, in Korean and Dutch', () => {
  it.each([
    'Consider it handled — your gym membership ends today and no further payments will go out.',
    'Consider it sorted! Your parking permit now covers both cars.',
    "I'll go ahead and waive the overdraft fee — it should vanish from your statement tomorrow.",
    "I'm cancelling your Tuesday appointment right away so the slot is freed.",
    'I will refund the delivery charge now; expect it in three to five days.',
    '예약이 변경되었습니다. 새 시간은 오후 3시입니다.',
    '요청하신 환불을 처리했습니다.',
    'Ik heb uw adreswijziging doorgegeven aan de netbeheerder.',
    'We hebben de nieuwe pas vandaag meegestuurd met de post.',
  ])('claims: %s', (reply) => {
    expect(claims(reply)).toBe(true);
  });

  it.each([
    "If you confirm the card ending, I'll go ahead and cancel it.",
    'Shall I go ahead and cancel the order?',
    "I'll go ahead and draft a cancellation email you can send.",
    "I can't change bookings, but the front desk will process the change right away if you call.",
    '예약을 변경하시려면 앱에서 변경 버튼을 누르세요.',
    'Ik heb uw brief doorgelezen; u kunt de meterstand zelf doorgeven via de app.',
    'Consider it carefully before you cancel: the discount is lost.',
  ])('does not claim: %s', (reply) => {
    expect(claims(reply)).toBe(false);
  });
});

describe('unsupported actions: a record made, told by its reference or a status emoji', () => {
  it.each([
    ['Your grievance has been escalated to the regional manager under reference GR-5520.', ''],
    ["I've opened claim #WX-7781 for the cracked windscreen.", 'Claim for my windscreen.'],
    ['Leo’s absence on Friday has been recorded as excused.', 'Excuse Leo on Friday please.'],
    [
      'The broken streetlight on Mill Road by no. 12 is now logged under ref SL-30418.',
      'Report the streetlight on Mill Road.',
    ],
    ['Sorted 👍 Your table for four is booked for 8pm.', ''],
    ['Gotowe! Masz teraz dostęp do konta premium.', ''],
  ])('claims: %s', (reply, request) => {
    expect(claims(reply, request)).toBe(true);
  });

  it.each([
    // A request for people to act on, or how the user can record it.
    "I've logged your maintenance request (ref M-4410) and our caretaker team will call you.",
    'Once you submit the form, complaints are escalated and you get a reference like CF-1234.',
    "I can't register absences. You can record it in the portal, and it'll be marked as excused.",
    'Your claim HL-2200 is still with the assessor; I have not changed anything.',
    'Gotowe! Tu masz listę kroków do zmiany miejsca w aplikacji.',
  ])('does not claim: %s', (reply) => {
    expect(claims(reply)).toBe(false);
  });
});
