import { z } from 'zod';
import aegis from './samples/aegis.json';
import beavertails from './samples/beavertails.json';
import cyberseceval from './samples/cyberseceval.json';
import donotanswer from './samples/donotanswer.json';
import harmbench from './samples/harmbench.json';
import pliny from './samples/pliny.json';
import toxicChat from './samples/toxic-chat.json';
import xstest from './samples/xstest.json';
import type { DatasetSample } from './types';

const DatasetItemSchema = z.strictObject({
  category: z.string().min(1),
  prompt: z.string().min(1),
  safe: z.boolean().optional(),
  system: z.string().min(1).optional(),
  judge: z.string().min(1).optional(),
  indicators: z.array(z.string().min(1)).optional(),
  language: z.string().min(2).optional(),
  homonym: z.string().min(1).optional(),
  as: z.string().min(1).optional(),
});

/** The schema every sample file is held to (`datasets.test.ts` checks each against it). */
export const DatasetSampleSchema = z.strictObject({
  plugin: z.string().min(1),
  dataset: z.strictObject({
    name: z.string().min(1),
    publisher: z.string().min(1),
    url: z.url(),
    licence: z.string().min(1),
  }),
  note: z.string().min(1),
  categories: z.record(z.string(), z.string().min(1)),
  items: z.array(DatasetItemSchema).min(10),
});

/** The shipped samples, parsed once: a malformed file fails loudly at start-up, not mid-scan. */
export const DATASET_SAMPLES: readonly DatasetSample[] = [
  beavertails,
  harmbench,
  donotanswer,
  toxicChat,
  aegis,
  cyberseceval,
  pliny,
  xstest,
].map((file) => DatasetSampleSchema.parse(file));

const BY_PLUGIN = new Map(DATASET_SAMPLES.map((sample) => [sample.plugin, sample]));

export function datasetSample(pluginId: string): DatasetSample | undefined {
  return BY_PLUGIN.get(pluginId);
}
