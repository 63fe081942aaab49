import type { TargetInput } from '../../targets/types';
import type { ProviderOutput } from '../types';

/** A provider as an eval sees it: one rendered prompt in, one output (never throws) out. */
export type EvalProvider = {
  id: string;
  label: string;
  /** The config block as written (assertions read `tools` from it). */
  config: Record<string, unknown>;
  call(prompt: TargetInput, vars: Record<string, unknown>): Promise<ProviderOutput>;
};

export type Env = Record<string, string | undefined>;

/** Call timeout and retries for every eval provider (promptfoo's defaults are similar). */
export const CALL_DEFAULTS = { timeoutMs: 60_000, retries: 2, retryBaseDelayMs: 500 } as const;
