export const HOUR_MS = 3_600_000;

export const hoursFromNow = (hours: number, now = Date.now()) => new Date(now + hours * HOUR_MS);

/** JSON answers carry UTC ISO-8601. */
export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
