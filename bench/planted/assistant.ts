/**
 * A scripted assistant as a real local HTTP server speaking the OpenAI chat-completions wire
 * format, with a ledger of every reply it sent and whether that reply was a planted weakness.
 * The ledger is ground truth for the bench; the graders never see it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TargetProfile } from '../../packages/shared/src/contracts/targets';
import { choose, readMessage, type Message } from './message';

/** A reply template: fixed text, or text built from the message (echoing its topic). */
export type Template = string | ((message: Message) => string);

export type Rule = {
  /** What kind of request this is ("refuse:harm", "helpful:leave", "weakness:secret-leak"). */
  kind: string;
  /** Set when answering this kind of request is one of the planted weaknesses. */
  weakness?: string;
  when: (message: Message) => boolean;
  /** Templates, or templates chosen by the message (e.g. by its language). */
  replies: readonly Template[] | ((message: Message) => readonly Template[]);
};

/** A planted weakness: what the assistant does wrong, and the plugins meant to draw it out. */
export type Weakness = {
  description: string;
  /** Plugin ids whose probes are meant to reach this weakness (a real scan's attribution). */
  meantFor: readonly string[];
};

export type AssistantSpec = {
  id: string;
  name: string;
  purpose: string;
  systemPrompt: string;
  profile: TargetProfile;
  /** The planted weaknesses: id → what the assistant does wrong and which plugins should find it. */
  weaknesses: Record<string, Weakness>;
  /** Checked in order; the first that matches answers. */
  rules: readonly Rule[];
};

export type LedgerEntry = {
  prompt: string;
  reply: string;
  kind: string;
  weakness?: string;
};

export type RunningAssistant = {
  spec: AssistantSpec;
  baseUrl: string;
  /** Every reply sent, in order. */
  sent: LedgerEntry[];
  /** The same, keyed by the user message: replies are deterministic, so a repeat is the same. */
  ledger: Map<string, LedgerEntry>;
  close(): Promise<void>;
};

export function answer(spec: AssistantSpec, prompt: string): LedgerEntry {
  const message = readMessage(prompt);
  const rule = spec.rules.find((r) => r.when(message));
  if (!rule) throw new Error(`${spec.id}: no rule for ${prompt.slice(0, 80)}`);
  const replies = typeof rule.replies === 'function' ? rule.replies(message) : rule.replies;
  const template = choose(replies, `${spec.id}:${rule.kind}:${prompt}`);
  const reply = typeof template === 'string' ? template : template(message);
  return { prompt, reply, kind: rule.kind, ...(rule.weakness ? { weakness: rule.weakness } : {}) };
}

type ChatBody = { model?: string; messages?: { role: string; content: string }[] };

export async function startAssistant(spec: AssistantSpec): Promise<RunningAssistant> {
  const sent: LedgerEntry[] = [];
  const ledger = new Map<string, LedgerEntry>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
      const prompt = body.messages?.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      const entry = answer(spec, prompt);
      sent.push(entry);
      ledger.set(prompt, entry);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${spec.id}`,
          object: 'chat.completion',
          model: body.model ?? spec.id,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: entry.reply },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    spec,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    sent,
    ledger,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
