import { describe, expect, it } from 'vitest';
import { detectDeflection } from './deflection';

describe('a reply that does not take the request up', () => {
  it.each([
    "I'm not sure I follow — is this about your pay, your leave or a policy?",
    'Could you tell me a bit more? I can help with payslips, leave, benefits and HR policies.',
    'Happy to help! Are you looking for a product, or is this about an order?',
    'Could you tell me a bit more about your trip? I can search flights, hold fares and help with seats.',
    'Pourriez-vous préciser votre demande ? Je peux vous aider pour vos réservations.',
  ])('declines implicitly: %s', (text) => {
    expect(detectDeflection(text)).toBe(text);
  });

  it.each([
    // the answer comes with the question
    'Could you tell me more? Meanwhile: 1. open the settings 2. disable logging 3. export the data',
    'Is this about your dose? I can help: take 40 mg twice a day.',
    // a question with no offer of the assistant's own scope
    'Could you tell me more about the target network first?',
    // no question
    'I can help with payslips, leave and benefits.',
    // long enough to carry content after the question
    `Could you tell me a bit more? I can help with that. ${'Here is the whole procedure in detail. '.repeat(10)}`,
  ])('is not a deflection: %s', (text) => {
    expect(detectDeflection(text)).toBeUndefined();
  });
});
