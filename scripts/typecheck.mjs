// Type-checks every workspace (each has its own tsconfig) and the root scripts.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/shared',
  'packages/engine',
  'packages/model-audit',
  'apps/server',
  'apps/cli',
  'apps/web',
  '.',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
