import {
  POLICY_PLUGIN_PREFIX,
  policyPluginId,
  type RedteamBlock,
  type ScanPluginEntry,
} from '@crucible/shared';
import { POLICY_PLUGIN } from '@crucible/engine';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customPolicies } from '../../db/schema';
import { AppError } from '../../errors';
import { findPolicies, type PolicyRow } from './service';

/*
 * A library policy in a scan template is the plugin entry `policy:<id>` (string or object
 * form). The engine runs promptfoo's form, `{id: 'policy', config: {policy: …}}`, so:
 *  - a scan (and a template's check) resolves library entries into that form, copying the
 *    policy — the scan then records the policy it ran, whatever is edited later;
 *  - an imported file's `policy` entries that name a library policy (by its id, or by the same
 *    text) become library entries again;
 *  - an exported template writes promptfoo's form, the rule as `config.policy`.
 * Inline `policy` entries (a text with no library entry) pass through all three unchanged.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type EntryObject = Exclude<ScanPluginEntry, string>;
const objectOf = (entry: ScanPluginEntry): EntryObject =>
  typeof entry === 'string' ? { id: entry } : entry;
const libraryIdOf = (entry: ScanPluginEntry) => {
  const { id } = objectOf(entry);
  return id.startsWith(POLICY_PLUGIN_PREFIX) ? id.slice(POLICY_PLUGIN_PREFIX.length) : undefined;
};

/** The entry's options other than its id and config (numTests, severity). */
function optionsOf(entry: EntryObject) {
  return {
    ...(entry.numTests !== undefined ? { numTests: entry.numTests } : {}),
    ...(entry.severity !== undefined ? { severity: entry.severity } : {}),
  };
}

/** The policy's grading aids, as the engine reads them beside `config.policy`. */
function aidsOf(policy: PolicyRow) {
  return {
    ...(policy.mustMatch.length > 0 ? { mustMatch: policy.mustMatch } : {}),
    ...(policy.mustNotMatch.length > 0 ? { mustNotMatch: policy.mustNotMatch } : {}),
    ...(policy.violatingExample ? { violatingExample: policy.violatingExample } : {}),
    ...(policy.compliantExample ? { compliantExample: policy.compliantExample } : {}),
  };
}

/**
 * The block with its library entries replaced by their policies, ready for the engine; an
 * entry naming no policy of the organization is a field error at `field(i)` (by default
 * `config.plugins.<i>.id`).
 */
export async function resolvePolicyEntries(
  db: Db,
  organizationId: string,
  block: RedteamBlock,
  field: (index: number) => string = (index) => `config.plugins.${index}.id`,
): Promise<RedteamBlock> {
  const ids = block.plugins.map(libraryIdOf);
  if (ids.every((id) => id === undefined)) return block;
  const found = new Map(
    (
      await findPolicies(
        db,
        organizationId,
        ids.filter((id): id is string => id !== undefined && UUID.test(id)),
      )
    ).map((policy) => [policy.id, policy]),
  );
  const plugins = block.plugins.map((entry, index): ScanPluginEntry => {
    const id = ids[index];
    if (id === undefined) return entry;
    const policy = found.get(id.toLowerCase());
    if (!policy) {
      throw AppError.invalidField(
        field(index),
        `No policy "${objectOf(entry).id}" in the Policy Library (it may have been deleted)`,
      );
    }
    return {
      id: POLICY_PLUGIN,
      ...optionsOf(objectOf(entry)),
      config: {
        policy: {
          id: policy.id,
          name: policy.name,
          text: policy.text,
          severity: policy.severity,
        },
        ...aidsOf(policy),
      },
    };
  });
  return { ...block, plugins };
}

/** What an inline `policy` entry names: promptfoo's policy object id, and its text. */
function inlineOf(entry: ScanPluginEntry): { id?: string; text?: string } | undefined {
  const object = objectOf(entry);
  if (object.id !== POLICY_PLUGIN) return undefined;
  const policy = object.config?.policy;
  if (typeof policy === 'string') return { text: policy.trim() };
  if (policy && typeof policy === 'object') {
    const { id, text } = policy as { id?: unknown; text?: unknown };
    return {
      ...(typeof id === 'string' && UUID.test(id) ? { id: id.toLowerCase() } : {}),
      ...(typeof text === 'string' ? { text: text.trim() } : {}),
    };
  }
  return undefined;
}

/**
 * An imported block's `policy` entries linked to the library where they name one of its
 * policies — by promptfoo's policy id, else by the same rule text — so the template follows
 * later edits and its vulnerabilities stay those of the library policy. Others stay inline.
 * A `severity` equal to the policy's own is the policy's (an export writes it there for
 * promptfoo), so it is dropped: the template then follows the policy's severity too.
 */
export async function linkLibraryPolicies(
  db: Db,
  organizationId: string,
  block: RedteamBlock,
): Promise<RedteamBlock> {
  const inline = block.plugins.map(inlineOf);
  const ids = inline.flatMap((named) => (named?.id ? [named.id] : []));
  const texts = inline.flatMap((named) => (named?.text ? [named.text] : []));
  if (ids.length === 0 && texts.length === 0) return block;
  const library = await db
    .select({ id: customPolicies.id, text: customPolicies.text, severity: customPolicies.severity })
    .from(customPolicies)
    .where(
      and(
        eq(customPolicies.organizationId, organizationId),
        or(
          ids.length > 0 ? inArray(customPolicies.id, ids) : undefined,
          texts.length > 0 ? inArray(customPolicies.text, texts) : undefined,
        ),
      ),
    )
    .orderBy(customPolicies.createdAt);
  const plugins = block.plugins.map((entry, index): ScanPluginEntry => {
    const named = inline[index];
    if (!named) return entry;
    const match =
      library.find((policy) => named.id !== undefined && policy.id === named.id) ??
      library.find((policy) => named.text !== undefined && policy.text === named.text);
    if (!match) return entry;
    const { severity, ...rest } = optionsOf(objectOf(entry));
    const options =
      severity === undefined || severity === match.severity ? rest : { ...rest, severity };
    const id = policyPluginId(match.id);
    return Object.keys(options).length > 0 ? { id, ...options } : id;
  });
  return { ...block, plugins };
}

/**
 * The block as a promptfoo file writes it: each library entry as `{id: 'policy', config:
 * {policy: <rule>}}` with the policy's severity and Crucible's grading aids beside the rule
 * (promptfoo reads the rule and leaves the rest). An entry whose policy is gone stays as it is.
 */
export async function exportPolicyEntries(
  db: Db,
  organizationId: string,
  block: RedteamBlock,
): Promise<RedteamBlock> {
  const ids = block.plugins.map(libraryIdOf);
  if (ids.every((id) => id === undefined)) return block;
  const found = new Map(
    (
      await findPolicies(
        db,
        organizationId,
        ids.filter((id): id is string => id !== undefined && UUID.test(id)),
      )
    ).map((policy) => [policy.id, policy]),
  );
  const plugins = block.plugins.map((entry, index): ScanPluginEntry => {
    const policy = ids[index] ? found.get(ids[index].toLowerCase()) : undefined;
    if (!policy) return entry;
    const object = objectOf(entry);
    return {
      id: POLICY_PLUGIN,
      ...(object.numTests !== undefined ? { numTests: object.numTests } : {}),
      severity: object.severity ?? policy.severity,
      config: { policy: policy.text, ...aidsOf(policy) },
    };
  });
  return { ...block, plugins };
}
