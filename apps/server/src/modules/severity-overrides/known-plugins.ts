import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { unknownPluginIds } from '../policies/plugin-info';

/**
 * Overrides name plugins one by one: of the catalogue (a collection such as `harmful` or
 * `owasp:llm` is not a plugin), or the organization's library policies (`policy:<id>`).
 */
export async function assertKnownPlugins(
  db: Db,
  organizationId: string,
  items: readonly { pluginId: string }[],
  path = 'items',
): Promise<void> {
  const unknown = await unknownPluginIds(
    db,
    organizationId,
    items.map((item) => item.pluginId),
  );
  const details = items.flatMap((item, index) =>
    unknown.has(item.pluginId)
      ? [{ path: `${path}.${index}.pluginId`, message: `Unknown plugin "${item.pluginId}"` }]
      : [],
  );
  if (details.length > 0) throw new AppError('VALIDATION_ERROR', details[0]!.message, details);
}
