import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { REPORT_EXPORT_FORMATS, type ReportExportFormat } from '@crucible/shared';
import { readCredentials } from '../lib/credentials';
import { fetchServer } from '../lib/server-client';

export type ReportOptions = { format: string; output?: string };

const isFormat = (value: string): value is ReportExportFormat =>
  (REPORT_EXPORT_FORMATS as readonly string[]).includes(value);

/** The file name the server gives the download (`crucible-eval-….pdf`). */
function serverFileName(response: Response, format: ReportExportFormat): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"/\\]+)"/.exec(disposition)?.[1];
  return name ?? `crucible-report.${format === 'junit' ? 'junit.xml' : format}`;
}

/**
 * `crucible redteam report <scanId> --format pdf|json|csv|junit [-o FILE]`: a completed scan's
 * report from the signed-in server, streamed to FILE (`-` for standard output), else to the
 * server's file name in the current directory.
 */
export async function downloadReport(scanId: string, options: ReportOptions): Promise<void> {
  if (!isFormat(options.format)) {
    throw new Error(`--format takes ${REPORT_EXPORT_FORMATS.join(', ')}`);
  }
  const credentials = readCredentials();
  if (!credentials)
    throw new Error('Not signed in: run `crucible auth login --token … --server …`');
  const response = await fetchServer(
    credentials,
    `/reports/${encodeURIComponent(scanId)}/export?format=${options.format}`,
  );
  if (!response.body) throw new Error(`${credentials.server} answered with no file`);
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  if (options.output === '-') {
    await pipeline(body, process.stdout, { end: false });
    return;
  }
  const file = options.output ?? serverFileName(response, options.format);
  await pipeline(body, createWriteStream(file));
  console.error(`Report written to ${file}`);
}
