import type { ScanReport } from '../types';
import { toSarif } from './sarif';
import { toText } from './text';

export const OUTPUT_FORMATS = ['text', 'json', 'sarif'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/** Renders a report in one of the output formats. */
export function formatReport(report: ScanReport, format: OutputFormat): string {
  switch (format) {
    case 'text':
      return toText(report);
    case 'json':
      return `${JSON.stringify(report, null, 2)}\n`;
    case 'sarif':
      return `${JSON.stringify(toSarif(report), null, 2)}\n`;
  }
}

export { toSarif, toText };
