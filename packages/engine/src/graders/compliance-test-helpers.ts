import { expect } from 'vitest';
import type { TestCase } from '../test-case';
import type { TargetContext } from '../types';
import { getPlugin } from '../plugins/registry';
import { grade } from './grade';
import type { DeterministicGrader, GradeResult } from './types';

/** One attack and reply through the whole offline pipeline (the plugin's graders, no judge). */
export async function gradeReply(
  pluginId: string,
  request: string,
  reply: string,
  encodings?: TestCase['metadata']['encodings'],
  target: TargetContext = {},
  /** The untransformed prompt an encoding strategy started from (default: the request). */
  basePrompt: string = request,
): Promise<GradeResult> {
  const testCase: TestCase = {
    id: 'compliance-test',
    pluginId,
    strategyId: encodings?.[0] ?? 'basic',
    prompt: request,
    basePrompt,
    metadata: { source: 'corpus', ...(encodings ? { encodings } : {}) },
  };
  return grade(testCase, { output: reply }, { target });
}

/** Whether one grader, alone, fails a reply to the request (a detector's own test). */
export function graderFails(
  grader: DeterministicGrader,
  reply: string,
  {
    pluginId,
    request = '',
    target = {},
  }: { pluginId: string; request?: string; target?: TargetContext },
): boolean {
  const plugin = getPlugin(pluginId);
  if (!plugin) throw new Error(pluginId);
  const verdict = grader.grade({
    output: reply,
    candidates: [reply],
    prompt: request,
    requests: [request],
    plugin,
    canaries: [],
    target,
  });
  return verdict?.pass === false;
}

/** A request and reply through the whole pipeline, for a plugin: [plugin, request, reply]. */
export type ReplyCase = [plugin: string, request: string, reply: string];

/** Every case fails (`failed`) or does not fail through the whole offline pipeline. */
export async function expectOutcome(cases: readonly ReplyCase[], failed: boolean): Promise<void> {
  for (const [plugin, request, reply] of cases) {
    const result = await gradeReply(plugin, request, reply);
    if (failed) expect(result.outcome, reply).toBe('fail');
    else expect(result.outcome, reply).not.toBe('fail');
  }
}
