import { createHash } from 'node:crypto';
import type { FieldError } from '@crucible/shared';
import {
  EvalConfigError,
  parseEvalConfig,
  planEval,
  readConfigText,
  type EvalConfigInput,
  type EvalPlan,
} from '@crucible/engine';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { targets } from '../../db/schema';
import { AppError } from '../../errors';
import { readDatasetTests } from '../datasets/service';

/*
 * A submitted eval config, made ready to run on the server. What the engine's config does not
 * know is ours and is taken out before the engine validates the rest:
 * - `evaluateOptions.cache` (default true): identical provider calls are answered from the cache;
 * - `providers[N].limits` `{concurrency, rpm, delayMs}`: that provider's limits in this eval;
 * - a provider `target:<name>` (or a bare name that is one of the team's targets) calls the target;
 * - `tests: dataset://name@version` (or such strings in the list) are read at submission.
 * `file://` references cannot be read on the server and are errors naming their path.
 */

/** Extension data kept with the resolved config (never given to the engine). */
export const CRUCIBLE_KEY = 'x-crucible';

export type ProviderLimits = { concurrency?: number; rpm?: number; delayMs?: number };
export type CrucibleExtensions = {
  cache: boolean;
  maxConcurrency?: number;
  /** Provider index → the target it calls. */
  targets: Record<string, string>;
  limits: Record<string, ProviderLimits>;
};

const LimitsSchema = z.strictObject({
  concurrency: z.number().int().min(1).max(1024).optional(),
  rpm: z.number().positive().optional(),
  delayMs: z.number().int().min(0).max(600_000).optional(),
});

/** What the engine's provider registry builds itself; anything else may be a target's name. */
const ENGINE_PROVIDER = /^(echo|https?(:\/\/.*)?|openai:.+|anthropic:.+)$/;
const DATASET_REF = /^dataset:\/\/([^@\s]+)(?:@(\w+))?$/;

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export class EvalProblems {
  readonly list: FieldError[] = [];
  add(path: string, message: string) {
    this.list.push({ path, message });
  }
  /** The engine's message: one `path: message` per line. */
  addEngine(error: EvalConfigError) {
    for (const line of error.message.split('\n')) {
      const match = /^([\w.$-]+|\(config\)): ([\s\S]*)$/.exec(line);
      if (match) this.add(match[1] === '(config)' ? '' : match[1]!, match[2]!);
      else this.add('', line);
    }
  }
  throwIfAny() {
    if (this.list.length === 0) return;
    const first = this.list[0]!;
    const message =
      this.list.length === 1
        ? `${first.path ? `${first.path}: ` : ''}${first.message}`
        : `The config has ${this.list.length} problems`;
    throw new AppError('VALIDATION_ERROR', message, this.list);
  }
}

function findFileRefs(value: unknown, path: string, problems: EvalProblems) {
  if (typeof value === 'string') {
    if (value.startsWith('file://')) {
      problems.add(
        path,
        'file:// references cannot be read on the server: paste the content, or upload the tests as a dataset and use dataset://name@version',
      );
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      findFileRefs(item, path ? `${path}.${index}` : `${index}`, problems),
    );
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      findFileRefs(item, path ? `${path}.${key}` : key, problems);
    }
  }
}

export type PreparedEvalConfig = {
  /** The config as submitted (parsed from text when text was sent). */
  config: Raw;
  /** What the worker runs: datasets read, our extensions under CRUCIBLE_KEY. */
  resolved: Raw;
  plan: EvalPlan;
  columns: EvalColumnHeader[];
  description: string | undefined;
};

export type EvalColumnHeader = {
  promptIndex: number;
  providerIndex: number;
  prompt: string;
  providerId: string;
  provider: string;
};

/** Reads the submitted config, checks it whole (every problem with its path) and plans it. */
export async function prepareEvalConfig(
  db: Db,
  scope: { organizationId: string; teamId: string },
  input: string | Raw,
): Promise<PreparedEvalConfig> {
  const problems = new EvalProblems();
  let config: unknown = input;
  if (typeof input === 'string') {
    try {
      config = readConfigText(input);
    } catch (error) {
      if (!(error instanceof EvalConfigError)) throw error;
      problems.addEngine(error);
      problems.throwIfAny();
    }
  }
  if (!isObject(config)) {
    throw AppError.invalidField(
      'config',
      'The config must be a mapping (prompts, providers, tests)',
    );
  }
  const resolved: Raw = structuredClone(config);
  delete resolved[CRUCIBLE_KEY];
  const extensions: CrucibleExtensions = { cache: true, targets: {}, limits: {} };

  // evaluateOptions.cache is ours; maxConcurrency stays for the engine's schema.
  if (isObject(resolved.evaluateOptions)) {
    const options = { ...resolved.evaluateOptions };
    if ('cache' in options) {
      if (typeof options.cache !== 'boolean') {
        problems.add('evaluateOptions.cache', 'cache must be true or false');
      } else extensions.cache = options.cache;
      delete options.cache;
    }
    if (typeof options.maxConcurrency === 'number')
      extensions.maxConcurrency = options.maxConcurrency;
    resolved.evaluateOptions = options;
  }

  // Providers: limits, and the team's targets by name.
  if (resolved.providers !== undefined) {
    const list = Array.isArray(resolved.providers) ? [...resolved.providers] : [resolved.providers];
    const teamTargets = await db
      .select({ id: targets.id, name: targets.name })
      .from(targets)
      .where(
        and(eq(targets.organizationId, scope.organizationId), eq(targets.teamId, scope.teamId)),
      );
    const byName = new Map(teamTargets.map((target) => [target.name, target.id]));
    resolved.providers = list.map((provider, index) => {
      let entry = provider;
      if (isObject(entry) && 'limits' in entry) {
        const { limits, ...rest } = entry;
        const parsed = LimitsSchema.safeParse(limits);
        if (parsed.success) extensions.limits[index] = parsed.data;
        else
          for (const issue of parsed.error.issues) {
            problems.add(
              ['providers', index, 'limits', ...issue.path.map(String)].join('.'),
              issue.code === 'unrecognized_keys'
                ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (concurrency, rpm, delayMs)`
                : issue.message,
            );
          }
        entry = rest;
      }
      const id = typeof entry === 'string' ? entry : isObject(entry) ? entry.id : undefined;
      if (typeof id !== 'string') return entry;
      const named = id.startsWith('target:') ? id.slice('target:'.length) : null;
      if (named === null && ENGINE_PROVIDER.test(id)) return entry;
      const targetName = named ?? id;
      const targetId = byName.get(targetName);
      if (!targetId) {
        if (named !== null)
          problems.add(`providers.${index}`, `no target named "${targetName}" in this team`);
        return entry;
      }
      extensions.targets[index] = targetId;
      if (isObject(entry) && entry.config !== undefined) {
        problems.add(
          `providers.${index}.config`,
          "a target's settings are the target's own: edit the target instead",
        );
      }
      const label = isObject(entry) && typeof entry.label === 'string' ? entry.label : targetName;
      return { id: `target:${targetName}`, label };
    });
  }

  // Tests from datasets.
  const tests = resolved.tests;
  const entries = typeof tests === 'string' ? [tests] : Array.isArray(tests) ? tests : null;
  if (entries?.some((entry) => typeof entry === 'string' && entry.startsWith('dataset://'))) {
    const expanded: unknown[] = [];
    for (const [index, entry] of entries.entries()) {
      if (typeof entry !== 'string' || !entry.startsWith('dataset://')) {
        expanded.push(entry);
        continue;
      }
      const path = typeof tests === 'string' ? 'tests' : `tests.${index}`;
      const match = DATASET_REF.exec(entry);
      if (!match) {
        problems.add(path, 'write a dataset as dataset://name@version (or @latest)');
        continue;
      }
      const found = await readDatasetTests(db, {
        ...scope,
        name: match[1]!,
        version: match[2] ?? 'latest',
      });
      if (typeof found === 'string') problems.add(path, found);
      else expanded.push(...found);
    }
    resolved.tests = expanded;
  }

  findFileRefs(resolved, '', problems);
  problems.throwIfAny();

  // The engine's own checks, with target providers stood in for by echo (theirs are ours).
  const forEngine = engineView(resolved, extensions);
  let parsed: EvalConfigInput | undefined;
  let plan: EvalPlan | undefined;
  try {
    parsed = parseEvalConfig(forEngine);
    // No environment: a server's own keys are never handed to a URL a config names.
    plan = planEval(parsed, {});
  } catch (error) {
    if (!(error instanceof EvalConfigError)) throw error;
    problems.addEngine(error);
  }
  problems.throwIfAny();
  resolved[CRUCIBLE_KEY] = extensions;
  return {
    config,
    resolved,
    plan: plan!,
    columns: columnsOf(plan!, resolved),
    description: parsed?.description,
  };
}

/** The resolved config as the engine reads it: our key out, target providers as echo. */
export function engineView(resolved: Raw, extensions: CrucibleExtensions): Raw {
  const view: Raw = { ...resolved };
  delete view[CRUCIBLE_KEY];
  if (resolved.providers !== undefined) {
    const list = Array.isArray(resolved.providers) ? resolved.providers : [resolved.providers];
    view.providers = list.map((provider, index) =>
      extensions.targets[index] !== undefined
        ? { id: 'echo', label: isObject(provider) ? provider.label : undefined }
        : provider,
    );
  }
  return view;
}

export function extensionsOf(resolved: Raw): CrucibleExtensions {
  const stored = resolved[CRUCIBLE_KEY];
  return isObject(stored)
    ? (stored as unknown as CrucibleExtensions)
    : { cache: true, targets: {}, limits: {} };
}

function providerIdOf(resolved: Raw, index: number, fallback: string): string {
  const list = Array.isArray(resolved.providers) ? resolved.providers : [resolved.providers];
  const entry = list[index];
  if (typeof entry === 'string') return entry;
  if (isObject(entry) && typeof entry.id === 'string') return entry.id;
  return fallback;
}

export function columnsOf(plan: EvalPlan, resolved: Raw): EvalColumnHeader[] {
  return plan.prompts.flatMap((prompt, promptIndex) =>
    plan.providers.map((provider, providerIndex) => ({
      promptIndex,
      providerIndex,
      prompt: prompt.label,
      providerId: providerIdOf(resolved, providerIndex, provider.id),
      provider: provider.label,
    })),
  );
}

/** Matches the same test across evals (compare): its description and vars. */
export function testKeyOf(description: string | undefined | null, vars: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify([description ?? null, vars]))
    .digest('base64url');
}
