import {
  createTarget,
  DEMO_CANARY,
  DEMO_TARGET_PURPOSE,
  plannedPlugins,
  scanTarget,
  type ChatProvider,
  type GradingExample,
  type RedteamConfig,
  type Severity,
  type Target,
  type TargetContext,
} from '@crucible/engine';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ScanSettings } from '../../../config';
import type { Database } from '../../../db/client';
import { scans, targets } from '../../../db/schema';
import type { JobQueue } from '../../../jobs/queue';
import type { SecretBox } from '../../../lib/secret-box';
import { gradingExamplesForScan } from '../../grading-examples/queries';
import { toEngineConfig as toEngineTarget } from '../../targets/secrets';
import { openTargetSecrets } from '../../targets/service';
import { contextOfTarget, toEngineConfig } from '../engine-config';
import { scanModels } from '../scan-models';

/** What the scan jobs need: the database, the secret box, the queue and the settings. */
export type ScanWorkerDeps = {
  db: Database;
  box: SecretBox;
  jobs: Pick<JobQueue, 'send' | 'sendMany'>;
  logger: FastifyBaseLogger;
  settings: ScanSettings;
};

export type ScanRow = typeof scans.$inferSelect;

/** Everything a job needs to work on a scan: its row, the engine target, config and models. */
export type ScanContext = {
  scan: ScanRow;
  target: Target;
  config: RedteamConfig;
  generator?: ChatProvider;
  /** Whose generator it is: a model the configuration names, or the organization's. */
  generatorFrom?: 'configuration' | 'organization';
  judge?: ChatProvider;
  purpose: string;
  /** The target's profile (purpose, organisation, tools…): fills attack templates. */
  profile: TargetContext;
  canaries: string[];
  severities: Map<string, Severity>;
  /** The target's grading examples, newest first: they decide the replies people marked. */
  gradingExamples: GradingExample[];
};

export async function findScanRow(db: Database, scanId: string): Promise<ScanRow | undefined> {
  const [row] = await db.select().from(scans).where(eq(scans.id, scanId));
  return row;
}

export class ScanSetupError extends Error {}

/** The target (with its secrets) and models of a scan; a deleted target fails the scan. */
export async function loadScanContext(deps: ScanWorkerDeps, scan: ScanRow): Promise<ScanContext> {
  if (!scan.targetId) throw new ScanSetupError('The target of this scan was deleted');
  const [row] = await deps.db
    .select()
    .from(targets)
    .where(and(eq(targets.id, scan.targetId), eq(targets.organizationId, scan.organizationId)));
  if (!row) throw new ScanSetupError('The target of this scan was deleted');
  const config = toEngineConfig(scan.config);
  // The config's request settings (injectVar, vars, prompt template) and limits apply.
  const target = scanTarget(
    createTarget(toEngineTarget(row, openTargetSecrets(deps.box, row))),
    config,
  );
  const [models, gradingExamples] = await Promise.all([
    scanModels(deps.db, deps.box, scan.organizationId, scan.config, deps.settings.modelEnv),
    gradingExamplesForScan(deps.db, { organizationId: scan.organizationId, targetId: row.id }),
  ]);
  const isDemo = row.type === 'demo';
  return {
    scan,
    target,
    config,
    ...models,
    purpose: config.redteam.purpose || row.purpose || (isDemo ? DEMO_TARGET_PURPOSE : ''),
    profile: contextOfTarget(row),
    canaries: isDemo ? [DEMO_CANARY] : [],
    severities: new Map(
      plannedPlugins(config).flatMap((p) => (p.severity ? [[p.id, p.severity] as const] : [])),
    ),
    gradingExamples,
  };
}
