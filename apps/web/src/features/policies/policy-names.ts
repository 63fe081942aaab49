import type { RedteamBlock } from '@crucible/shared';

/**
 * The names of the policies a scan ran, by plugin id (`policy:<id>`), from the scan's own copy
 * of its block: a scan keeps each library policy as `{id: 'policy', config: {policy: {id,
 * name, text}}}`. An inline text without an id is left out (its id is a hash of the text).
 */
export function policyNamesOf(block: RedteamBlock): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of block.plugins) {
    if (typeof entry === 'string' || entry.id !== 'policy') continue;
    const policy = entry.config?.policy as { id?: unknown; name?: unknown } | undefined;
    if (typeof policy?.id === 'string' && typeof policy.name === 'string') {
      names.set(`policy:${policy.id}`, policy.name);
    }
  }
  return names;
}
