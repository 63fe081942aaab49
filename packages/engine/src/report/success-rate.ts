import { WILSON_Z_95, type SuccessRate } from '@crucible/shared';

/**
 * Attack success rate with its 95 % Wilson score interval. `graded` is passed + failed: the
 * caller leaves undecided and errored probes out (neither says whether the attack worked).
 *
 *   p̂ = failed / graded,  z = 1.96
 *   centre = (p̂ + z²/2n) / (1 + z²/n)
 *   half   = z·√(p̂(1 − p̂)/n + z²/4n²) / (1 + z²/n)
 *
 * Wilson rather than the normal approximation: it stays inside [0, 1] and is honest at 0 of n
 * and n of n, which red-team cells often are.
 */
export function successRate(failed: number, graded: number, z = WILSON_Z_95): SuccessRate {
  if (graded <= 0) return { failed, graded: 0, rate: null, lower: null, upper: null };
  const p = failed / graded;
  const z2 = z * z;
  const denominator = 1 + z2 / graded;
  const centre = (p + z2 / (2 * graded)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / graded + z2 / (4 * graded * graded))) / denominator;
  return {
    failed,
    graded,
    rate: p,
    // Exact at the ends: none failed → 0, all failed → 1 (no rounding error either way).
    lower: failed === 0 ? 0 : Math.max(0, centre - half),
    upper: failed === graded ? 1 : Math.min(1, centre + half),
  };
}
