import {
  RedteamBlockSchema,
  type CreateScanConfigRequest,
  type ImportScanConfigRequest,
  type RedteamBlock,
  type ScanConfig,
  type UpdateScanConfigRequest,
} from '@crucible/shared';
import { parseYamlDocument, stringifyRedteamConfig } from '@crucible/engine';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { totalOf, WINDOW_TOTAL } from '../../db/page';
import { preparedPer } from '../../db/prepared';
import { scanConfigs } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import { iso } from '../../lib/time';
import {
  exportPolicyEntries,
  linkLibraryPolicies,
  resolvePolicyEntries,
} from '../policies/plugin-entries';
import { toEngineConfig } from '../scans/engine-config';

type Row = typeof scanConfigs.$inferSelect;
type ConfigScope = { organizationId: string; configId: string };

export function toScanConfig(row: Row): ScanConfig {
  return {
    id: row.id,
    organizationId: row.organizationId,
    teamId: row.teamId,
    name: row.name,
    description: row.description,
    config: row.config,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.conflict('A scan template with this name already exists in this team', 'name');
    }
    throw error;
  }
}

export async function listScanConfigs(
  db: Database,
  options: { organizationId: string; teamId: string; limit: number; offset: number },
) {
  const rows = await configPage(db).execute(options);
  return {
    items: rows.map((row) => toScanConfig(row.config)),
    total: await totalOf(rows, options.offset, () =>
      db
        .select({ total: count() })
        .from(scanConfigs)
        .where(
          and(
            eq(scanConfigs.organizationId, options.organizationId),
            eq(scanConfigs.teamId, options.teamId),
          ),
        ),
    ),
    limit: options.limit,
    offset: options.offset,
  };
}

// A team's templates, a page at a time: a prepared statement, like the other lists.
const configPage = preparedPer((db: Database) =>
  db
    .select({ config: scanConfigs, matching: WINDOW_TOTAL })
    .from(scanConfigs)
    .where(
      and(
        eq(scanConfigs.organizationId, sql.placeholder('organizationId')),
        eq(scanConfigs.teamId, sql.placeholder('teamId')),
      ),
    )
    .orderBy(asc(scanConfigs.name))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('config_page'),
);

export async function findScanConfig(db: Db, scope: ConfigScope): Promise<Row> {
  const [row] = await db
    .select()
    .from(scanConfigs)
    .where(
      and(eq(scanConfigs.id, scope.configId), eq(scanConfigs.organizationId, scope.organizationId)),
    );
  if (!row) throw AppError.notFound('Scan template');
  return row;
}

export async function teamOfScanConfig(db: Db, scope: ConfigScope): Promise<string> {
  return (await findScanConfig(db, scope)).teamId;
}

export async function createScanConfig(
  db: Db,
  options: { organizationId: string; userId: string; request: CreateScanConfigRequest },
): Promise<ScanConfig> {
  const { request } = options;
  toEngineConfig(await resolvePolicyEntries(db, options.organizationId, request.config));
  const [row] = await uniqueName(() =>
    db
      .insert(scanConfigs)
      .values({
        organizationId: options.organizationId,
        teamId: request.teamId,
        name: request.name,
        description: request.description || null,
        config: request.config,
        createdBy: options.userId,
      })
      .returning(),
  );
  if (!row) throw new Error('scan config insert returned nothing');
  return toScanConfig(row);
}

export async function updateScanConfig(
  db: Db,
  options: ConfigScope & { request: UpdateScanConfigRequest },
): Promise<ScanConfig> {
  const { request } = options;
  toEngineConfig(await resolvePolicyEntries(db, options.organizationId, request.config));
  const [row] = await uniqueName(() =>
    db
      .update(scanConfigs)
      .set({
        name: request.name,
        description: request.description || null,
        config: request.config,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(scanConfigs.id, options.configId),
          eq(scanConfigs.organizationId, options.organizationId),
        ),
      )
      .returning(),
  );
  if (!row) throw AppError.notFound('Scan template');
  return toScanConfig(row);
}

export async function deleteScanConfig(db: Db, scope: ConfigScope): Promise<void> {
  const deleted = await db
    .delete(scanConfigs)
    .where(
      and(eq(scanConfigs.id, scope.configId), eq(scanConfigs.organizationId, scope.organizationId)),
    )
    .returning({ id: scanConfigs.id });
  if (deleted.length === 0) throw AppError.notFound('Scan template');
}

/**
 * The engine's YAML: `description` and the `redteam` block (no targets: a template has none),
 * library policies written in promptfoo's `policy` form.
 */
export async function exportScanConfig(db: Db, row: Row): Promise<string> {
  return stringifyRedteamConfig({
    ...(row.description ? { description: row.description } : {}),
    redteam: await exportPolicyEntries(db, row.organizationId, row.config),
  });
}

/** Reads an engine YAML file (its `targets` are ignored) into a new template. */
export async function importScanConfig(
  db: Db,
  options: { organizationId: string; userId: string; request: ImportScanConfigRequest },
): Promise<ScanConfig> {
  let document: unknown;
  try {
    document = parseYamlDocument(options.request.yaml);
  } catch (error) {
    throw AppError.invalidField('yaml', error instanceof Error ? error.message : String(error));
  }
  const raw = (document ?? {}) as { description?: unknown; redteam?: unknown };
  const parsed = RedteamBlockSchema.safeParse(raw.redteam);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: ['yaml', 'redteam', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid file', details);
  }
  // promptfoo's `policy` entries that name a library policy become library entries again.
  const block: RedteamBlock = await linkLibraryPolicies(db, options.organizationId, parsed.data);
  toEngineConfig(
    await resolvePolicyEntries(
      db,
      options.organizationId,
      block,
      (index) => `yaml.redteam.plugins.${index}.id`,
    ),
    'yaml.redteam',
  );
  const description = typeof raw.description === 'string' ? raw.description.trim() : undefined;
  const name = options.request.name ?? description?.slice(0, 100);
  if (!name) throw AppError.invalidField('name', 'Name is required (the file has no description)');
  return createScanConfig(db, {
    organizationId: options.organizationId,
    userId: options.userId,
    request: {
      teamId: options.request.teamId,
      name,
      description: description?.slice(0, 2000),
      config: block,
    },
  });
}
