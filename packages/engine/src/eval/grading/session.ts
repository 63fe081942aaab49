import type { ChatMessage, TokenUsage } from '../../types';
import { renderTemplate } from '../../util/template';
import type { EvalGradingOptions, EvalGradingProvider } from './types';

/** Where a user configures grading, for the "not configured" reasons. */
const WHERE =
  "defaultTest.options.provider (or the assertion's provider) in the config, --grader on the CLI, or the organization's model settings";

/** A model-graded assertion cannot run or its judge answered out of format: it fails, never inverts. */
export class GradingError extends Error {}

/**
 * The model calls of one model-graded assertion: picks the configured grader, counts the
 * tokens and cost it spends (kept even when the assertion then fails), and turns transport
 * errors into the assertion's reason.
 */
export class GradingSession {
  readonly tokens: TokenUsage = { prompt: 0, completion: 0, total: 0 };
  cost = 0;
  calls = 0;

  constructor(
    private readonly models: EvalGradingOptions,
    private readonly type: string,
  ) {}

  private textProvider(): EvalGradingProvider {
    const provider = this.models.provider ?? this.models.embeddings;
    if (!provider) {
      throw new GradingError(
        `no grading provider configured for "${this.type}": set one in ${WHERE}`,
      );
    }
    return provider;
  }

  /** Sends a rendered grading prompt (a JSON chat array, or text sent as one user message). */
  async complete(prompt: string): Promise<string> {
    const provider = this.textProvider();
    this.calls++;
    let answer: Awaited<ReturnType<EvalGradingProvider['complete']>>;
    try {
      answer = await provider.complete(toGradingMessages(prompt), { temperature: 0 });
    } catch (error) {
      throw new GradingError(`grading provider ${provider.id} failed: ${messageOf(error)}`);
    }
    const usage = answer.tokenUsage;
    if (usage) {
      const prompt = usage.prompt ?? 0;
      const completion = usage.completion ?? 0;
      this.tokens.prompt += prompt;
      this.tokens.completion += completion;
      this.tokens.total += usage.total ?? prompt + completion;
    }
    this.cost += answer.cost ?? 0;
    if (typeof answer.output !== 'string' || answer.output.trim() === '') {
      throw new GradingError(`grading provider ${provider.id} returned no output`);
    }
    return answer.output;
  }

  /** An embedding, from the embedding model (or the grading model when it embeds). */
  async embed(text: string): Promise<number[]> {
    const provider = [this.models.embeddings, this.models.provider].find((p) => p?.embed);
    if (!provider?.embed) {
      throw new GradingError(
        `no embedding provider configured for "${this.type}": set one (e.g. openai:embedding:text-embedding-3-small) in ${WHERE}`,
      );
    }
    this.calls++;
    let vector: number[];
    try {
      vector = await provider.embed(text);
    } catch (error) {
      throw new GradingError(`embedding provider ${provider.id} failed: ${messageOf(error)}`);
    }
    if (!Array.isArray(vector) || vector.length === 0 || !vector.every(Number.isFinite)) {
      throw new GradingError(`embedding provider ${provider.id} returned no embedding`);
    }
    return vector;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const ROLES = new Set(['system', 'user', 'assistant']);

/** A JSON chat array becomes its messages; any other text is one user message (as promptfoo's providers read a prompt). */
export function toGradingMessages(prompt: string): ChatMessage[] {
  const trimmed = prompt.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      if (
        Array.isArray(parsed) &&
        parsed.length > 0 &&
        parsed.every(
          (m) =>
            m &&
            typeof m === 'object' &&
            ROLES.has((m as { role?: string }).role ?? '') &&
            typeof (m as { content?: unknown }).content === 'string',
        )
      ) {
        return parsed as ChatMessage[];
      }
    } catch {
      // Not JSON: plain text.
    }
  }
  return [{ role: 'user', content: prompt }];
}

/** promptfoo parses an output that is JSON before templating it. */
export function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Objects in grading vars render as JSON, as promptfoo's do (arrays keep their items). */
function templateVars(vars: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(vars).map(([key, value]) => {
      if (Array.isArray(value)) {
        return [
          key,
          value.map((item) => (item && typeof item === 'object' ? JSON.stringify(item) : item)),
        ];
      }
      if (value && typeof value === 'object') return [key, JSON.stringify(value)];
      return [key, value];
    }),
  );
}

/**
 * A grading prompt as promptfoo renders one: a JSON prompt (a chat array) has each of its
 * strings rendered; any other text is one nunjucks template.
 */
export function renderGradingPrompt(template: string, vars: Record<string, unknown>): string {
  const context = templateVars(vars);
  try {
    const parsed = JSON.parse(template, (_key, value: unknown) =>
      typeof value === 'string' ? renderTemplate(value, context) : value,
    ) as unknown;
    return JSON.stringify(parsed);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  return renderTemplate(template, context);
}

/** A rubricPrompt override: text as is, an object or array (a YAML chat prompt) as JSON. */
export function rubricPromptText(custom: unknown, fallback: string): string {
  if (custom === undefined || custom === null || custom === '') return fallback;
  if (typeof custom === 'string') return custom;
  if (typeof custom === 'object' && Object.keys(custom).length === 0) return fallback;
  return JSON.stringify(custom);
}

/** Every JSON object found in a text, in order (a judge may wrap its verdict in prose or fences). */
export function extractJsonObjects(text: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  let start = text.indexOf('{');
  while (start !== -1) {
    const end = matchingBrace(text, start);
    if (end === -1) break;
    try {
      const value = JSON.parse(text.slice(start, end + 1)) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        found.push(value as Record<string, unknown>);
        start = text.indexOf('{', end + 1);
        continue;
      }
    } catch {
      // Not JSON from this brace: try the next one.
    }
    start = text.indexOf('{', start + 1);
  }
  return found;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

export function cosineSimilarity(a: number[], b: number[]): number {
  if (a.length !== b.length)
    throw new GradingError('embeddings of different lengths cannot be compared');
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

export function dotProduct(a: number[], b: number[]): number {
  if (a.length !== b.length)
    throw new GradingError('embeddings of different lengths cannot be compared');
  return a.reduce((sum, x, i) => sum + x * (b[i] as number), 0);
}

export function euclideanDistance(a: number[], b: number[]): number {
  if (a.length !== b.length)
    throw new GradingError('embeddings of different lengths cannot be compared');
  return Math.sqrt(a.reduce((sum, x, i) => sum + (x - (b[i] as number)) ** 2, 0));
}

/** Non-empty lines (promptfoo's splitIntoSentences). */
export function splitLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

/**
 * Units of a text for sentence metrics: its lines when it has two or more, otherwise its
 * sentences; bare list markers ("1.") are not units.
 */
export function splitSentences(text: string): string[] {
  const lines = splitLines(text);
  const segments = lines.length > 1 ? lines : text.split(/(?<=[.!?])\s+/);
  return segments.map((s) => s.trim()).filter((s) => s.length > 0 && !/^\d+[.)]$/.test(s));
}
