/**
 * promptfoo plugins Crucible knows but cannot honour: image datasets. Loading a config that
 * names one says so, by name and why, rather than "Unknown plugin" — or, worse, a scan that
 * quietly tests less than the file asked for.
 */
const IMAGE_DATASET =
  'sends images from a public image dataset to a multimodal target; Crucible sends text only and ships no image data, so it cannot run this plugin — remove it from the plugins';

export const UNSUPPORTED_PLUGINS: Readonly<Record<string, string>> = {
  unsafebench: `unsafebench (promptfoo's UnsafeBench plugin, a gated Hugging Face dataset) ${IMAGE_DATASET}`,
  vlguard: `vlguard (promptfoo's VLGuard plugin, a gated Hugging Face dataset) ${IMAGE_DATASET}`,
  vlsu: `vlsu (promptfoo's VLSU plugin, Apple's image–text pairs) ${IMAGE_DATASET}`,
};

/** Why a promptfoo plugin id cannot run here, or undefined for any other id. */
export function unsupportedPluginReason(id: string): string | undefined {
  return Object.hasOwn(UNSUPPORTED_PLUGINS, id) ? UNSUPPORTED_PLUGINS[id] : undefined;
}
