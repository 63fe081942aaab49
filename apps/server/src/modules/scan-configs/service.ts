import {
  RedteamBlockSchema,
  toTargetRequest,
  type CreateScanConfigRequest,
  type ImportCheckResponse,
  type ImportScanConfigRequest,
  type ImportScanConfigResponse,
  type SavedScanConfig,
  type ScanConfig,
  type UpdateScanConfigRequest,
} from '@crucible/shared';
import { stringifyRedteamConfig } from '@crucible/engine';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { totalOf, WINDOW_TOTAL } from '../../db/page';
import { preparedPer } from '../../db/prepared';
import { scanConfigs } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import type { SecretBox } from '../../lib/secret-box';
import { iso } from '../../lib/time';
import { exportPolicyEntries } from '../policies/plugin-entries';
import { checkBlock, readConfigFile, type ConfigFileDeps } from './config-file';
import { addImportedTargets, targetRequests } from './import-targets';

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

async function insertScanConfig(
  db: Db,
  options: { organizationId: string; userId: string; request: CreateScanConfigRequest },
): Promise<ScanConfig> {
  const { request } = options;
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

export async function createScanConfig(
  deps: ConfigFileDeps,
  options: { organizationId: string; userId: string; request: CreateScanConfigRequest },
): Promise<SavedScanConfig> {
  const warnings = await checkBlock(deps, options.organizationId, options.request.config);
  return { ...(await insertScanConfig(deps.db, options)), warnings };
}

export async function updateScanConfig(
  deps: ConfigFileDeps,
  options: ConfigScope & { request: UpdateScanConfigRequest },
): Promise<SavedScanConfig> {
  const { request } = options;
  const warnings = await checkBlock(deps, options.organizationId, request.config);
  const [row] = await uniqueName(() =>
    deps.db
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
  return { ...toScanConfig(row), warnings };
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
 * The template as a promptfoo-style file: `description`, `prompts` and `defaultTest` at the top,
 * the rest under `redteam` (a template has no targets), library policies written in promptfoo's
 * `policy` form.
 */
export async function exportScanConfig(db: Db, row: Row): Promise<string> {
  // Library policies in promptfoo's `policy` form.
  const block = await exportPolicyEntries(db, row.organizationId, row.config);
  const { prompts, defaultTest, ...redteam } = block;
  // In the contract's order (the database keeps keys in its own).
  const order = Object.keys(RedteamBlockSchema.shape);
  const sorted = Object.fromEntries(
    Object.entries(redteam).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)),
  );
  return stringifyRedteamConfig({
    ...(row.description ? { description: row.description } : {}),
    ...(prompts ? { prompts } : {}),
    ...(defaultTest ? { defaultTest } : {}),
    redteam: sorted,
  });
}

/** What importing the file would save and say, with nothing saved. */
export async function checkImport(
  deps: ConfigFileDeps,
  options: { organizationId: string; request: ImportScanConfigRequest },
): Promise<ImportCheckResponse> {
  const read = await readConfigFile(deps, options);
  if (options.request.createTargets) {
    targetRequests(read.targets, options.request.teamId, read.targetsKey);
  }
  return {
    name: read.name,
    warnings: read.warnings,
    targets: read.targets.map((target) => ({
      name: toTargetRequest(target).name,
      type: target.type,
    })),
  };
}

/**
 * A promptfoo red-team file as a new template, and with `createTargets` its targets added to
 * the team, in one transaction. Every problem of the file comes back at once (400); what is
 * read differently or not at all comes back in `warnings`.
 */
export async function importScanConfig(
  deps: ConfigFileDeps & { box: SecretBox },
  options: { organizationId: string; userId: string; request: ImportScanConfigRequest },
): Promise<ImportScanConfigResponse> {
  const { request } = options;
  const read = await readConfigFile(deps, options);
  const requests = request.createTargets
    ? targetRequests(read.targets, request.teamId, read.targetsKey)
    : [];
  const warnings = [...read.warnings];
  return deps.db.transaction(async (tx) => {
    const template = await insertScanConfig(tx, {
      organizationId: options.organizationId,
      userId: options.userId,
      request: {
        teamId: request.teamId,
        name: read.name,
        description: read.description,
        config: read.block,
      },
    });
    const targets = await addImportedTargets(tx, deps.box, {
      organizationId: options.organizationId,
      userId: options.userId,
      requests,
      listKey: read.targetsKey,
      warnings,
    });
    return { ...template, warnings, targets };
  });
}
