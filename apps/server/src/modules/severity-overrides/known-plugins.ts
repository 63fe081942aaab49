import { getPlugin } from '@crucible/engine';
import { AppError } from '../../errors';

/**
 * Overrides name plugins of the catalogue, one by one (a collection such as `harmful` or
 * `owasp:llm` is not a plugin). Custom policies, once they are plugins, join here.
 */
export function assertKnownPlugins(items: readonly { pluginId: string }[], path = 'items'): void {
  const details = items.flatMap((item, index) =>
    getPlugin(item.pluginId)
      ? []
      : [{ path: `${path}.${index}.pluginId`, message: `Unknown plugin "${item.pluginId}"` }],
  );
  if (details.length > 0) throw new AppError('VALIDATION_ERROR', details[0]!.message, details);
}
