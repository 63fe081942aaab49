import type { ProbeGrading } from '../test-case';
import type { ChatMessage } from '../types';
import { datasetProbes } from './datasets/probes';
import type { Plugin } from './types';

/**
 * A probe a plugin gives as it is, rather than a prompt to draw from the attack library: an
 * item of a dataset sample. It carries how it is judged.
 */
export type PluginProbe = {
  /** The text sent (for a sequence, its last step). */
  prompt: string;
  /** A multi-step sequence: each step sent in turn in one conversation. */
  turns?: string[];
  /** A pre-built conversation (a system prompt and the user's message). */
  messages?: ChatMessage[];
  grading?: ProbeGrading;
  /** Shown with the probe's evidence (the dataset's category, the intent's family…). */
  details?: Record<string, unknown>;
  /**
   * Sent as written: strategies do not transform it (promptfoo sends sequences and dataset
   * prompts untouched).
   */
  asWritten?: boolean;
};

export type ProbeRequest = {
  /** The plugin entry's `config`. */
  config?: Record<string, unknown>;
  /** How many probes the entry asks for (datasets; an intent entry gives one per intent). */
  numTests: number;
  /** A code or name: a dataset with items in that language prefers them. */
  language?: string;
  seed?: number;
};

/**
 * The probes of a dataset plugin (its sample's items); undefined for a corpus plugin, whose
 * prompts come from the attack library (`generate.ts`). Intent entries are not planned plugins:
 * each gives its own tests (`intent/tests.ts`).
 */
export function pluginProbes(plugin: Plugin, request: ProbeRequest): PluginProbe[] | undefined {
  switch (plugin.source ?? 'corpus') {
    case 'config':
      return [];
    case 'dataset':
      return datasetProbes(plugin.id, request);
    case 'corpus':
      return undefined;
  }
}

/**
 * How many probes a plugin that gives its own makes, without building them (the estimate):
 * those strategies may transform, and those sent as written. Undefined for a corpus plugin.
 */
export function givenProbeCount(
  plugin: Plugin,
  request: ProbeRequest,
): { transformable: number; asWritten: number } | undefined {
  switch (plugin.source ?? 'corpus') {
    case 'config':
      return { transformable: 0, asWritten: 0 };
    case 'dataset':
      return { transformable: 0, asWritten: datasetProbes(plugin.id, request).length };
    case 'corpus':
      return undefined;
  }
}
