import type { Command } from 'commander';
import { REPORT_EXPORT_FORMATS } from '@crucible/shared';
import type { ReportOptions } from './redteam-report';
import type { RunOptions } from './redteam-run';

export function registerRedteamCommands(program: Command): void {
  const redteam = program.command('redteam').description('red-team scans');

  redteam
    .command('run')
    .description('run a scan locally with the engine (promptfoo-style YAML or JSON config)')
    .requiredOption('-c, --config <file>', 'red-team config', 'crucible.yaml')
    .option('-o, --output <file>', 'JSON results file', 'crucible-results.json')
    .option('--concurrency <n>', 'parallel probes at most (the target config may lower it)', '8')
    .option(
      '--fail-on <severity>',
      'exit with status 1 when a vulnerability at or above critical|high|medium|low is found (2 when no probe was graded)',
    )
    .option('--server', 'run on the signed-in server (crucible auth login) instead of locally')
    .option('--target-id <id>', "with --server: scan this existing target instead of the config's")
    .option('--team-id <id>', 'with --server: the team of the target (default: your first team)')
    .action(async (options: RunOptions) => {
      // The engine's red-team half (plugins, strategies, graders) loads only for this command.
      const { runRedteam } = await import('./redteam-run');
      await runRedteam(options);
    });

  redteam
    .command('report')
    .description("download a completed scan's report from the signed-in server")
    .argument('<scanId>', 'the scan (its id, as in /redteam/report/<scanId>)')
    .option('-f, --format <format>', REPORT_EXPORT_FORMATS.join('|'), 'pdf')
    .option(
      '-o, --output <file>',
      "where to write it ('-': standard output; default: the server's file name)",
    )
    .action(async (scanId: string, options: ReportOptions) => {
      const { downloadReport } = await import('./redteam-report');
      await downloadReport(scanId, options);
    });
}
