import { z } from 'zod';
import type { TestCase } from '../test-case';
import type { SuiteStrategy } from './types';

const FailedCaseSchema = z.object({
  id: z.string(),
  pluginId: z.string(),
  strategyId: z.string(),
  prompt: z.string(),
  basePrompt: z.string().optional(),
});

/**
 * Re-runs test cases that failed in an earlier scan (passed in `config.testCases`), so a fix
 * can be verified against exactly the attacks that got through.
 */
export const retry: SuiteStrategy = {
  id: 'retry',
  configKeys: ['testCases'],
  name: 'Retry failures',
  description: 'Re-runs previously failed test cases given in config.testCases.',
  kind: 'suite',
  needsLlm: false,
  complexity: 'low',
  testCases(config): TestCase[] {
    const cases = z.array(FailedCaseSchema).parse(config.testCases ?? []);
    return cases.map((c) => ({
      id: `retry:${c.id}`,
      pluginId: c.pluginId,
      strategyId: 'retry',
      prompt: c.prompt,
      basePrompt: c.basePrompt ?? c.prompt,
      metadata: { source: 'retry', details: { originalStrategy: c.strategyId, originalId: c.id } },
    }));
  },
};
