import type { DatasetSource } from '@crucible/shared';

/**
 * One dataset on the Datasets page (spec §2 has `/datasets` only: the detail is a view of it,
 * `?dataset={id}&version={n}`).
 */
export function datasetPath(id: string, version?: number): string {
  const search = new URLSearchParams({ dataset: id });
  if (version !== undefined) search.set('version', String(version));
  return `/datasets?${search.toString()}`;
}

/** `name@version`, as a config's `tests: dataset://…` reads it. */
export const datasetRef = (name: string, version: number) => `${name}@${version}`;

/** The Configuration page with a config that runs the dataset's version. */
export const evalConfigPath = (name: string, version: number) =>
  `/config?${new URLSearchParams({ dataset: datasetRef(name, version) }).toString()}`;

export const SOURCE_LABELS: Record<DatasetSource, string> = {
  upload: 'Upload',
  eval: 'Failing rows of an eval',
  scan: 'Successful attacks of a scan',
};
