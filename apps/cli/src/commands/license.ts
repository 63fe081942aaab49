import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';

/** The server's code loads only when a license command runs (see server.ts). */
const server = () => import('@crucible/server');

function positiveInt(value: string): number {
  const parsed = Number.parseInt(value, 10);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Not a whole number: ${value}`);
  return parsed;
}

function isoDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${value}`);
  return date.toISOString();
}

/** The vendor's side of licensing: make a key pair and sign license keys with its private half. */
export function registerLicenseCommands(program: Command): void {
  const license = program.command('license').description('vendor tools: sign license keys');

  license
    .command('keygen')
    .description(
      'make an Ed25519 key pair; servers get the public key as CRUCIBLE_LICENSE_PUBLIC_KEY',
    )
    .option('--out <dir>', 'folder for license-private.pem and license-public.pem', '.')
    .action(async (options: { out: string }) => {
      const { generateLicenseKeyPair } = await server();
      const { publicKeyPem, privateKeyPem } = generateLicenseKeyPair();
      writeFileSync(join(options.out, 'license-private.pem'), privateKeyPem, { mode: 0o600 });
      writeFileSync(join(options.out, 'license-public.pem'), publicKeyPem);
      console.log(
        `Wrote license-private.pem (keep it secret) and license-public.pem to ${options.out}.`,
      );
      console.log(`CRUCIBLE_LICENSE_PUBLIC_KEY=${Buffer.from(publicKeyPem).toString('base64')}`);
    });

  license
    .command('sign')
    .description('sign a license key')
    .requiredOption('--private-key <file>', 'PEM file from `crucible license keygen`')
    .requiredOption('--customer <name>', 'customer name')
    .requiredOption('--expires <date>', 'expiry, e.g. 2027-12-31')
    .requiredOption('--targets <n>', 'licensed targets', positiveInt)
    .requiredOption('--probes <n>', 'licensed probes', positiveInt)
    .option('--start <date>', 'contract start (default: today)')
    .option('--overage', 'bill usage over the limits instead of blocking', false)
    .action(
      async (options: {
        privateKey: string;
        customer: string;
        expires: string;
        targets: number;
        probes: number;
        start?: string;
        overage: boolean;
      }) => {
        const { signLicense } = await server();
        const key = signLicense(
          {
            customerName: options.customer,
            contractStartDate: isoDate(options.start ?? new Date().toISOString()),
            expiresAt: isoDate(options.expires),
            numLicensedTargets: options.targets,
            numLicensedProbes: options.probes,
            allowOverage: options.overage,
          },
          readFileSync(options.privateKey, 'utf8'),
        );
        console.log(key);
      },
    );
}
