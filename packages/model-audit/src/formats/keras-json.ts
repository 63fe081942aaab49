import { KerasConfigChecker } from '../keras/config-check';
import { RULES } from '../rules';
import type { Content } from './content';

/**
 * A Keras model config as JSON: `config.json` inside a `.keras` archive (what `load_model`
 * rebuilds the model from) or a `model.to_json()` file. Read whole, up to the JSON limit.
 */
export async function scanKerasJson(content: Content): Promise<void> {
  const { ctx, reader } = content;
  const data = await reader.rest(ctx.limits.maxJson);
  if (!data) {
    ctx.report('keras', {
      rule: RULES.notScanned,
      severity: 'medium',
      message: `The Keras config is larger than ${ctx.limits.maxJson} bytes; it is not checked.`,
    });
    return;
  }
  let config: unknown;
  try {
    config = JSON.parse(data.toString('utf8'));
  } catch (error) {
    ctx.notScanned('keras', `"${content.name}" is not JSON (${(error as Error).message}).`);
    return;
  }
  new KerasConfigChecker(ctx, 'keras').check(config, content.name);
}
