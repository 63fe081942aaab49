import { load as parseYaml } from 'js-yaml';
import { EvalConfigError } from './parse';
import { testsFromFile } from './test-files';

/** Reads a file named in the config; the caller resolves it against the config's folder. */
export type ReadFile = (path: string) => string;

const FILE = 'file://';
type Raw = Record<string, unknown>;

const isFileRef = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(FILE);

function read(reader: ReadFile, ref: string, where: string): { path: string; text: string } {
  const path = ref.slice(FILE.length);
  if (/[*?]/.test(path))
    throw new EvalConfigError(`${where}: file globs are not supported (${ref})`);
  try {
    return { path, text: reader(path) };
  } catch (error) {
    throw new EvalConfigError(`${where}: cannot read ${path}: ${(error as Error).message}`);
  }
}

/** A file's value: JSON/YAML parsed, anything else as text (assertion values, var values). */
function fileValue(reader: ReadFile, ref: string, where: string): unknown {
  const { path, text } = read(reader, ref, where);
  return /\.(json|ya?ml)$/i.test(path) ? (parseYaml(text) as unknown) : text;
}

/** Prompts from a file: a .json chat (one prompt) or list, or text split on `---` lines. */
function promptsFromFile(reader: ReadFile, ref: string, where: string): unknown[] {
  const { path, text } = read(reader, ref, where);
  if (/\.json$/i.test(path)) {
    const value = JSON.parse(text) as unknown;
    const isChat =
      Array.isArray(value) && value.every((m) => m && typeof m === 'object' && 'role' in m);
    return isChat ? [value] : Array.isArray(value) ? value : [value];
  }
  if (/\.(js|ts|py|mjs|cjs)$/i.test(path)) {
    throw new EvalConfigError(`${where}: prompt functions (${path}) are not supported`);
  }
  const label = path.split('/').pop() ?? path;
  const parts = text
    .split(/^-{3,}\s*$/m)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map((raw, index) => ({
    raw,
    label: parts.length > 1 ? `${label}:${index + 1}` : label,
  }));
}

/** A `file://` grading prompt: its text, templated and (when JSON) parsed when it is rendered. */
function rubricPromptFile(reader: ReadFile, ref: string, where: string): string {
  if (/\.(js|ts|py|mjs|cjs)(:|$)/i.test(ref.slice(FILE.length))) {
    throw new EvalConfigError(`${where}: rubricPrompt functions (${ref}) are not supported`);
  }
  return read(reader, ref, where).text;
}

function resolveAssertions(list: unknown, reader: ReadFile, where: string): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown, index) => {
    if (!item || typeof item !== 'object') return item;
    const assertion = { ...(item as Raw) };
    if (isFileRef(assertion.value)) {
      assertion.value = fileValue(reader, assertion.value, `${where}.${index}.value`);
    }
    if (Array.isArray(assertion.assert)) {
      assertion.assert = resolveAssertions(assertion.assert, reader, `${where}.${index}.assert`);
    }
    if (isFileRef(assertion.rubricPrompt)) {
      const at = `${where}.${index}.rubricPrompt`;
      assertion.rubricPrompt = rubricPromptFile(reader, assertion.rubricPrompt, at);
    }
    return assertion;
  });
}

function resolveTest(test: unknown, reader: ReadFile, where: string): unknown {
  if (!test || typeof test !== 'object' || Array.isArray(test)) return test;
  const resolved = { ...(test as Raw) };
  if (resolved.vars && typeof resolved.vars === 'object' && !Array.isArray(resolved.vars)) {
    resolved.vars = Object.fromEntries(
      Object.entries(resolved.vars as Raw).map(([name, value]) => [
        name,
        isFileRef(value) ? fileValue(reader, value, `${where}.vars.${name}`) : value,
      ]),
    );
  }
  if (resolved.assert)
    resolved.assert = resolveAssertions(resolved.assert, reader, `${where}.assert`);
  const options = resolved.options as Raw | undefined;
  if (options && typeof options === 'object' && isFileRef(options.rubricPrompt)) {
    resolved.options = {
      ...options,
      rubricPrompt: rubricPromptFile(reader, options.rubricPrompt, `${where}.options.rubricPrompt`),
    };
  }
  return resolved;
}

function resolveTests(tests: unknown, reader: ReadFile, where: string): unknown {
  const list = isFileRef(tests) ? [tests] : tests;
  if (!Array.isArray(list)) return tests;
  const expanded = list.flatMap((entry: unknown, index) =>
    isFileRef(entry)
      ? testsFromFile(entry, read(reader, entry, `${where}.${index}`).text)
      : [entry],
  );
  return expanded.map((test, index) => resolveTest(test, reader, `${where}.${index}`));
}

/**
 * Replaces promptfoo's `file://` references with their contents: prompts, tests files
 * (CSV/JSONL/JSON/YAML), var values and assertion values. Everything else is left for the
 * schema to judge.
 */
export function resolveFileReferences(raw: unknown, reader: ReadFile): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const config = { ...(raw as Raw) };
  if (config.prompts !== undefined) {
    const prompts = Array.isArray(config.prompts) ? config.prompts : [config.prompts];
    config.prompts = prompts.flatMap((prompt: unknown, index) => {
      if (isFileRef(prompt)) return promptsFromFile(reader, prompt, `prompts.${index}`);
      if (prompt && typeof prompt === 'object' && isFileRef((prompt as Raw).id)) {
        const found = promptsFromFile(reader, (prompt as Raw).id as string, `prompts.${index}`);
        const label = (prompt as Raw).label;
        return typeof label === 'string' && found.length === 1
          ? [{ raw: (found[0] as Raw).raw ?? JSON.stringify(found[0]), label }]
          : found;
      }
      return [prompt];
    });
  }
  if (config.tests !== undefined) config.tests = resolveTests(config.tests, reader, 'tests');
  if (config.defaultTest !== undefined) {
    config.defaultTest = resolveTest(config.defaultTest, reader, 'defaultTest');
  }
  if (Array.isArray(config.scenarios)) {
    config.scenarios = config.scenarios.map((scenario: unknown, index) => {
      if (!scenario || typeof scenario !== 'object') return scenario;
      const s = { ...(scenario as Raw) };
      if (s.tests !== undefined)
        s.tests = resolveTests(s.tests, reader, `scenarios.${index}.tests`);
      if (s.config !== undefined)
        s.config = resolveTests(s.config, reader, `scenarios.${index}.config`);
      return s;
    });
  }
  return config;
}
