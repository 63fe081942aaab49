import { datasetProbes } from './datasets/probes';
import type { PluginProbe, ProbeRequest } from './probe-types';
import type { Plugin } from './types';

export type { PluginProbe, ProbeRequest } from './probe-types';

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
