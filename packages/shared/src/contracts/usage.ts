import { z } from 'zod';
import { LICENSE_STATUSES } from '../license';
import { TimestampSchema } from './common';

/*
 * An organization's usage (spec §2 `/organizations/{orgId}/usage`, administrators only): probes
 * per day, per target and per team, scans, evals and model audits run, tokens and cost by
 * provider, and the install's licensed limits. Days are UTC calendar days, both ends included.
 */

/** The range a page opens on: the last 30 days, today included. */
export const USAGE_DEFAULT_DAYS = 30;
/** The longest range one request may span (a year, leap day included). */
export const USAGE_MAX_DAYS = 366;

const DaySchema = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });

// GET /api/v1/organizations/{orgId}/usage?from=&to=  (and …/usage/export?from=&to=)
export const UsageQuerySchema = z.object({
  /** First day counted; defaults to 29 days before `to`. */
  from: DaySchema.optional(),
  /** Last day counted; defaults to today (UTC). */
  to: DaySchema.optional(),
});
export type UsageQuery = z.infer<typeof UsageQuerySchema>;

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export type UsageRange = { from: string; to: string };

/**
 * The range a query asks for, defaults filled in, or the field at fault and why. Shared so the
 * page's custom range says what the API would.
 */
export function resolveUsageRange(
  query: UsageQuery,
  today: string,
): { range: UsageRange } | { error: { path: 'from' | 'to'; message: string } } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(USAGE_DEFAULT_DAYS - 1));
  if (from > to)
    return { error: { path: 'from', message: 'The start date must not be after the end date' } };
  if (daysInRange(from, to) > USAGE_MAX_DAYS) {
    return { error: { path: 'from', message: `A range spans at most ${USAGE_MAX_DAYS} days` } };
  }
  return { range: { from, to } };
}

const TokensSchema = z.object({
  prompt: z.number().int(),
  completion: z.number().int(),
  total: z.number().int(),
});

export const UsageDaySchema = z.object({
  day: z.iso.date(),
  /** Probe sends counted for the license that day (a retried probe counts each send). */
  probes: z.number().int(),
  scans: z.number().int(),
  modelAudits: z.number().int(),
});
export type UsageDay = z.infer<typeof UsageDaySchema>;

/** One row of `usage_daily`: a target's probes on one day (what the CSV export lists). */
export const UsageTargetDaySchema = z.object({
  day: z.iso.date(),
  targetId: z.uuid(),
  probes: z.number().int(),
});
export type UsageTargetDay = z.infer<typeof UsageTargetDaySchema>;

export const UsageTargetSchema = z.object({
  targetId: z.uuid(),
  /** Null once the target is deleted: its usage stays counted. */
  name: z.string().nullable(),
  type: z.string().nullable(),
  teamId: z.uuid().nullable(),
  teamName: z.string().nullable(),
  probes: z.number().int(),
  /** Scans of the target started in the range. */
  scans: z.number().int(),
});
export type UsageTarget = z.infer<typeof UsageTargetSchema>;

export const UsageTeamSchema = z.object({
  /** Null for the probes of targets deleted since (their team is no longer known). */
  teamId: z.uuid().nullable(),
  name: z.string().nullable(),
  probes: z.number().int(),
  scans: z.number().int(),
  evals: z.number().int(),
  modelAudits: z.number().int(),
  tokens: z.number().int(),
  costUsd: z.number().nullable(),
});
export type UsageTeam = z.infer<typeof UsageTeamSchema>;

/** Tokens and cost the targets reported for the probes answered in the range, by provider. */
export const UsageProviderSchema = z.object({
  /** The target type: openai, anthropic, http, websocket, demo; `unknown` for a deleted target. */
  provider: z.string(),
  /** The model of a model-API target; null for the others. */
  model: z.string().nullable(),
  /** Probes answered; how many of them reported tokens and a cost. */
  probes: z.number().int(),
  probesWithTokens: z.number().int(),
  tokens: TokensSchema,
  probesWithCost: z.number().int(),
  costUsd: z.number().nullable(),
});
export type UsageProvider = z.infer<typeof UsageProviderSchema>;

/**
 * The license is the install's (as GET /license): its limits, and the probes it has counted
 * since the contract started, as of the end of each day of the range.
 */
export const UsageLicenseSchema = z.object({
  status: z.enum(LICENSE_STATUSES),
  expiresAt: TimestampSchema.nullable(),
  contractStartDate: TimestampSchema.nullable(),
  numLicensedTargets: z.number().int().nullable(),
  numTargetsUsed: z.number().int(),
  numLicensedProbes: z.number().int().nullable(),
  numProbesUsed: z.number().int(),
  /** Probes counted by the license up to and including each day of the range (every day). */
  cumulativeProbes: z.array(z.object({ day: z.iso.date(), probes: z.number().int() })),
});
export type UsageLicense = z.infer<typeof UsageLicenseSchema>;

export const UsageResponseSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: z.object({
    probes: z.number().int(),
    /** Distinct targets that sent probes in the range. */
    targetsUsed: z.number().int(),
    scans: z.number().int(),
    /** Evals run; 0 until evaluations are stored on the server. */
    evals: z.number().int(),
    modelAudits: z.number().int(),
    tokens: TokensSchema,
    costUsd: z.number().nullable(),
  }),
  /** Every day of the range, oldest first, days without usage as zeros. */
  daily: z.array(UsageDaySchema),
  /** The days a target sent probes, oldest first. */
  dailyByTarget: z.array(UsageTargetDaySchema),
  /** Targets that sent probes in the range, most probes first. */
  targets: z.array(UsageTargetSchema),
  /** Teams with any usage in the range, most probes first. */
  teams: z.array(UsageTeamSchema),
  providers: z.array(UsageProviderSchema),
  license: UsageLicenseSchema,
});
export type UsageResponse = z.infer<typeof UsageResponseSchema>;
