import { Typography } from '@mui/material';
import type { UsageProvider, UsageTarget, UsageTeam } from '@crucible/shared';
import type { DataColumn } from '../../components/DataTable';
import { formatNumber } from '../../lib/format';
import { formatCost } from '../scans/scan-format';

/*
 * The columns of the usage page's breakdowns. Rows carry an `id` for the table: a deleted
 * target's probes stay counted, under no team.
 */

export type TargetRow = UsageTarget & { id: string };
export type TeamRow = UsageTeam & { id: string };
export type ProviderRow = UsageProvider & { id: string };

const muted = (text: string) => (
  <Typography component="span" variant="body2" color="text.secondary">
    {text}
  </Typography>
);
const count = (value: number) => formatNumber(value);
/** A provider's token figure, or that its targets report none. */
const tokens = (p: UsageProvider, value: number) =>
  p.probesWithTokens === 0 ? muted('Not reported') : count(value);

export const targetColumns: DataColumn<TargetRow>[] = [
  {
    key: 'name',
    header: 'Target',
    render: (t) => t.name ?? muted('Deleted target'),
    cellTestId: 'usage-target-name',
  },
  { key: 'type', header: 'Type', hideBelow: 'sm', render: (t) => t.type ?? '—' },
  { key: 'team', header: 'Team', hideBelow: 'md', render: (t) => t.teamName ?? '—' },
  {
    key: 'probes',
    header: 'Probes',
    align: 'right',
    render: (t) => count(t.probes),
    cellTestId: 'usage-target-probes',
  },
  { key: 'scans', header: 'Scans started', align: 'right', render: (t) => count(t.scans) },
];

export const teamColumns: DataColumn<TeamRow>[] = [
  {
    key: 'name',
    header: 'Team',
    render: (t) => t.name ?? muted('Targets deleted since'),
    cellTestId: 'usage-team-name',
  },
  {
    key: 'probes',
    header: 'Probes',
    align: 'right',
    render: (t) => count(t.probes),
    cellTestId: 'usage-team-probes',
  },
  { key: 'scans', header: 'Scans', align: 'right', render: (t) => count(t.scans) },
  { key: 'evals', header: 'Evals', align: 'right', hideBelow: 'md', render: (t) => count(t.evals) },
  {
    key: 'audits',
    header: 'Model audits',
    align: 'right',
    hideBelow: 'md',
    render: (t) => count(t.modelAudits),
  },
  {
    key: 'tokens',
    header: 'Tokens',
    align: 'right',
    hideBelow: 'sm',
    render: (t) => count(t.tokens),
  },
  { key: 'cost', header: 'Cost', align: 'right', render: (t) => formatCost(t.costUsd) },
];

export const providerColumns: DataColumn<ProviderRow>[] = [
  {
    key: 'provider',
    header: 'Provider',
    render: (p) => (
      <>
        {p.provider}
        {p.model && muted(` · ${p.model}`)}
      </>
    ),
    cellTestId: 'usage-provider-name',
  },
  { key: 'probes', header: 'Probes answered', align: 'right', render: (p) => count(p.probes) },
  {
    key: 'prompt',
    header: 'Prompt tokens',
    align: 'right',
    hideBelow: 'md',
    render: (p) => tokens(p, p.tokens.prompt),
  },
  {
    key: 'completion',
    header: 'Completion tokens',
    align: 'right',
    hideBelow: 'md',
    render: (p) => tokens(p, p.tokens.completion),
  },
  {
    key: 'total',
    header: 'Total tokens',
    align: 'right',
    render: (p) => (p.probesWithTokens === 0 ? muted('Not reported') : count(p.tokens.total)),
  },
  {
    key: 'cost',
    header: 'Cost',
    align: 'right',
    render: (p) => (p.costUsd === null ? muted('No list price') : formatCost(p.costUsd)),
  },
];
