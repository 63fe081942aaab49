/**
 * Why a scan would send no probe, for the person who set it up: each strategy that needs a
 * model nobody configured and each plugin the target's profile rules out, with its reason. A
 * scan that tests nothing is refused rather than reported as a target that resisted.
 */
export function nothingToTestReason(left: {
  strategies: readonly { reason: string }[];
  plugins: readonly { id: string; reason: string }[];
}): string {
  const parts = [
    ...left.strategies.map((strategy) => strategy.reason.replace(/\.$/, '')),
    ...left.plugins.map((plugin) => `plugin ${plugin.id} ${plugin.reason}`),
  ];
  return parts.length > 0
    ? `This scan would send no probe: ${parts.join('; ')}.`
    : 'This scan would send no probe: its plugins and strategies produce no test.';
}

/** Thrown by `runScan` instead of reporting a scan that tested nothing. */
export class NothingToTestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NothingToTestError';
  }
}
