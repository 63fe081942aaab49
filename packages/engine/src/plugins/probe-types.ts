import type { ProbeGrading } from '../test-case';
import type { ChatMessage } from '../types';

/** A problem of a plugin entry's `config`, its path relative to that `config`. */
export type ConfigIssue = { path: (string | number)[]; message: string };

/**
 * A probe a plugin gives as it is, rather than a prompt to draw from the attack library: an
 * item of a dataset sample. It carries how it is judged.
 */
export type PluginProbe = {
  /** The text sent (for a sequence, its last step). */
  prompt: string;
  /** A multi-step sequence: each step sent in turn in one conversation. */
  turns?: string[];
  /** A pre-built conversation (a system prompt and the user's message). */
  messages?: ChatMessage[];
  grading?: ProbeGrading;
  /** Shown with the probe's evidence (the dataset's category, the intent's family…). */
  details?: Record<string, unknown>;
  /**
   * Sent as written: strategies do not transform it (promptfoo sends sequences and dataset
   * prompts untouched).
   */
  asWritten?: boolean;
};

export type ProbeRequest = {
  /** The plugin entry's `config`. */
  config?: Record<string, unknown>;
  /** How many probes the entry asks for. */
  numTests: number;
  /** A code or name: a dataset with items in that language prefers them. */
  language?: string;
  seed?: number;
};
