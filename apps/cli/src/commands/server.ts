import type { Command } from 'commander';

/**
 * The server (Fastify, the database drivers, the job queue) loads only when a command needs
 * it: `crucible eval` and `crucible redteam run` start without it, in a third of the memory.
 */
const server = () => import('@crucible/server');

export function registerServerCommands(program: Command): void {
  program
    .command('serve')
    .description('apply migrations, then serve the API and web app (PORT, default 3000)')
    .action(async () => {
      const { loadConfig, serve } = await server();
      await serve(loadConfig());
    });

  program
    .command('worker')
    .description('work background jobs for servers sharing the PostgreSQL database (DATABASE_URL)')
    .action(async () => {
      const { loadConfig, work } = await server();
      await work(loadConfig());
    });

  program
    .command('migrate')
    .description('apply pending database migrations and exit')
    .action(async () => {
      const { loadConfig, migrateOnly } = await server();
      const where = await migrateOnly(loadConfig());
      console.log(`Migrations applied to ${where}.`);
    });
}
