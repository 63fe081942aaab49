import type { ClientConfig } from '@crucible/shared';

/**
 * Product analytics consent (spec §4): opted out when the server's config sets
 * disableTelemetry, else opted in. No analytics vendor is bundled yet; whatever is added later
 * must ask `isTelemetryEnabled()` and identify users through `canIdentify()`.
 */
let enabled = false;

export function configureTelemetry(config: Pick<ClientConfig, 'disableTelemetry'>): void {
  enabled = !config.disableTelemetry;
}

export function isTelemetryEnabled(): boolean {
  return enabled;
}

const PLACEHOLDER_IDS = new Set(['undefined', 'null', 'anonymous', 'unknown', '0']);

/** Spec §5: identify calls reject empty and placeholder ids. */
export function canIdentify(id: string | null | undefined): boolean {
  if (!enabled || !id) return false;
  const trimmed = id.trim();
  return trimmed.length > 0 && !PLACEHOLDER_IDS.has(trimmed.toLowerCase());
}
