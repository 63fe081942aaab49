import type { TargetResponse } from '../targets/types';
import { RED_TEAM_PREAMBLE, askAttacker, requireAttacker } from './attacker';
import { refinementRequest } from './jailbreak';
import type { RuntimeResult, RuntimeStrategy } from './types';

type Node = { prompt: string; response: TargetResponse; score: number; reason: string };

/**
 * Tree-of-attacks: every frontier node is refined into `branching` children, all children are
 * tried, and only the `width` most promising (lowest score) survive to the next depth.
 */
export const jailbreakTree: RuntimeStrategy = {
  id: 'jailbreak:tree',
  configKeys: ['maxDepth', 'branching', 'width'],
  name: 'Tree jailbreak',
  description: 'Breadth-limited tree search over attacker refinements.',
  kind: 'runtime',
  needsLlm: true,
  complexity: 'high',
  async run(context) {
    const attacker = requireAttacker(context.attacker, 'jailbreak:tree');
    const num = (key: string, fallback: number) =>
      typeof context.config[key] === 'number' ? (context.config[key] as number) : fallback;
    const depth = num('maxDepth', 3);
    const branching = num('branching', 2);
    const width = num('width', 2);
    let turns = 0;

    const evaluate = async (prompt: string): Promise<Node | RuntimeResult> => {
      turns++;
      const response = await context.target.send(prompt);
      if (response.error) return { prompt, response, turns, details: { explored: turns } };
      const verdict = await context.grade(response.output, prompt);
      if (!verdict.pass)
        return { prompt, response, turns, details: { explored: turns, succeeded: true } };
      return { prompt, response, score: verdict.score, reason: verdict.reason };
    };
    const isResult = (value: Node | RuntimeResult): value is RuntimeResult => 'turns' in value;

    const root = await evaluate(context.testCase.prompt);
    if (isResult(root)) return root;
    let frontier: Node[] = [root];
    let best = root;
    for (let level = 0; level < depth; level++) {
      const children: Node[] = [];
      for (const node of frontier) {
        for (let b = 0; b < branching; b++) {
          const prompt = await askAttacker(
            attacker,
            RED_TEAM_PREAMBLE,
            `${refinementRequest(context, node.prompt, node.response.output, node)}\nVariant ${b + 1}: make it clearly different from other variants.`,
            'prompt',
          );
          const child = await evaluate(prompt);
          if (isResult(child)) return child;
          children.push(child);
        }
      }
      frontier = children.sort((a, b) => a.score - b.score).slice(0, width);
      if (frontier[0] && frontier[0].score < best.score) best = frontier[0];
    }
    return {
      prompt: best.prompt,
      response: best.response,
      turns,
      details: { explored: turns, succeeded: false },
    };
  },
};
