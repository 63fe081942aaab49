import { join } from 'node:path';
import type { Config } from '../../config';
import { resolveFromCwd } from '../../paths';

/** Where a scan's uploaded files live until it has finished: `<data>/model-audit/<id>/`. */
export const uploadFolderOf = (config: Pick<Config, 'dataDir'>, scanId: string) =>
  join(resolveFromCwd(config.dataDir), 'model-audit', scanId);

/** The folder the job scans for an upload (its files, under their relative names). */
export const uploadFilesOf = (folder: string) => join(folder, 'files');
