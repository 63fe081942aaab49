import { resolve } from 'node:path';
import type * as H5wasmModule from 'h5wasm';
import { withSpooledFile, SpoolLimitError } from '../io/spool';
import { KerasConfigChecker } from '../keras/config-check';
import { RULES } from '../rules';
import type { Content } from './content';
import { scanMetadataText } from './metadata';

type H5wasm = typeof H5wasmModule;

let loading: Promise<H5wasm> | undefined;

/**
 * h5wasm's Node build reads files through the host file system (Emscripten NODERAWFS): HDF5
 * seeks and reads only the blocks it needs, so a multi-GB weights file is never held in memory.
 * Loaded on first use (4 MB of WebAssembly); HDF5 errors become exceptions instead of being
 * printed to stderr.
 */
function h5wasm(): Promise<H5wasm> {
  loading ??= (async () => {
    const module = (await import('h5wasm/node')) as H5wasm;
    const runtime = await module.ready;
    runtime.activate_throwing_error_handler();
    return module;
  })();
  return loading;
}

/** Attributes holding Keras configs (JSON); other string attributes are checked as metadata. */
const CONFIG_ATTRIBUTES = ['model_config', 'training_config'];

function attributeText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  if (Array.isArray(value) && value.length === 1) return attributeText(value[0]);
  return undefined;
}

/** The root group's string attributes (where Keras writes `model_config`), read synchronously. */
async function rootAttributes(path: string): Promise<Map<string, string>> {
  const { File } = await h5wasm();
  const file = new File(path, 'r');
  try {
    const texts = new Map<string, string>();
    for (const [name, attribute] of Object.entries(file.attrs)) {
      const text = attributeText(attribute.value);
      if (text !== undefined) texts.set(name, text);
    }
    return texts;
  } finally {
    file.close();
  }
}

/** HDF5's error stack, reduced to its last "minor:" line ("Unable to open file"). */
function hdf5Reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const minors = [...message.matchAll(/minor: (.+)/g)].map((match) => match[1]);
  return minors.at(-1) ?? message.split('\n')[0] ?? message;
}

/**
 * Keras HDF5 models (`.h5`): the root attributes `model_config` and `training_config` are Keras
 * configs (Lambda layers with marshalled code, custom objects, module paths); other string
 * attributes are checked for secrets and URLs. Weights are never read. A member of an archive
 * is copied to a temporary file first (h5wasm needs a path).
 */
export async function scanHdf5(content: Content): Promise<void> {
  const { ctx } = content;
  let attributes: Map<string, string>;
  try {
    attributes = content.filePath
      ? await rootAttributes(resolve(content.filePath))
      : await withSpooledFile(
          content.reader,
          content.name,
          ctx.limits.maxSpooledMember,
          rootAttributes,
        );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall !== undefined) throw error;
    ctx.report('hdf5', {
      rule: RULES.notScanned,
      severity: 'medium',
      message:
        error instanceof SpoolLimitError
          ? `The HDF5 member is larger than ${ctx.limits.maxSpooledMember} bytes; it is not opened.`
          : `The HDF5 file cannot be read: ${hdf5Reason(error)}.`,
    });
    return;
  }
  const checker = new KerasConfigChecker(ctx, 'keras');
  for (const [name, value] of attributes) {
    if (!CONFIG_ATTRIBUTES.includes(name)) {
      scanMetadataText(ctx, 'hdf5', `attribute ${name}`, value);
      continue;
    }
    let config: unknown;
    try {
      config = JSON.parse(value);
    } catch (error) {
      ctx.report('hdf5', {
        rule: RULES.notScanned,
        severity: 'medium',
        message: `The ${name} attribute is not JSON (${(error as Error).message}); Keras cannot load it as is.`,
      });
      continue;
    }
    checker.check(config, name);
  }
}
