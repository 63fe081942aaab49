import type { Command } from 'commander';

/** The server's code loads only when a user command runs (see server.ts). */
const server = () => import('@crucible/server');

function printCredentials(verb: string, result: { email: string; password: string | undefined }) {
  console.log(`${verb} ${result.email}.`);
  if (result.password) console.log(`Generated password (shown once): ${result.password}`);
}

export function registerUserCommands(program: Command): void {
  const user = program.command('user').description('manage accounts from the server host');

  user
    .command('create')
    .description('create a verified account')
    .requiredOption('--email <email>', 'e-mail address, used to sign in')
    .option('--name <name>', 'display name', 'Administrator')
    .option('--password <password>', 'password (generated and printed when omitted)')
    .option('--admin', 'make them administrator of the first organization', false)
    .option('--organization <name>', 'create a new organization they administer')
    .action(
      async (options: {
        email: string;
        name: string;
        password?: string;
        admin: boolean;
        organization?: string;
      }) => {
        const { createUserCommand, loadConfig } = await server();
        printCredentials('Created', await createUserCommand(loadConfig(), options));
      },
    );

  user
    .command('reset-password')
    .description('set a new password and end every session (recovers a locked-out admin)')
    .requiredOption('--email <email>', 'the account')
    .option('--password <password>', 'new password (generated and printed when omitted)')
    .option('--admin', 'also restore administrator rights in their organizations', false)
    .action(async (options: { email: string; password?: string; admin: boolean }) => {
      const { loadConfig, resetPasswordCommand } = await server();
      printCredentials('Reset the password of', await resetPasswordCommand(loadConfig(), options));
    });
}
