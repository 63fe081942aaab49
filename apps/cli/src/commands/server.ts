import { loadConfig, migrateOnly, serve, work } from '@crucible/server';
import type { Command } from 'commander';

export function registerServerCommands(program: Command): void {
  program
    .command('serve')
    .description('apply migrations, then serve the API and web app (PORT, default 3000)')
    .action(async () => {
      await serve(loadConfig());
    });

  program
    .command('worker')
    .description('work background jobs for servers sharing the PostgreSQL database (DATABASE_URL)')
    .action(async () => {
      await work(loadConfig());
    });

  program
    .command('migrate')
    .description('apply pending database migrations and exit')
    .action(async () => {
      const where = await migrateOnly(loadConfig());
      console.log(`Migrations applied to ${where}.`);
    });
}
