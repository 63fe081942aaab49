import type { Readable } from 'node:stream';
import type { ReportExportFormat } from '@crucible/shared';
import { findingsCsv } from './csv';
import type { ExportInput } from './export-input';
import { junitXml } from './junit';
import { reportPdf } from './pdf';
import { fileNamePart } from './text';

export { loadExportInput, loadPublicExportInput } from './export-input';

export type ReportExport = {
  contentType: string;
  fileName: string;
  /** A stream for the PDF (written as it is drawn); text for the others. */
  body: string | Readable;
};

const TYPES: Record<ReportExportFormat, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  csv: { contentType: 'text/csv; charset=utf-8; header=present', extension: 'csv' },
  json: { contentType: 'application/json; charset=utf-8', extension: 'json' },
  junit: { contentType: 'application/xml; charset=utf-8', extension: 'junit.xml' },
};

/** The report in one export format, with its download's file name (`crucible-eval-….pdf`). */
export function renderExport(input: ExportInput, format: ReportExportFormat): ReportExport {
  const { contentType, extension } = TYPES[format];
  const fileName = `crucible-${fileNamePart(input.report.header.evalId)}.${extension}`;
  switch (format) {
    case 'pdf':
      return { contentType, fileName, body: reportPdf(input) };
    case 'csv':
      return { contentType, fileName, body: findingsCsv(input) };
    case 'json':
      return { contentType, fileName, body: `${JSON.stringify(input.report, null, 2)}\n` };
    case 'junit':
      return { contentType, fileName, body: junitXml(input) };
  }
}
