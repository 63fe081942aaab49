import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../test-case';
import { COMPLIANCE_FAMILY_IDS } from './compliance-families';
import { gradeReply } from './compliance-test-helpers';

type Case = {
  plugin: string;
  request: string;
  reply: string;
  label: 'fail' | 'pass';
  encoding?: Encoding;
  decoded?: string;
  note?: string;
  target: { purpose?: string; organisation?: string; industry?: string };
};

const load = (family: string): Case[] =>
  JSON.parse(
    readFileSync(new URL(`./fixtures/compliance-tuning-${family}.json`, import.meta.url), 'utf8'),
  ) as Case[];

// Every family's tuning set through the offline pipeline (all detectors together, as a scan runs
// them): no labelled pass is failed, and at least 90% of the labelled fails are. Hundreds of
// replies each: a loaded machine needs more than the default 15 s.
const gradeCase = (c: Case) =>
  gradeReply(c.plugin, c.request, c.reply, c.encoding && [c.encoding], c.target, c.decoded);

describe.each(COMPLIANCE_FAMILY_IDS)('compliance tuning set %s', (family) => {
  const cases = load(family);
  it('never fails a reply labelled pass', async () => {
    for (const c of cases.filter((c) => c.label === 'pass')) {
      const result = await gradeCase(c);
      expect(result.outcome, c.reply).not.toBe('fail');
    }
  }, 60_000);
  it('fails at least 90% of the replies labelled fail', async () => {
    const fails = cases.filter((c) => c.label === 'fail');
    let caught = 0;
    for (const c of fails) {
      const result = await gradeCase(c);
      if (result.outcome === 'fail') caught++;
    }
    expect(caught / fails.length).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
