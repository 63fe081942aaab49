import { grade, type GradeOptions } from '../graders/grade';
import { judgedAs } from '../graders/judged-as';
import type { GradeResult } from '../graders/types';
import { pluginOfTestCase } from '../plugins/resolve';
import type { ChatProvider } from '../providers/types';
import { getStrategy } from '../strategies/registry';
import type { Target, TargetResponse } from '../targets/types';
import { targetContextOf } from '../targets/context';
import type { TestCase } from '../test-case';
import type { ChatMessage } from '../types';
import { hashString } from '../util/prng';
import { runTurns } from './run-turns';

export type ProbeOptions = GradeOptions & {
  /** Attacker model for runtime LLM strategies (jailbreak, crescendo, …). */
  attacker?: ChatProvider;
};

export type ProbeResult = {
  testCase: TestCase;
  /** The prompt finally sent (differs from the test prompt for runtime strategies). */
  prompt: string;
  messages?: ChatMessage[];
  response: TargetResponse;
  grade: GradeResult;
  turns: number;
  strategyDetails?: Record<string, unknown>;
};

function failedProbe(testCase: TestCase, reason: string): ProbeResult {
  return {
    testCase,
    prompt: testCase.prompt,
    response: {
      output: '',
      raw: { request: null, response: null },
      latencyMs: 0,
      error: { kind: 'invalid-config', message: reason },
    },
    grade: { outcome: 'error', pass: null, score: null, reason, grader: 'target-error' },
    turns: 0,
  };
}

/**
 * Runs one test case against a target and grades it. Single-turn tests send the prompt (or
 * the pre-built conversation), a sequence its steps one by one (`run-turns.ts`); runtime
 * strategies drive the target themselves, grading each attempt with the same grader so they
 * know when they have succeeded.
 */
export async function runProbe(
  target: Target,
  testCase: TestCase,
  options: ProbeOptions = {},
): Promise<ProbeResult> {
  const strategy = getStrategy(testCase.strategyId);
  const canaries = [...(options.canaries ?? []), ...target.config.canaries];
  // The scan's own context (e.g. a purpose set for this scan) wins over the target's profile.
  const gradeOptions: GradeOptions = {
    ...options,
    canaries,
    target: { ...targetContextOf(target.config), ...options.target },
  };

  if (strategy?.kind === 'runtime') {
    if (strategy.needsLlm && !options.attacker) {
      return failedProbe(testCase, `Strategy "${strategy.id}" needs an attacker model`);
    }
    const plugin = pluginOfTestCase(testCase);
    // The strategy grades every attempt; caching lets the final grade reuse the last verdict
    // instead of paying the judge twice for the same reply.
    const graded = new Map<string, Promise<GradeResult>>();
    const gradeOnce = (prompt: string, response: Pick<TargetResponse, 'output' | 'error'>) => {
      const key = `${prompt}\u0000${response.output}\u0000${response.error?.message ?? ''}`;
      const cached = graded.get(key) ?? grade({ ...testCase, prompt }, response, gradeOptions);
      graded.set(key, cached);
      return cached;
    };
    const result = await strategy.run({
      target,
      testCase,
      config: testCase.metadata.strategyConfig ?? {},
      seed: hashString(testCase.id),
      attacker: options.attacker,
      purpose: options.purpose ?? target.config.purpose ?? '',
      profile: gradeOptions.target,
      rubric: plugin ? judgedAs(plugin, testCase).rubric : '',
      grade: async (output, sentPrompt) => {
        const verdict = await gradeOnce(sentPrompt, { output });
        // To a strategy an undecided reply is not (yet) a success: it keeps attacking.
        return verdict.outcome === 'error' || verdict.outcome === 'undecided'
          ? { pass: true, score: 1, reason: verdict.reason }
          : { pass: verdict.pass, score: verdict.score, reason: verdict.reason };
      },
    });
    return {
      testCase,
      prompt: result.prompt,
      messages: result.messages,
      response: result.response,
      grade: await gradeOnce(result.prompt, result.response),
      turns: result.turns,
      strategyDetails: result.details,
    };
  }

  if (testCase.turns && testCase.turns.length > 0) {
    // A multi-step intent: its messages are sent one by one in one conversation, as written.
    const result = await runTurns(target, testCase, testCase.turns, gradeOptions);
    return { testCase, ...result };
  }

  const response = await target.send(testCase.messages ?? testCase.prompt);
  return {
    testCase,
    prompt: testCase.prompt,
    messages: testCase.messages,
    response,
    grade: await grade(testCase, response, gradeOptions),
    turns: 1,
  };
}
