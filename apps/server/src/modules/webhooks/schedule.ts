/**
 * When a failed delivery is tried again: after attempt n fails, the next waits RETRY_DELAYS_MS[n-1].
 * Eight attempts over about 32 hours (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h); when the last
 * fails the endpoint is disabled (docs/api.md, "Webhook delivery").
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
] as const;

/** How long one attempt may take before it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of the receiver's answer is kept in the delivery log. */
export const RESPONSE_SNIPPET_CHARS = 1_000;
/** How long a rotated-out secret keeps signing beside the new one. */
export const PREVIOUS_SECRET_TTL_MS = 24 * 3_600_000;

/** The delay before the attempt after `attempts` failed ones, or null when none remain. */
export function retryDelayMs(attempts: number, delays: readonly number[] = RETRY_DELAYS_MS) {
  return attempts >= 1 && attempts <= delays.length ? (delays[attempts - 1] ?? null) : null;
}
