import type { ScanReport } from '@crucible/model-audit';
import { ModelAuditScanSummarySchema, type ModelAuditScanSummary } from '@crucible/shared';
import type { Credentials } from './credentials';
import { collectFiles, uploadForAudit } from './model-audit-upload';
import { callServer } from './server-client';

const POLL_MS = 1000;

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${bytes} B` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Reads the scan until it has finished, writing its progress to stderr. */
async function followAudit(credentials: Credentials, id: string): Promise<ModelAuditScanSummary> {
  let last = '';
  for (;;) {
    const scan = ModelAuditScanSummarySchema.parse(
      await callServer(credentials, `/model-audit/scans/${id}`),
    );
    const line =
      scan.status === 'queued'
        ? 'Queued…'
        : `${formatBytes(scan.progress.bytesDone)} / ${formatBytes(scan.progress.bytesTotal)}`;
    if (line !== last) {
      process.stderr.write(`${line}\n`);
      last = line;
    }
    if (scan.status === 'completed' || scan.status === 'failed') return scan;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * `crucible model-audit scan PATH… --server`: uploads the files as a scan of the team, follows it
 * and answers the server's report (null when the scan failed on the server).
 */
export async function auditOnServer(
  credentials: Credentials,
  teamId: string,
  paths: string[],
): Promise<{ url: string; report: ScanReport | null; scan: ModelAuditScanSummary }> {
  const files = await collectFiles(paths);
  if (files.length === 0) throw new Error('No files to scan under the given paths');
  const total = files.reduce((sum, file) => sum + file.size, 0);
  process.stderr.write(`Uploading ${files.length} file(s), ${formatBytes(total)}…\n`);
  const { id } = await uploadForAudit(credentials, teamId, files);
  const url = new URL(`/model-audit/scan/${id}`, credentials.server).toString();
  process.stderr.write(`Scan ${id} queued: ${url}\n`);
  const scan = await followAudit(credentials, id);
  if (scan.status === 'failed') return { url, report: null, scan };
  const report = (await callServer(
    credentials,
    `/model-audit/scans/${id}/report?format=json`,
  )) as ScanReport;
  return { url, report, scan };
}
