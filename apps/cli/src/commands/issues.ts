import type { Command } from 'commander';

/** The server's code loads only when the command runs (see server.ts). */
const server = () => import('@crucible/server');

export function registerIssueCommands(program: Command): void {
  const issues = program.command('issues').description('vulnerabilities, from the server host');

  issues
    .command('derive')
    .description('derive vulnerabilities from every completed scan (safe to run again)')
    .action(async () => {
      const { deriveIssuesCommand, loadConfig } = await server();
      const { scans } = await deriveIssuesCommand(loadConfig());
      console.log(`Derived vulnerabilities from ${scans} completed scan${scans === 1 ? '' : 's'}.`);
    });
}
