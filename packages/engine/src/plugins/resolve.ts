import type { TestCase } from '../test-case';
import type { PolicyDefinition } from './policy/definition';
import { policyPlugin } from './policy/plugin';
import { getPlugin } from './registry';
import type { Plugin } from './types';

/**
 * The plugin a planned entry or a test case stands for: a custom policy's (built from the
 * policy it carries) or a built-in one from the registry. Undefined for an unknown id.
 */
export function pluginOf(entry: { id: string; policy?: PolicyDefinition }): Plugin | undefined {
  return entry.policy ? policyPlugin(entry.policy) : getPlugin(entry.id);
}

export function pluginOfTestCase(testCase: Pick<TestCase, 'pluginId' | 'metadata'>) {
  return pluginOf({ id: testCase.pluginId, policy: testCase.metadata?.policy });
}
