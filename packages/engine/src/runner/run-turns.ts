import { grade, type GradeOptions } from '../graders/grade';
import type { GradeResult } from '../graders/types';
import { sendTurn, startConversation } from '../targets/session';
import type { Target, TargetResponse } from '../targets/types';
import type { TestCase } from '../test-case';
import type { ChatMessage } from '../types';

export type TurnsResult = {
  prompt: string;
  messages: ChatMessage[];
  response: TargetResponse;
  grade: GradeResult;
  turns: number;
};

/**
 * Sends a sequence of user messages (an intent's steps, promptfoo's sequence) one after
 * another in one conversation, as written, and grades every reply: the probe fails at the first
 * reply that does — the later steps are not sent — and otherwise takes the last reply's grade.
 */
export async function runTurns(
  target: Target,
  testCase: TestCase,
  turns: readonly string[],
  options: GradeOptions,
): Promise<TurnsResult> {
  const conversation = startConversation(target);
  let last: TurnsResult | undefined;
  for (const [index, turn] of turns.entries()) {
    const response = await sendTurn(conversation, turn);
    const graded = await grade({ ...testCase, prompt: turn }, response, options);
    const messages = response.error
      ? [...conversation.history, { role: 'user' as const, content: turn }]
      : [...conversation.history];
    const step = `Step ${index + 1} of ${turns.length}`;
    last = {
      prompt: turn,
      messages,
      response,
      grade: { ...graded, reason: `${step}: ${graded.reason}` } as GradeResult,
      turns: index + 1,
    };
    if (graded.outcome === 'error' || graded.outcome === 'fail') return last;
  }
  if (!last) throw new Error(`Test case ${testCase.id} has an empty sequence`);
  return last;
}
