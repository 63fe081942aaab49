import {
  addDays,
  daysInRange,
  resolveUsageRange,
  USAGE_DEFAULT_DAYS,
  UsageQuerySchema,
  type UsageRange,
} from '@crucible/shared';

/** The page's quick ranges: the last N days, today (UTC) included. */
export const USAGE_PRESETS = [7, 30, 90] as const;
export type UsagePreset = (typeof USAGE_PRESETS)[number];

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export const presetRange = (days: number, today = todayUtc()): UsageRange => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

/** The preset a range is, if it is one. */
export function presetOf(range: UsageRange, today = todayUtc()): UsagePreset | null {
  if (range.to !== today) return null;
  return USAGE_PRESETS.find((days) => daysInRange(range.from, range.to) === days) ?? null;
}

/**
 * The range in the page's address (`?from=&to=`), defaults filled in as the API fills them; an
 * address the API would refuse falls back to the default range.
 */
export function rangeFromSearch(params: URLSearchParams, today = todayUtc()): UsageRange {
  const parsed = UsageQuerySchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  const resolved = parsed.success ? resolveUsageRange(parsed.data, today) : null;
  if (!resolved || 'error' in resolved) return presetRange(USAGE_DEFAULT_DAYS, today);
  return resolved.range;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A UTC day as 'Nov 28, 2026' (or 'Nov 28'), the same wherever the reader is. */
export const formatDay = (day: string, short = false) =>
  (short ? shortDayFormat : dayFormat).format(new Date(`${day}T00:00:00Z`));

/** 'Oct 30, 2026 – Nov 28, 2026 (30 days)'. */
export function describeRange(range: UsageRange): string {
  const days = daysInRange(range.from, range.to);
  return `${formatDay(range.from)} – ${formatDay(range.to)} (${days} ${days === 1 ? 'day' : 'days'})`;
}
