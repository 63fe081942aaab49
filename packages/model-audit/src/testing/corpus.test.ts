import { afterAll, describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus';
import { evaluate } from './detection';
import { fixtureDir } from './fixtures';

const { dir, cleanup } = fixtureDir('corpus');
afterAll(cleanup);

describe('detection corpus (the figures bench/model-audit.ts prints)', () => {
  it('flags every malicious sample at high or critical and nothing at medium in benign ones', async () => {
    const outcomes = await evaluate(await buildCorpus(dir));
    const missed = outcomes
      .filter((outcome) => !outcome.met)
      .map(({ name, label, worst }) => `${name} (${label}): ${worst ?? 'no finding'}`);
    expect(missed).toEqual([]);
    const count = (label: string) => outcomes.filter((outcome) => outcome.label === label).length;
    expect(count('malicious')).toBeGreaterThan(100);
    expect(count('benign')).toBeGreaterThanOrEqual(20);
  }, 120_000);
});
