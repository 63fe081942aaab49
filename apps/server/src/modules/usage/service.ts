import {
  resolveUsageRange,
  type UsageDay,
  type UsageLicense,
  type UsageProvider,
  type UsageQuery,
  type UsageRange,
  type UsageResponse,
  type UsageTarget,
  type UsageTargetDay,
  type UsageTeam,
} from '@crucible/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { getLicenseInfo, type LicenseDeps } from '../license/service';
import { rowsOf } from '../scans/pipeline/probe-queries';

/*
 * An organization's usage over a range of UTC days, aggregated in the database. Probes are the
 * license's count (`usage_daily`, written at each scan's roll-up: a retried probe counts each
 * send); scans, evals and model audits count by the day they were created; tokens and cost are what the
 * targets reported, summed per scan at its roll-up and counted on the day the scan finished.
 */

export type UsageDeps = { db: Db; license: LicenseDeps };

/** The range asked for with defaults filled in; a bad one is a 400 naming the field. */
export function usageRange(query: UsageQuery, now = new Date()): UsageRange {
  const resolved = resolveUsageRange(query, now.toISOString().slice(0, 10));
  if ('error' in resolved) throw AppError.invalidField(resolved.error.path, resolved.error.message);
  return resolved.range;
}

/** The range's bounds as instants: [from 00:00 UTC, the day after `to` 00:00 UTC). */
const bounds = ({ from, to }: UsageRange) => ({
  start: new Date(`${from}T00:00:00Z`),
  end: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000),
});

async function dailyRows(db: Db, organizationId: string, range: UsageRange): Promise<UsageDay[]> {
  const { start, end } = bounds(range);
  return rowsOf<UsageDay>(
    await db.execute(sql`
      with days as (
        select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
      ), probes as (
        select day, sum(probes)::int as n from usage_daily
        where organization_id = ${organizationId} and day between ${range.from} and ${range.to}
        group by day
      ), scans_run as (
        select (created_at at time zone 'utc')::date as day, count(*)::int as n from scans
        where organization_id = ${organizationId} and created_at >= ${start} and created_at < ${end}
        group by 1
      ), audits as (
        select (created_at at time zone 'utc')::date as day, count(*)::int as n from model_audit_scans
        where organization_id = ${organizationId} and created_at >= ${start} and created_at < ${end}
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(probes.n, 0) as probes,
        coalesce(scans_run.n, 0) as scans, coalesce(audits.n, 0) as "modelAudits"
      from days
        left join probes on probes.day = days.day
        left join scans_run on scans_run.day = days.day
        left join audits on audits.day = days.day
      order by days.day`),
  );
}

/** The `usage_daily` rows of the range: what the CSV export lists. */
export async function targetDays(
  db: Db,
  organizationId: string,
  range: UsageRange,
): Promise<UsageTargetDay[]> {
  return rowsOf<UsageTargetDay>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, target_id as "targetId", probes from usage_daily
      where organization_id = ${organizationId} and day between ${range.from} and ${range.to}
        and probes > 0
      order by day, target_id`),
  );
}

async function targetRows(
  db: Db,
  organizationId: string,
  range: UsageRange,
): Promise<UsageTarget[]> {
  const { start, end } = bounds(range);
  return rowsOf<UsageTarget>(
    await db.execute(sql`
      with used as (
        select target_id, sum(probes)::int as probes from usage_daily
        where organization_id = ${organizationId} and day between ${range.from} and ${range.to}
        group by target_id having sum(probes) > 0
      ), scans_run as (
        select target_id, count(*)::int as n from scans
        where organization_id = ${organizationId} and created_at >= ${start} and created_at < ${end}
          and target_id is not null
        group by target_id
      )
      select used.target_id as "targetId", t.name, t.type, t.team_id as "teamId",
        teams.name as "teamName", used.probes, coalesce(scans_run.n, 0) as scans
      from used
        left join targets t on t.id = used.target_id and t.organization_id = ${organizationId}
        left join teams on teams.id = t.team_id
        left join scans_run on scans_run.target_id = used.target_id
      order by used.probes desc, t.name nulls last, used.target_id`),
  );
}

type SpendRow = {
  byTeam: boolean;
  teamId: string | null;
  provider: string;
  model: string | null;
  probes: number;
  probesWithTokens: number;
  prompt: string;
  completion: string;
  total: string;
  probesWithCost: number;
  costUsd: number | null;
};

/**
 * Tokens and cost of the scans that finished in the range, by provider and by team in one pass:
 * each scan's roll-up summed its probes' figures into the scan row, so this reads a row per
 * scan (through `scans_org_finished_idx`), never one per probe.
 */
async function spendTotals(db: Db, organizationId: string, range: UsageRange) {
  const { start, end } = bounds(range);
  const rows = rowsOf<SpendRow>(
    await db.execute(sql`
      select grouping(s.team_id) = 0 as "byTeam", s.team_id as "teamId",
        coalesce(t.type, 'unknown') as provider, t.config->>'model' as model,
        sum(s.passed + s.failed + s.undecided + s.errors)::int as probes,
        sum(s.token_probes)::int as "probesWithTokens",
        sum(s.prompt_tokens)::text as prompt, sum(s.completion_tokens)::text as completion,
        sum(s.total_tokens)::text as total, sum(s.cost_probes)::int as "probesWithCost",
        sum(s.cost_usd)::float8 as "costUsd"
      from scans s left join targets t on t.id = s.target_id
      where s.organization_id = ${organizationId}
        and s.finished_at >= ${start} and s.finished_at < ${end}
      group by grouping sets ((coalesce(t.type, 'unknown'), t.config->>'model'), (s.team_id))
      having sum(s.passed + s.failed + s.undecided + s.errors) > 0`),
  );
  const providers: UsageProvider[] = [];
  const teams = new Map<string, { tokens: number; costUsd: number | null }>();
  for (const row of rows) {
    if (row.byTeam) {
      teams.set(row.teamId ?? '', { tokens: Number(row.total), costUsd: row.costUsd });
      continue;
    }
    providers.push({
      provider: row.provider,
      model: row.model,
      probes: row.probes,
      probesWithTokens: row.probesWithTokens,
      tokens: {
        prompt: Number(row.prompt),
        completion: Number(row.completion),
        total: Number(row.total),
      },
      probesWithCost: row.probesWithCost,
      costUsd: row.costUsd,
    });
  }
  providers.sort((a, b) => b.probes - a.probes || a.provider.localeCompare(b.provider));
  return { providers, teams };
}

type TeamCountsRow = Omit<UsageTeam, 'tokens' | 'costUsd'>;

/**
 * Probes (through each target's team), scans, evals and model audits per team. Evals count by
 * the day they were created (through `evals_org_created_idx`), whatever their status.
 */
async function teamCounts(
  db: Db,
  organizationId: string,
  range: UsageRange,
): Promise<TeamCountsRow[]> {
  const { start, end } = bounds(range);
  return rowsOf<TeamCountsRow>(
    await db.execute(sql`
      with probes as (
        select t.team_id, sum(u.probes)::int as n from usage_daily u
          left join targets t on t.id = u.target_id and t.organization_id = u.organization_id
        where u.organization_id = ${organizationId} and u.day between ${range.from} and ${range.to}
        group by t.team_id having sum(u.probes) > 0
      ), scans_run as (
        select team_id, count(*)::int as n from scans
        where organization_id = ${organizationId} and created_at >= ${start} and created_at < ${end}
        group by team_id
      ), evals_run as (
        select team_id, count(*)::int as n from evals
        where organization_id = ${organizationId} and created_at >= ${start} and created_at < ${end}
        group by team_id
      ), audits as (
        select team_id, count(*)::int as n from model_audit_scans
        where organization_id = ${organizationId} and created_at >= ${start} and created_at < ${end}
        group by team_id
      ), ids as (
        select team_id from probes union select team_id from scans_run
        union select team_id from evals_run union select team_id from audits
      )
      select ids.team_id as "teamId", teams.name, coalesce(probes.n, 0) as probes,
        coalesce(scans_run.n, 0) as scans, coalesce(evals_run.n, 0) as evals,
        coalesce(audits.n, 0) as "modelAudits"
      from ids
        left join teams on teams.id = ids.team_id
        left join probes on probes.team_id is not distinct from ids.team_id
        left join scans_run on scans_run.team_id = ids.team_id
        left join evals_run on evals_run.team_id = ids.team_id
        left join audits on audits.team_id = ids.team_id
      order by coalesce(probes.n, 0) desc, teams.name nulls last`),
  );
}

/**
 * The install's license probes (all organizations: the license is the install's) since the
 * contract started, as of the end of each day of the range.
 */
async function cumulativeLicensedProbes(
  db: Db,
  range: UsageRange,
  contractStartDate: string | null,
): Promise<UsageLicense['cumulativeProbes']> {
  const since = contractStartDate ? contractStartDate.slice(0, 10) : null;
  const counted = since ? sql`and day >= ${since}` : sql``;
  return rowsOf<{ day: string; probes: number }>(
    await db.execute(sql`
      with days as (
        select d::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
      ), before as (
        select coalesce(sum(probes), 0) as n from usage_daily where day < ${range.from} ${counted}
      ), per_day as (
        select day, sum(probes) as n from usage_daily
        where day between ${range.from} and ${range.to} ${counted}
        group by day
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
        ((select n from before) + sum(coalesce(per_day.n, 0)) over (order by days.day))::int as probes
      from days left join per_day on per_day.day = days.day
      order by days.day`),
  );
}

export async function getUsage(
  deps: UsageDeps,
  options: { organizationId: string; range: UsageRange },
): Promise<UsageResponse> {
  const { db } = deps;
  const { organizationId, range } = options;
  const license = await getLicenseInfo(deps.license);
  const [daily, dailyByTarget, targets, counts, totals, cumulativeProbes] = await Promise.all([
    dailyRows(db, organizationId, range),
    targetDays(db, organizationId, range),
    targetRows(db, organizationId, range),
    teamCounts(db, organizationId, range),
    spendTotals(db, organizationId, range),
    cumulativeLicensedProbes(db, range, license.contractStartDate),
  ]);
  const teams: UsageTeam[] = counts.map((team) => {
    const spent = totals.teams.get(team.teamId ?? '');
    return { ...team, tokens: spent?.tokens ?? 0, costUsd: spent?.costUsd ?? null };
  });
  const costs = totals.providers.flatMap((p) => (p.costUsd === null ? [] : [p.costUsd]));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    ...range,
    totals: {
      probes: sum(daily.map((d) => d.probes)),
      targetsUsed: targets.length,
      scans: sum(daily.map((d) => d.scans)),
      // Every eval belongs to a team, so the teams' counts add up to the organization's.
      evals: sum(teams.map((t) => t.evals)),
      modelAudits: sum(daily.map((d) => d.modelAudits)),
      tokens: {
        prompt: sum(totals.providers.map((p) => p.tokens.prompt)),
        completion: sum(totals.providers.map((p) => p.tokens.completion)),
        total: sum(totals.providers.map((p) => p.tokens.total)),
      },
      costUsd: costs.length ? sum(costs) : null,
    },
    daily,
    dailyByTarget,
    targets,
    teams,
    providers: totals.providers,
    license: {
      status: license.status,
      expiresAt: license.expiresAt,
      contractStartDate: license.contractStartDate,
      numLicensedTargets: license.numLicensedTargets,
      numTargetsUsed: license.numTargetsUsed,
      numLicensedProbes: license.numLicensedProbes,
      numProbesUsed: license.numProbesUsed,
      cumulativeProbes,
    },
  };
}
