import { Command } from 'commander';
import { registerAuthCommands } from './commands/auth';
import { registerEvalCommands } from './commands/eval';
import { registerIssueCommands } from './commands/issues';
import { registerLicenseCommands } from './commands/license';
import { registerModelAuditCommands } from './commands/model-audit';
import { registerRedteamCommands } from './commands/redteam';
import { registerServerCommands } from './commands/server';
import { registerUserCommands } from './commands/user';

const program = new Command()
  .name('crucible')
  .description('Crucible: evaluate and red-team test AI systems, self-hosted.')
  .showHelpAfterError();

registerServerCommands(program);
registerUserCommands(program);
registerIssueCommands(program);
registerLicenseCommands(program);
registerAuthCommands(program);
registerRedteamCommands(program);
registerEvalCommands(program);
registerModelAuditCommands(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
