import type { Group } from 'h5wasm';

/**
 * Writes small HDF5 files with h5wasm (there is no h5py here): string attributes on the root
 * group, as Keras writes `model_config`, and float datasets by path, as weights.
 */
export async function writeHdf5(
  path: string,
  attributes: Record<string, string>,
  datasets: Record<string, Float32Array>,
  options: { fixedLengthStrings?: boolean } = {},
): Promise<void> {
  const h5wasm = await import('h5wasm/node');
  await h5wasm.ready;
  const file = new h5wasm.File(path, 'w');
  try {
    for (const [name, value] of Object.entries(attributes)) {
      // Keras 2 wrote bytes (fixed-length strings); h5py writes str as variable-length UTF-8.
      if (options.fixedLengthStrings)
        file.create_attribute(name, value, null, `S${Buffer.byteLength(value)}`);
      else file.create_attribute(name, value);
    }
    for (const [datasetPath, data] of Object.entries(datasets)) {
      const parts = datasetPath.split('/');
      const name = parts.pop() ?? 'data';
      let group: Group = file;
      for (const part of parts) {
        const next = group.get(part);
        group = next instanceof h5wasm.Group ? next : group.create_group(part);
      }
      group.create_dataset({ name, data });
    }
  } finally {
    file.close();
  }
}
