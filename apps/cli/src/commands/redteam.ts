import type { Command } from 'commander';
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
      '--fail-on <level>',
      'exit with status 2 when the target risk reaches low|medium|high|critical',
    )
    .option('--server', 'run on the signed-in server (crucible auth login) instead of locally')
    .option('--target-id <id>', "with --server: scan this existing target instead of the config's")
    .option('--team-id <id>', 'with --server: the team of the target (default: your first team)')
    .action(async (options: RunOptions) => {
      // The engine's red-team half (plugins, strategies, graders) loads only for this command.
      const { runRedteam } = await import('./redteam-run');
      await runRedteam(options);
    });
}
