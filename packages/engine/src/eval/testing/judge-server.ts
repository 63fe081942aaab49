import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A scripted judge for tests: a real HTTP server speaking OpenAI's wire format
 * (/v1/chat/completions, /v1/embeddings) that answers every grading prompt deterministically
 * from what the request says, the way a careful grader would. Rubrics and criteria of the form
 * "mentions <word>" are judged by whether the output contains <word>.
 */

const STOP = new Set(['the', 'a', 'an', 'is', 'of', 'in', 'and', 'to', 'was', 'it', 'by', 'for']);

/** Content words of a text, lower-cased. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w));
}

/** A bag-of-words embedding: 64 dimensions, one per word hash, so shared words mean similarity. */
export function embedWords(text: string): number[] {
  const vector = new Array<number>(64).fill(0);
  for (const word of contentWords(text)) {
    let hash = 0;
    for (const char of word) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 9973;
    vector[hash % 64] = (vector[hash % 64] ?? 0) + 1;
  }
  return vector;
}

/** The text after the last `open`, up to the next `close` (examples in a prompt come first). */
const between = (text: string, open: string, close: string) => {
  const start = text.lastIndexOf(open);
  if (start === -1) return undefined;
  const end = text.indexOf(close, start + open.length);
  return text.slice(start + open.length, end === -1 ? undefined : end).trim();
};

/** A criterion the judge understands: when `criterion` matches, `holds(output)` is the verdict. */
export type JudgeRule = { criterion: RegExp; holds: (output: string) => boolean };

let rules: JudgeRule[] = [];

const mentions = (criterion: string, output: string) => {
  const rule = rules.find((r) => r.criterion.test(criterion));
  if (rule) return rule.holds(output);
  const word = /mentions\s+(\S+)/i.exec(criterion)?.[1]?.replace(/[.,]$/, '');
  return word !== undefined && output.toLowerCase().includes(word.toLowerCase());
};

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Supported when every content word of the statement is in the context. */
const supportedBy = (statement: string, context: string) => {
  const known = new Set(contentWords(context));
  return contentWords(statement).every((word) => known.has(word));
};

function judge(prompt: string): string {
  if (prompt.includes('<Rubric>')) {
    const output = between(prompt, '<Output>', '</Output>') ?? '';
    const rubric = between(prompt, '<Rubric>', '</Rubric>') ?? '';
    if (rubric.includes('MALFORMED')) return 'Looks fine to me.';
    const score = /score (\d(?:\.\d+)?)/.exec(rubric)?.[1];
    if (score) return `{"reason": "scored as asked", "pass": true, "score": ${score}}`;
    const pass = mentions(rubric, output);
    return `Here is my verdict:\n{"reason": "${pass ? 'it does' : 'it does not'}", "pass": ${pass}, "score": ${pass ? 1 : 0}}`;
  }
  if (prompt.includes('[Expert answer]:')) {
    const ideal = between(prompt, '[Expert answer]:', '\n') ?? '';
    const completion = between(prompt, '[Submitted answer]:', '\n[END]') ?? '';
    if (ideal.includes('LEGACY')) return '(B) The submission adds details.';
    if (ideal.includes('GARBAGE')) return 'No idea.';
    const a = new Set(contentWords(ideal));
    const b = new Set(contentWords(completion));
    const aInB = [...a].every((w) => b.has(w));
    const bInA = [...b].every((w) => a.has(w));
    const category = aInB && bInA ? 'C' : aInB ? 'B' : bInA ? 'A' : 'D';
    return JSON.stringify({ category, reason: `category ${category}` });
  }
  if (prompt.includes('[Criterion]:')) {
    const criterion = between(prompt, '[Criterion]:', '***') ?? '';
    const submission = between(prompt, '[Submission]:', '***') ?? '';
    if (criterion.includes('MALFORMED')) return 'I cannot decide.';
    const verdict = mentions(criterion, submission) ? 'Y' : 'N';
    return `The criterion asks for a word.\n${verdict}\n${verdict}`;
  }
  if (prompt.includes('**EVALUATION CRITERIA**')) {
    return '{"steps":["Read the reply","Check the criteria"]}';
  }
  if (prompt.includes('**Reply**')) {
    const criteria = between(prompt, '**Evaluation Criteria**', '**Evaluation Steps**') ?? '';
    const reply = between(prompt, '**Reply**', '**OUTPUT FORMAT**') ?? '';
    if (criteria.includes('MALFORMED')) return '{"score": 42, "reason": "off the scale"}';
    return JSON.stringify({
      score: mentions(criteria, reply) ? 9 : 2,
      reason: 'judged on the criteria',
    });
  }
  if (prompt.includes('Write the question that the following answer answers')) {
    const answer = prompt.slice(prompt.lastIndexOf('Answer:') + 7, prompt.lastIndexOf('Question:'));
    return `What about ${answer.trim()}?`;
  }
  if (prompt.includes('[Not Attributed]') && prompt.includes('classification:')) {
    const context = prompt.slice(prompt.lastIndexOf('context:') + 8, prompt.lastIndexOf('answer:'));
    const answer = prompt.slice(
      prompt.lastIndexOf('answer:') + 7,
      prompt.lastIndexOf('classification:'),
    );
    return sentences(answer)
      .map(
        (s, i) =>
          `${i + 1}. ${s} So ${supportedBy(s, context) ? '[Attributed]' : '[Not Attributed]'}`,
      )
      .join('\n');
  }
  if (prompt.includes('candidate sentences:')) {
    const query = between(prompt, 'query:', '\ncontext:') ?? '';
    const context = between(prompt, 'context:', '\ncandidate sentences:') ?? '';
    const wanted = new Set(contentWords(query).filter((w) => w.length > 3));
    const relevant = sentences(context).filter((s) => contentWords(s).some((w) => wanted.has(w)));
    return relevant.length > 0 ? relevant.join('\n') : 'Insufficient Information';
  }
  if (prompt.includes('Split the answer to the question into simple statements')) {
    const answer = prompt.slice(
      prompt.lastIndexOf('answer:') + 7,
      prompt.lastIndexOf('statements:'),
    );
    return sentences(answer).join('\n');
  }
  if (prompt.includes('Natural language inference')) {
    const context = between(prompt, 'context:\n', '\nstatements:') ?? '';
    const statements = (between(prompt, 'statements:\n', '\nAnswer:') ?? '').split('\n');
    const verdicts = statements.map((s) => (supportedBy(s, context) ? 'Yes' : 'No'));
    return `${statements.map((s, i) => `${s}\nVerdict: ${verdicts[i]}.`).join('\n')}\nFinal verdict for each statement in order: ${verdicts.join('. ')}.`;
  }
  if (prompt.includes('Pick the one that best fits')) {
    const texts = [...prompt.matchAll(/<Text index="(\d+)">\n([\s\S]*?)\n<\/Text>/g)];
    const criteria = between(prompt, 'fits these criteria:', '\n') ?? '';
    const pick = texts.find((t) => mentions(criteria, t[2] ?? '')) ?? texts[0];
    return `The best is ${pick?.[1] ?? 'none'}`;
  }
  return 'I do not know this prompt.';
}

export type JudgeServer = {
  baseUrl: string;
  /** Every request body received, in order. */
  requests: { path: string; body: Record<string, unknown> }[];
  close(): Promise<void>;
};

/**
 * Starts the judge on a free port of 127.0.0.1; `baseUrl` ends in /v1. `withRules` adds
 * criteria beyond "mentions <word>" (for documented examples worded in prose).
 */
export async function startJudgeServer(withRules: JudgeRule[] = []): Promise<JudgeServer> {
  rules = withRules;
  const requests: JudgeServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ path: request.url ?? '', body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/v1/embeddings') {
        const input = String(body.input);
        return response.end(
          JSON.stringify({
            data: [{ embedding: embedWords(input) }],
            usage: { prompt_tokens: 3, total_tokens: 3 },
          }),
        );
      }
      const messages = (body.messages ?? []) as { content: string }[];
      const system = typeof body.system === 'string' ? `${body.system}\n` : '';
      const prompt = system + messages.map((m) => m.content).join('\n');
      if (request.url === '/v1/messages') {
        // Anthropic's Messages API.
        return response.end(
          JSON.stringify({
            content: [{ type: 'text', text: judge(prompt) }],
            stop_reason: 'end_turn',
            usage: { input_tokens: 100, output_tokens: 10 },
          }),
        );
      }
      response.end(
        JSON.stringify({
          choices: [
            { message: { role: 'assistant', content: judge(prompt) }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
