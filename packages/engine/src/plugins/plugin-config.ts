import { datasetConfigIssues } from './datasets/config';
import { parseIntentConfig } from './intent/config';
import type { ConfigIssue } from './probe-types';
import type { Plugin } from './types';

export type { ConfigIssue } from './probe-types';

/**
 * What is wrong with the `config` of a plugin entry, for the plugins that read it: an intent
 * entry needs its intents, a dataset entry's options must be ones its dataset knows. Checked
 * when a config is loaded, so a scan never starts on a config it cannot honour.
 */
export function pluginConfigIssues(
  plugin: Pick<Plugin, 'id' | 'source'>,
  config: Record<string, unknown> | undefined,
): ConfigIssue[] {
  switch (plugin.source ?? 'corpus') {
    case 'config': {
      const parsed = parseIntentConfig(config);
      return parsed.ok ? [] : parsed.issues;
    }
    case 'dataset':
      return datasetConfigIssues(plugin.id, config);
    case 'corpus':
      return [];
  }
}
