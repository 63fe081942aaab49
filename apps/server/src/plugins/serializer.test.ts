import { PublicTargetConfigSchema, ScanSchema, TargetSchema, type Target } from '@crucible/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSerializer } from './serializer';

const compile = (schema: z.ZodType, validate = false) =>
  contractSerializer({ validate })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const target: Target = {
  id: '00000000-0000-4000-8000-000000000001',
  organizationId: '00000000-0000-4000-8000-000000000002',
  teamId: '00000000-0000-4000-8000-000000000003',
  name: 'Support bot',
  type: 'openai',
  purpose: null,
  config: PublicTargetConfigSchema.parse({
    type: 'openai',
    model: 'gpt-test',
    baseUrl: 'http://127.0.0.1:9/v1',
    profile: { organisation: 'Acme', competitors: ['Globex'] },
  }),
  secretsSet: { apiKey: true, authSecret: false, headers: [] },
  createdBy: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('contractSerializer', () => {
  it('writes what zod would write for a contract with unions, nullables and records', () => {
    const serialize = compile(TargetSchema);
    expect(JSON.parse(serialize(target))).toEqual(TargetSchema.encode(target));
  });

  it('leaves out fields the contract does not declare, also inside a union branch', () => {
    const leaky = { ...target, secret: 'x', config: { ...target.config, apiKey: 'sk-live-1' } };
    const written = compile(TargetSchema)(leaky);
    expect(written).not.toContain('sk-live-1');
    expect(written).not.toContain('"secret"');
    expect(JSON.parse(written)).toEqual(TargetSchema.encode(target));
  });

  it('rejects an answer that breaks its contract when validating', () => {
    expect(() => compile(TargetSchema, true)({ ...target, name: 42 })).toThrow();
  });

  it('serialises schemas JSON Schema cannot express with zod', () => {
    const schema = z.object({ at: z.date() });
    const at = new Date('2026-11-27T10:00:00.000Z');
    expect(JSON.parse(compile(schema)({ at }))).toEqual({ at: at.toISOString() });
  });

  it('compiles the scan contract', () => {
    expect(() => compile(ScanSchema)).not.toThrow();
  });
});
