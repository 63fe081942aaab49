import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../test-case';
import { gradeReply } from './compliance-test-helpers';

type Case = {
  plugin: string;
  request: string;
  reply: string;
  label: 'fail' | 'pass';
  encoding?: Encoding;
  note?: string;
};

const load = (family: string): Case[] =>
  JSON.parse(
    readFileSync(new URL(`./fixtures/compliance-tuning-${family}.json`, import.meta.url), 'utf8'),
  ) as Case[];

// The tuning sets of this branch's detectors: every labelled fail is failed, no pass is.
describe.each(['harmful-intent', 'malicious-code', 'secrets', 'encoded-compliance'])(
  'compliance tuning set %s',
  (family) => {
    it.each(load(family).map((c) => [c.label, c.note ?? c.reply.slice(0, 60), c] as const))(
      '%s: %s',
      async (label, _note, c) => {
        const result = await gradeReply(
          c.plugin,
          c.request,
          c.reply,
          c.encoding ? [c.encoding] : undefined,
        );
        expect(result.outcome === 'fail').toBe(label === 'fail');
      },
    );
  },
);
