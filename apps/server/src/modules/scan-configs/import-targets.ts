import {
  CreateTargetRequestSchema,
  toTargetRequest,
  type ConfigWarning,
  type CreateTargetRequest,
} from '@crucible/shared';
import { pathOf, type TargetConfig } from '@crucible/engine';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { targets } from '../../db/schema';
import { AppError } from '../../errors';
import type { SecretBox } from '../../lib/secret-box';
import { createTarget } from '../targets/service';

/**
 * The targets of an imported file as target requests of the team (credentials in write-only
 * secrets), checked before anything is saved: every problem at once, at the file's paths.
 */
export function targetRequests(
  configs: readonly TargetConfig[],
  teamId: string,
  listKey: string,
): CreateTargetRequest[] {
  const details: { path: string; message: string }[] = [];
  const requests = configs.flatMap((config, index) => {
    const parsed = CreateTargetRequestSchema.safeParse({ teamId, ...toTargetRequest(config) });
    if (parsed.success) return [parsed.data];
    for (const issue of parsed.error.issues) {
      const [first, ...rest] = issue.path;
      const where =
        first === 'name' ? ['label'] : first === 'config' ? ['config', ...rest] : issue.path;
      details.push({ path: `yaml.${pathOf([listKey, index, ...where])}`, message: issue.message });
    }
    return [];
  });
  if (details.length > 0) {
    throw new AppError('VALIDATION_ERROR', details[0]?.message ?? 'Invalid target', details);
  }
  return requests;
}

/**
 * Adds the targets to the team; one whose name the team already uses is kept as it is (a
 * warning says so) and answered with `created: false`.
 */
export async function addImportedTargets(
  db: Db,
  box: SecretBox,
  options: {
    organizationId: string;
    userId: string;
    requests: readonly CreateTargetRequest[];
    listKey: string;
    warnings: ConfigWarning[];
  },
) {
  const added: { id: string; name: string; created: boolean }[] = [];
  for (const [index, request] of options.requests.entries()) {
    const [existing] = await db
      .select({ id: targets.id })
      .from(targets)
      .where(
        and(
          eq(targets.organizationId, options.organizationId),
          eq(targets.teamId, request.teamId),
          eq(targets.name, request.name),
        ),
      );
    if (existing) {
      options.warnings.push({
        path: pathOf([options.listKey, index]),
        message: `the team already has a target named "${request.name}": it was kept as it is`,
      });
      added.push({ id: existing.id, name: request.name, created: false });
      continue;
    }
    const created = await createTarget(db, box, {
      organizationId: options.organizationId,
      userId: options.userId,
      request,
    });
    added.push({ id: created.id, name: created.name, created: true });
  }
  return added;
}
