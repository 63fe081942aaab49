import { writeFileSync } from 'node:fs';
import type { ScanReport, Severity } from '@crucible/model-audit';
import { isOutputFormat, OUTPUT_FORMATS } from '@crucible/model-audit/output/index';
import { atOrAbove, isSeverity } from '@crucible/model-audit/summary';
import { SEVERITIES } from '@crucible/model-audit/types';
import type { Command } from 'commander';
import { readCredentials, type Credentials } from '../lib/credentials';
import { createProgressLine, formatBytes } from '../lib/progress';

/** Exit codes: 0 nothing at or above the threshold, 1 findings at or above it, 2 scan error. */
export const EXIT_FINDINGS = 1;
export const EXIT_SCAN_ERROR = 2;

type ScanOptions = {
  format: string;
  output?: string;
  failOn: string;
  server?: string;
  token?: string;
  team?: string;
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function exitCodeFor(report: ScanReport, failOn: Severity): number {
  if (report.errors.length > 0) return EXIT_SCAN_ERROR;
  return report.findings.some((finding) => atOrAbove(finding.severity, failOn)) ? EXIT_FINDINGS : 0;
}

/** `--server`: the token given, else $CRUCIBLE_TOKEN, else the stored login to that server. */
function serverCredentials(options: ScanOptions): Credentials {
  const server = options.server!;
  const stored = readCredentials();
  const token =
    options.token ??
    process.env.CRUCIBLE_TOKEN ??
    (stored && new URL(stored.server).origin === new URL(server).origin ? stored.token : undefined);
  if (!token) throw new Error('--server needs --token (or `crucible auth login` to that server)');
  if (!options.team) throw new Error('--server needs --team ID (the team the scan belongs to)');
  return { server, token };
}

async function runScan(paths: string[], options: ScanOptions): Promise<void> {
  const { format, failOn } = options;
  if (!isOutputFormat(format)) throw new Error(`--format takes ${OUTPUT_FORMATS.join(', ')}`);
  if (!isSeverity(failOn)) throw new Error(`--fail-on takes ${SEVERITIES.join(', ')}`);
  // The scanners (and their archive libraries) load only when this command runs.
  const { scanPaths, formatReport } = await import('@crucible/model-audit');
  let report: ScanReport;
  if (options.server) {
    const { auditOnServer } = await import('../lib/model-audit-server');
    const audited = await auditOnServer(serverCredentials(options), options.team!, paths);
    console.error(`Recorded on the server: ${audited.url}`);
    if (!audited.report) {
      console.error(audited.scan.error ?? 'The scan failed on the server');
      process.exitCode = EXIT_SCAN_ERROR;
      return;
    }
    report = audited.report;
  } else {
    const line = createProgressLine();
    report = await scanPaths(paths, {
      onProgress: (progress) => {
        const ratio = progress.bytes === 0 ? 1 : progress.bytesDone / progress.bytes;
        line.draw(
          ratio,
          `${progress.filesDone}/${progress.files} files · ${formatBytes(progress.bytesDone)} of ${formatBytes(progress.bytes)} (${Math.round(ratio * 100)}%) · ${plural(progress.findings, 'finding')} · ${plural(progress.errors, 'error')}`,
        );
      },
    });
    line.done();
  }
  const rendered = formatReport(report, format);
  if (options.output) {
    writeFileSync(options.output, rendered);
    const { counts, verdict } = report.summary;
    console.error(
      `Wrote ${options.output}: ${verdict}, ${counts.critical} critical, ${counts.high} high, ${counts.medium} medium.`,
    );
  } else process.stdout.write(rendered);
  process.exitCode = exitCodeFor(report, failOn);
}

/** `crucible model-audit scan PATH…`: static scan of model files, locally (no server). */
export function registerModelAuditCommands(program: Command): void {
  const modelAudit = program
    .command('model-audit')
    .description('scan model files for unsafe pickles, archives and metadata');

  modelAudit
    .command('scan')
    .description('scan files or folders (recursively); exit 1 on findings at --fail-on or above')
    .argument('<paths...>', 'model files or folders')
    .option('--format <format>', `output format: ${OUTPUT_FORMATS.join(', ')}`, 'text')
    .option('-o, --output <file>', 'write the report to a file instead of stdout')
    .option(
      '--fail-on <severity>',
      `lowest severity that fails: ${SEVERITIES.join(', ')}`,
      'medium',
    )
    .option('--server <url>', 'upload the files and record the scan on this Crucible server')
    .option(
      '--token <token>',
      'API token for --server (default: $CRUCIBLE_TOKEN or the stored login)',
    )
    .option('--team <id>', 'team the scan belongs to on the server (with --server)')
    .action(async (paths: string[], options: ScanOptions) => {
      try {
        await runScan(paths, options);
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        process.exitCode = EXIT_SCAN_ERROR;
      }
    });
}
