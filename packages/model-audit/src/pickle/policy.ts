import data from './globals-policy.json' with { type: 'json' };

/** How a pickle's import of one Python global is judged. */
export type GlobalVerdict = 'dangerous' | 'safe' | 'unknown';

type NameTable = Record<string, string[]>;

export type GlobalsPolicy = {
  dangerous: NameTable;
  safe: NameTable;
  safeClassPrefixes: string[];
  dangerousNames: string[];
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isNameTable(value: unknown): value is NameTable {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (names) => Array.isArray(names) && names.every((name) => typeof name === 'string'),
    )
  );
}

/** Checks the shape of the policy data file once, at load, so a bad edit fails loudly. */
export function loadGlobalsPolicy(raw: unknown): GlobalsPolicy {
  const candidate = raw as Partial<GlobalsPolicy>;
  if (
    !isNameTable(candidate.dangerous) ||
    !isNameTable(candidate.safe) ||
    !isStringList(candidate.dangerousNames) ||
    !isStringList(candidate.safeClassPrefixes)
  )
    throw new Error(
      'globals-policy.json: expected { dangerous, safe, safeClassPrefixes, dangerousNames }',
    );
  return {
    dangerous: candidate.dangerous,
    safe: candidate.safe,
    safeClassPrefixes: candidate.safeClassPrefixes,
    dangerousNames: candidate.dangerousNames,
  };
}

export const DEFAULT_POLICY = loadGlobalsPolicy(data);

function matchesDangerous(policy: GlobalsPolicy, module: string, name: string): boolean {
  const segments = module.split('.');
  for (let i = 1; i <= segments.length; i++) {
    const names = policy.dangerous[segments.slice(0, i).join('.')];
    if (!names) continue;
    // "*" covers the module and its submodules; a name list covers only that exact module.
    if (names.includes('*')) return true;
    if (i === segments.length && names.includes(name.split('.')[0] ?? name)) return true;
  }
  return false;
}

/**
 * Judges `module` + `name` as GLOBAL / STACK_GLOBAL import them. Protocol 4 names may be dotted
 * attribute chains (`posixpath` + `os.system`), which can reach a dangerous module or attribute
 * from an innocent one, so every link of the chain is checked, and a chain is never "safe".
 */
export function classifyGlobal(
  module: string,
  name: string,
  policy: GlobalsPolicy = DEFAULT_POLICY,
): GlobalVerdict {
  if (matchesDangerous(policy, module, name)) return 'dangerous';
  const chain = name.split('.');
  for (const part of chain) {
    if (policy.dangerousNames.includes(part)) return 'dangerous';
    if (chain.length > 1 && policy.dangerous[part]?.includes('*')) return 'dangerous';
  }
  if (chain.length > 1) return 'unknown';
  const names = policy.safe[module];
  if (names && (names.includes('*') || names.includes(name))) return 'safe';
  const isClass = /^[A-Z]/.test(name);
  const underPrefix = policy.safeClassPrefixes.some(
    (prefix) =>
      module === prefix.replace(/\.$/, '') ||
      module.startsWith(prefix.endsWith('.') ? prefix : `${prefix}.`),
  );
  return isClass && underPrefix ? 'safe' : 'unknown';
}
