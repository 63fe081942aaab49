import type { IssueLog } from './issues';
import { isRecord, joinPath } from './issues';

/**
 * Reads the parts of a promptfoo file that have more than one spelling into the one the schema
 * takes: `evaluateOptions.maxConcurrency`/`delay`, the prompt list, `defaultTest`, plugin entries
 * written with `name`, and the `env:` block. Whatever is left out is named in a warning.
 */
export type Preprocessed = { doc: Record<string, unknown>; fileEnv: Record<string, string> };

const FILE = 'files are not read (paste the content into the config)';

function readPrompts(value: unknown, log: IssueLog): string[] | undefined {
  const entries = Array.isArray(value) ? value : [value];
  const templates: string[] = [];
  entries.forEach((entry, index) => {
    const path = Array.isArray(value) ? joinPath('prompts', index) : 'prompts';
    const text = typeof entry === 'string' ? entry : isRecord(entry) ? entry.raw : undefined;
    if (typeof text !== 'string') return log.warn(path, 'not read: a prompt is a text template');
    if (text.startsWith('file://')) return log.warn(path, `not used: ${FILE}`);
    if (templates.length > 0) {
      return log.warn(path, 'not used: a scan puts the attack into the first prompt only');
    }
    if (isRecord(entry)) {
      for (const key of Object.keys(entry)) {
        if (key !== 'raw') log.warn(joinPath(path, key), 'not used, ignored');
      }
    }
    templates.push(text);
  });
  return templates.length > 0 ? templates : undefined;
}

function readDefaultTest(value: unknown, redteam: Record<string, unknown>, log: IssueLog) {
  if (!isRecord(value)) {
    log.warn('defaultTest', `not used: ${FILE}`);
    return undefined;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const path = joinPath('defaultTest', key);
    if (key === 'vars') out.vars = item;
    else if (key === 'options' && isRecord(item)) {
      for (const [option, setting] of Object.entries(item)) {
        const at = joinPath(path, option);
        if (option === 'transformVars') {
          if (typeof setting === 'string' && setting.startsWith('file://')) {
            log.warn(at, `not run: ${FILE}`);
          } else out.options = { transformVars: setting };
        } else if (option === 'provider') {
          if (redteam.judge === undefined) redteam.judge = setting;
          else log.warn(at, 'not used: redteam.judge names the grading model');
        } else log.warn(at, 'not used by a red-team scan, ignored');
      }
    } else {
      log.warn(
        path,
        key === 'assert'
          ? "not used: red-team probes are graded by their plugins' graders"
          : 'not used by a red-team scan, ignored',
      );
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The variables of a template, in order (`{{ query }}`, `{{name | upper}}`). */
export function templateVars(template: string): string[] {
  const names = [...template.matchAll(/\{\{\s*([A-Za-z_]\w*)/g)].map((match) => match[1] as string);
  return [...new Set(names)];
}

export function preprocess(raw: Record<string, unknown>, log: IssueLog): Preprocessed {
  const doc: Record<string, unknown> = { ...raw };
  const redteam: Record<string, unknown> = isRecord(raw.redteam) ? { ...raw.redteam } : {};
  if (isRecord(raw.redteam) || raw.redteam === undefined) doc.redteam = redteam;

  const fileEnv: Record<string, string> = {};
  if (raw.env !== undefined) {
    if (isRecord(raw.env)) {
      for (const [name, value] of Object.entries(raw.env)) fileEnv[name] = String(value);
    } else log.error('env', 'Must be a map of variable names to values');
  }
  if (isRecord(raw.evaluateOptions)) {
    for (const key of ['maxConcurrency', 'delay'] as const) {
      if (raw.evaluateOptions[key] !== undefined && redteam[key] === undefined) {
        redteam[key] = raw.evaluateOptions[key];
      }
    }
  }
  delete doc.evaluateOptions;
  delete doc.env;
  delete doc.$schema;

  if (raw.prompts !== undefined) doc.prompts = readPrompts(raw.prompts, log);
  if (raw.defaultTest !== undefined)
    doc.defaultTest = readDefaultTest(raw.defaultTest, redteam, log);

  if (Array.isArray(redteam.plugins)) {
    redteam.plugins = redteam.plugins.map((entry, index) => {
      if (!isRecord(entry) || entry.id !== undefined || typeof entry.name !== 'string')
        return entry;
      log.warn(joinPath(joinPath('redteam.plugins', index), 'name'), 'read as id (its older name)');
      const { name, ...rest } = entry;
      return { id: name, ...rest };
    });
  }
  const [template] = (doc.prompts as string[] | undefined) ?? [];
  if (template && redteam.injectVar === undefined) {
    const fixed =
      isRecord(doc.defaultTest) && isRecord(doc.defaultTest.vars) ? doc.defaultTest.vars : {};
    const free = templateVars(template).filter((name) => !(name in fixed));
    // promptfoo infers the variable the attack goes into from the prompt.
    if (free.length > 0 && !free.includes('prompt')) redteam.injectVar = free[0];
  }
  return { doc, fileEnv };
}
