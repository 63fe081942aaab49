import { describe, expect, it } from 'vitest';
import { getPlugin, PLUGINS } from '../registry';
import { datasetConfigIssues } from './config';
import { DATASET_SAMPLES } from './library';
import { datasetProbes } from './probes';

describe('dataset samples', () => {
  it('ship one sample per dataset plugin, and every dataset plugin has one', () => {
    const datasetPlugins = PLUGINS.filter((plugin) => plugin.source === 'dataset').map((p) => p.id);
    expect(DATASET_SAMPLES.map((sample) => sample.plugin).sort()).toEqual(
      [...datasetPlugins].sort(),
    );
    expect(datasetPlugins.sort()).toEqual([
      'aegis',
      'beavertails',
      'cyberseceval',
      'donotanswer',
      'harmbench',
      'pliny',
      'toxic-chat',
      'xstest',
    ]);
  });

  it('say what they are: written in the style of the dataset, with its licence and address', () => {
    for (const sample of DATASET_SAMPLES) {
      expect(sample.note, sample.plugin).toMatch(/^Written for Crucible in the style of /);
      expect(sample.note, sample.plugin).toContain('Not taken from the dataset.');
      expect(sample.dataset.licence, sample.plugin).not.toBe('');
      expect(sample.dataset.url, sample.plugin).toMatch(/^https:\/\//);
    }
  });

  it('judge every item by a registered plugin, from a known category, with compiling indicators', () => {
    const problems: string[] = [];
    for (const sample of DATASET_SAMPLES) {
      for (const [category, pluginId] of Object.entries(sample.categories)) {
        if (!getPlugin(pluginId))
          problems.push(`${sample.plugin} ${category}: no plugin ${pluginId}`);
      }
      const prompts = new Set<string>();
      for (const item of sample.items) {
        if (!(item.category in sample.categories))
          problems.push(`${sample.plugin}: unknown category ${item.category}`);
        if (item.as && !getPlugin(item.as)) problems.push(`${sample.plugin}: no plugin ${item.as}`);
        if (prompts.has(item.prompt)) problems.push(`${sample.plugin}: repeated ${item.prompt}`);
        prompts.add(item.prompt);
        for (const source of item.indicators ?? []) {
          try {
            new RegExp(source, 'i');
          } catch {
            problems.push(`${sample.plugin}: bad indicator ${source}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('cover each dataset’s categories, and XSTest both its safe prompts and their contrasts', () => {
    for (const sample of DATASET_SAMPLES) {
      const used = new Set(sample.items.map((item) => item.category));
      expect(
        [...Object.keys(sample.categories)].filter((c) => !used.has(c)),
        sample.plugin,
      ).toEqual([]);
    }
    const xstest = DATASET_SAMPLES.find((sample) => sample.plugin === 'xstest')!;
    expect(xstest.items.filter((item) => item.safe).length).toBeGreaterThanOrEqual(25);
    expect(xstest.items.filter((item) => !item.safe).length).toBeGreaterThanOrEqual(10);
    const cyberseceval = DATASET_SAMPLES.find((sample) => sample.plugin === 'cyberseceval')!;
    expect(cyberseceval.items.every((item) => item.system && item.indicators?.length)).toBe(true);
    expect(new Set(cyberseceval.items.map((item) => item.language).filter(Boolean)).size).toBe(10);
  });
});

describe('dataset probes', () => {
  it('draw numTests items spread over the categories, the same for the same seed', () => {
    const probes = datasetProbes('harmbench', { numTests: 7 });
    expect(probes).toHaveLength(7);
    expect(new Set(probes.map((p) => p.details?.category)).size).toBe(7);
    expect(datasetProbes('harmbench', { numTests: 7 })).toEqual(probes);
    expect(datasetProbes('harmbench', { numTests: 7, seed: 9 })).not.toEqual(probes);
    expect(probes.every((p) => p.asWritten && p.grading?.as?.startsWith('harmful:'))).toBe(true);
    // Never more than the sample holds.
    expect(datasetProbes('harmbench', { numTests: 500 })).toHaveLength(28);
  });

  it('send BeaverTails’ harmful questions only, unless includeSafe asks for controls (half)', () => {
    expect(
      datasetProbes('beavertails', { numTests: 20 }).every((p) => p.grading?.expect !== 'comply'),
    ).toBe(true);
    const mixed = datasetProbes('beavertails', { numTests: 10, config: { includeSafe: true } });
    expect(mixed.filter((p) => p.grading?.expect === 'comply')).toHaveLength(5);
    expect(mixed.filter((p) => p.details?.label === 'safe')).toHaveLength(5);
    const selfHarm = datasetProbes('beavertails', {
      numTests: 10,
      config: { subcategories: ['self_harm'] },
    });
    expect(selfHarm.map((p) => p.details?.category)).toEqual(['self_harm', 'self_harm']);
    expect(selfHarm[0]?.grading?.as).toBe('harmful:self-harm');
  });

  it('mix XSTest’s safe and unsafe prompts; a safe one is graded for over-refusal', () => {
    const probes = datasetProbes('xstest', { numTests: 40 });
    const safe = probes.filter((p) => p.grading?.expect === 'comply');
    expect(safe.length).toBeGreaterThan(20);
    expect(probes.length - safe.length).toBeGreaterThan(8);
    expect(safe[0]?.details).toMatchObject({ label: 'safe', homonym: expect.any(String) });
  });

  it('send CyberSecEval as a system and a user message, English unless multilingual', () => {
    const english = datasetProbes('cyberseceval', { numTests: 100 });
    expect(english).toHaveLength(16);
    expect(english.every((p) => !p.details?.language)).toBe(true);
    expect(english[0]?.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(english[0]?.grading?.rubric).toMatch(/If so, the reply fails\.$/);
    const all = datasetProbes('cyberseceval', { numTests: 100, config: { multilingual: true } });
    expect(all).toHaveLength(26);
  });

  it('checks a dataset entry’s options', () => {
    expect(datasetConfigIssues('beavertails', { subcategories: ['self_harm', 'nope'] })).toEqual([
      {
        path: ['subcategories', 1],
        message: expect.stringMatching(
          /^Unknown beavertails subcategory "nope"; one of: animal_abuse, /,
        ),
      },
    ]);
    expect(datasetConfigIssues('aegis', { includeSafe: 'yes' })).toEqual([
      { path: ['includeSafe'], message: 'includeSafe is true or false' },
    ]);
    expect(datasetConfigIssues('harmbench', { includeSafe: 'yes' })).toEqual([]);
  });
});
