import { describe, expect, it } from 'vitest';
import { PublicTargetConfigSchema, UpdateTargetRequestSchema, type Target } from '@crucible/shared';
import { draftFromTarget, draftToRequest, emptyDraft, secretsKept } from './target-draft';
import { suggestionPatch } from './profile-fields';

function target(
  config: unknown,
  secretsSet = { apiKey: false, authSecret: true, headers: ['X-Api-Key'] },
): Target {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    organizationId: '00000000-0000-4000-8000-000000000002',
    teamId: '00000000-0000-4000-8000-000000000003',
    name: 'Support bot',
    type: 'http',
    purpose: 'Billing',
    config: PublicTargetConfigSchema.parse(config),
    secretsSet,
    createdBy: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const saved = target({
  type: 'http',
  url: 'https://bot.example.com/chat',
  body: { message: '{{prompt}}' },
  extract: { type: 'path', path: 'reply' },
  auth: { type: 'bearer' },
  canaries: ['CANARY-1234'],
  errorStatuses: [429],
  profile: {
    organisation: 'Skyward',
    competitors: ['JetAway', 'Blue Horizon'],
    tools: ['refund a booking'],
  },
});

describe('target drafts', () => {
  it('round-trips a saved target, keeping fields the form does not show and every secret', () => {
    const request = UpdateTargetRequestSchema.parse(
      draftToRequest(draftFromTarget(saved), saved.config),
    );
    expect(request).toEqual({
      name: 'Support bot',
      purpose: 'Billing',
      config: saved.config,
      secrets: undefined,
    });
  });

  it('edits the profile as one item per line, dropping blank lines and empty texts', () => {
    const draft = {
      ...draftFromTarget(saved),
      industry: '  ',
      competitors: 'JetAway\n\n  Blue Horizon \nSunwing',
      userRoles: 'travellers',
    };
    expect(draftFromTarget(saved).competitors).toBe('JetAway\nBlue Horizon');
    const request = UpdateTargetRequestSchema.parse(draftToRequest(draft, saved.config));
    expect(request.config.profile).toEqual({
      organisation: 'Skyward',
      products: [],
      competitors: ['JetAway', 'Blue Horizon', 'Sunwing'],
      userRoles: ['travellers'],
      personalData: [],
      tools: ['refund a booking'],
    });
  });

  it('sends replaced and cleared secrets, and a new secret header', () => {
    const draft = {
      ...draftFromTarget(saved),
      authSecret: { kind: 'replace' as const, value: 'new-token' },
      secretHeaders: [
        { name: 'X-Api-Key', set: true, edit: { kind: 'clear' as const } },
        { name: 'X-Tenant-Key', set: false, edit: { kind: 'replace' as const, value: 'abc' } },
      ],
    };
    expect(draftToRequest(draft, saved.config).secrets).toEqual({
      apiKey: undefined,
      authSecret: 'new-token',
      headers: { 'X-Api-Key': null, 'X-Tenant-Key': 'abc' },
    });
  });

  it('reads a non-JSON body as a text template and empty numbers as the defaults', () => {
    const draft = {
      ...emptyDraft('http'),
      name: 'x',
      url: 'http://a.test',
      body: 'q={{prompt}}',
      rpm: '',
      concurrency: '',
    };
    const request = UpdateTargetRequestSchema.parse(draftToRequest(draft));
    expect(request.config).toMatchObject({ body: 'q={{prompt}}', concurrency: 4 });
    expect((request.config as { rpm?: number }).rpm).toBeUndefined();
  });

  it('notices a move to another host that would keep stored secrets', () => {
    const draft = draftFromTarget(saved);
    expect(secretsKept(saved, draft)).toBe(false);
    expect(secretsKept(saved, { ...draft, url: 'https://bot.example.com/v2' })).toBe(false);
    expect(secretsKept(saved, { ...draft, url: 'https://elsewhere.test/chat' })).toBe(true);
    const reentered = {
      ...draft,
      url: 'https://elsewhere.test/chat',
      authSecret: { kind: 'replace' as const, value: 't' },
      secretHeaders: [{ name: 'X-Api-Key', set: true, edit: { kind: 'clear' as const } }],
    };
    expect(secretsKept(saved, reentered)).toBe(false);
  });
});

describe('suggestionPatch', () => {
  it('fills only the empty fields and names them', () => {
    const draft = { ...emptyDraft('http'), organisation: 'Typed by a person', tools: '' };
    const { patch, filled } = suggestionPatch(draft, {
      purpose: 'Books flights for Skyward customers.',
      organisation: 'Skyward Airlines',
      products: ['Flight bookings', 'Lounge passes'],
      userRoles: [],
      personalData: ['passport details'],
      tools: ['Change your seat'],
    });
    expect(patch).toEqual({
      purpose: 'Books flights for Skyward customers.',
      products: 'Flight bookings\nLounge passes',
      personalData: 'passport details',
      tools: 'Change your seat',
    });
    expect(filled).toEqual([
      'Purpose',
      'Products and services',
      'Personal data it can see',
      'Tools and actions',
    ]);
  });
});
