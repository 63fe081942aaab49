import type { Command } from 'commander';
import {
  credentialsPath,
  deleteCredentials,
  readCredentials,
  writeCredentials,
} from '../lib/credentials';
import { whoAmI } from '../lib/server-client';

const describe = (me: Awaited<ReturnType<typeof whoAmI>>) =>
  `${me.user.name} <${me.user.email}>${me.organization ? ` in ${me.organization.name}` : ''}`;

/** Client side: sign the CLI in to a Crucible server with a token from "CLI Login Information". */
export function registerAuthCommands(program: Command): void {
  const auth = program.command('auth').description('connect this CLI to a Crucible server');

  auth
    .command('login')
    .description('check a token against the server and save it for later commands')
    .requiredOption('--token <token>', 'API or CLI token (account menu → CLI Login Information)')
    .option('--server <url>', 'the server', process.env.CRUCIBLE_SERVER ?? 'http://localhost:3000')
    .action(async (options: { token: string; server: string }) => {
      const credentials = { server: new URL(options.server).origin, token: options.token };
      const me = await whoAmI(credentials);
      writeCredentials(credentials);
      console.log(`Signed in to ${credentials.server} as ${describe(me)}.`);
      console.log(`Credentials saved in ${credentialsPath()}.`);
    });

  auth
    .command('whoami')
    .description('show the account the saved token acts as')
    .action(async () => {
      const credentials = readCredentials();
      if (!credentials)
        throw new Error('Not signed in: run `crucible auth login --token … --server …`');
      console.log(`${describe(await whoAmI(credentials))} on ${credentials.server}`);
    });

  auth
    .command('logout')
    .description('forget the saved token')
    .action(() => {
      deleteCredentials();
      console.log('Signed out.');
    });
}
