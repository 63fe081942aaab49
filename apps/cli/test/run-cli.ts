import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const main = join(import.meta.dirname, '../src/main.ts');
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');

export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * Runs the real `crucible` entry in a child process (in `cwd`, with `env` over this process's
 * environment), answering its exit code and output.
 */
export async function runCrucible(
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined> },
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(tsx, [main, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
