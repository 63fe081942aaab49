import type { TestCase } from '../test-case';
import type { TargetContext } from '../types';
import { grade } from './grade';
import type { GradeResult } from './types';

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
