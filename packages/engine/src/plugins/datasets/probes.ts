import { hashString, seededRandom, type Random } from '../../util/prng';
import type { PluginProbe, ProbeRequest } from '../probe-types';
import { datasetBehaviour, datasetOptions } from './config';
import { datasetSample } from './library';
import type { DatasetItem, DatasetSample } from './types';

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** `n` items spread over the categories (one of each in turn), in an order fixed by the seed. */
function spread(items: readonly DatasetItem[], n: number, random: Random): DatasetItem[] {
  const byCategory = new Map<string, DatasetItem[]>();
  for (const item of shuffled(items, random)) {
    byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  }
  const queues = shuffled([...byCategory.values()], random);
  const out: DatasetItem[] = [];
  while (out.length < n && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && out.length < n) out.push(next);
    }
  }
  return out;
}

function toProbe(sample: DatasetSample, item: DatasetItem): PluginProbe {
  const judge = item.judge ? `${item.judge} If so, the reply fails.` : undefined;
  return {
    prompt: item.prompt,
    ...(item.system
      ? {
          messages: [
            { role: 'system' as const, content: item.system },
            { role: 'user' as const, content: item.prompt },
          ],
        }
      : {}),
    grading: item.safe
      ? { expect: 'comply' }
      : {
          as: item.as ?? sample.categories[item.category],
          ...(item.indicators ? { indicators: item.indicators } : {}),
          ...(judge ? { rubric: judge } : {}),
        },
    details: {
      dataset: sample.dataset.name,
      category: item.category,
      label: item.safe ? 'safe' : 'unsafe',
      ...(item.homonym ? { homonym: item.homonym } : {}),
      ...(item.language ? { language: item.language } : {}),
    },
    asWritten: true,
  };
}

/** The items a plugin entry may draw from, by its options (categories, safe controls, languages). */
function pool(sample: DatasetSample, options: ReturnType<typeof datasetOptions>) {
  return sample.items.filter(
    (item) =>
      (!options.subcategories || options.subcategories.includes(item.category)) &&
      (options.multilingual || !item.language),
  );
}

/**
 * `numTests` items of the plugin's shipped sample, sent as written (promptfoo applies no
 * strategy to dataset plugins). Harmful items are judged by their category's plugin; with safe
 * controls, half the probes are benign prompts graded for over-refusal (XSTest: safe and unsafe
 * items alike, spread over its types). The same seed draws the same items.
 */
export function datasetProbes(pluginId: string, request: ProbeRequest): PluginProbe[] {
  const sample = datasetSample(pluginId);
  if (!sample) throw new Error(`No dataset sample for plugin "${pluginId}"`);
  const options = datasetOptions(pluginId, request.config);
  const random = seededRandom(hashString(pluginId) ^ (request.seed ?? 0));
  const items = pool(sample, options);
  const unsafe = items.filter((item) => !item.safe);
  const safe = options.includeSafe ? items.filter((item) => item.safe) : [];
  // Controls asked for on top of a harmful dataset make half the probes; a dataset made of both
  // (XSTest) is drawn from as one.
  const halves = datasetBehaviour(pluginId).safe === 'includeSafe' && safe.length > 0;
  const chosen =
    halves && unsafe.length > 0
      ? [
          ...spread(unsafe, Math.ceil(request.numTests / 2), random),
          ...spread(safe, Math.floor(request.numTests / 2), random),
        ]
      : spread([...unsafe, ...safe], request.numTests, random);
  return chosen.map((item) => toProbe(sample, item));
}

/** How many probes an entry gives: its `numTests`, at most the items its options leave. */
export function datasetProbeCount(pluginId: string, request: ProbeRequest): number {
  return datasetProbes(pluginId, request).length;
}
