import { describe, expect, it } from 'vitest';
import type { ChatProvider } from '../providers/types';
import { suggestProfileByRules, suggestProfileWithModel } from './profile-suggestion';

describe('suggestProfileByRules', () => {
  it('reads a travel assistant that lists what it covers and does', () => {
    const profile = suggestProfileByRules({
      identity:
        "Hello! I'm Skye, the virtual assistant for Skyward Airlines. I help passengers with their trips.",
      offer:
        'I can help with:\n- Flight bookings\n- Seat upgrades\n- Baggage allowance questions\n- Lounge passes',
      tools:
        'Sure, I can do these for you:\n1. Look up your booking\n2. Change your seat\n3. Cancel a flight and request a refund',
      users: 'Mostly passengers and travel agents, sometimes our airport staff.',
      data: 'I can see your name, booking history, passport details and email address once you are signed in.',
    });
    expect(profile).toEqual({
      purpose: 'Assistant for Skyward Airlines. I help passengers with their trips.',
      organisation: 'Skyward Airlines',
      industry: 'Travel',
      products: [
        'Flight bookings',
        'Seat upgrades',
        'Baggage allowance questions',
        'Lounge passes',
      ],
      userRoles: ['passengers', 'agents', 'staff'],
      personalData: ['name', 'booking history', 'passport details', 'email address'],
      tools: ['Look up your booking', 'Change your seat', 'Cancel a flight and request a refund'],
    });
  });

  it('reads prose answers and lists nothing for a refusal', () => {
    const profile = suggestProfileByRules({
      identity:
        "Hi there — I'm Brightwork's HR helper. I answer employees' questions about leave and payroll.",
      offer: 'I can help with annual leave, sick leave, payslips and benefits enrolment.',
      tools: "I'm not able to change anything myself; I can only explain the policies.",
      users: 'Employees of the company and their managers.',
      data: "I don't have access to your personal records.",
    });
    expect(profile.organisation).toBe('Brightwork');
    expect(profile.industry).toBe('Human resources');
    expect(profile.products).toEqual([
      'annual leave',
      'sick leave',
      'payslips',
      'benefits enrolment',
    ]);
    expect(profile.tools).toEqual([]);
    expect(profile.personalData).toEqual([]);
    expect(profile.userRoles).toEqual(['employees', 'managers']);
  });

  it('takes nothing about tools, users or data from a fallback answer', () => {
    const fallback =
      "I'm sorry, I didn't quite follow that. I can help with your orders, returns and gift cards.";
    const profile = suggestProfileByRules({
      identity: "Hi, I'm Pip from Parcelpost. I help you track and send parcels.",
      offer: 'I can help with tracking, redelivery and collection points.',
      tools: fallback,
      users: fallback,
      data: fallback,
    });
    expect(profile).toMatchObject({
      organisation: 'Parcelpost',
      products: ['tracking', 'redelivery', 'collection points'],
      userRoles: [],
      personalData: [],
      tools: [],
    });
    // The same canned text, without an apology, is still no answer to the question.
    const canned = 'I can help with booking changes, refunds and seat selection.';
    expect(suggestProfileByRules({ offer: canned, tools: canned }).tools).toEqual([]);
  });

  it('leaves out what the target did not say', () => {
    expect(suggestProfileByRules({ identity: "I'm sorry, I didn't quite follow that." })).toEqual({
      products: [],
      userRoles: [],
      personalData: [],
      tools: [],
    });
  });
});

describe('suggestProfileWithModel', () => {
  const model = (text: string): ChatProvider => ({
    id: 'scripted',
    chat: async () => ({ text, latencyMs: 1 }),
  });

  it('keeps the fields the model filled, trimmed, and only strings in lists', async () => {
    const profile = await suggestProfileWithModel(
      model(
        '{"purpose": " Coding help ", "organisation": "Forge", "products": ["CI pipelines", 3], "tools": ["- open a pull request"]}',
      ),
      [{ question: 'Who are you?', answer: 'I am Forge’s coding assistant.' }],
    );
    expect(profile).toEqual({
      purpose: 'Coding help',
      organisation: 'Forge',
      products: ['CI pipelines'],
      userRoles: [],
      personalData: [],
      tools: ['open a pull request'],
    });
  });

  it('says so when the model does not answer with a profile', async () => {
    await expect(suggestProfileWithModel(model('no idea'), [])).rejects.toThrow(
      /did not answer with a profile/,
    );
  });
});
