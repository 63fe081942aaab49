import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { UsageRange } from '@crucible/shared';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { useUsage, usageExportUrl } from '../api';
import { LicenseUsage } from '../components/LicenseUsage';
import { ProbesChart } from '../components/ProbesChart';
import { UsageFigures } from '../components/UsageFigures';
import { UsageRangePicker } from '../components/UsageRangePicker';
import { UsageTable } from '../components/UsageTable';
import {
  providerColumns,
  targetColumns,
  teamColumns,
  type ProviderRow,
  type TargetRow,
  type TeamRow,
} from '../usage-columns';
import { describeRange, rangeFromSearch } from '../usage-range';

/**
 * The organization's usage (admins): probes per day against the license, targets, teams, evals,
 * model audits, tokens and cost by provider, over a range of UTC days kept in the address.
 */
export function UsagePage() {
  const { orgId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search);
  const { data, isPending, isFetching, isPlaceholderData, error, refetch } = useUsage(orgId, range);
  const setRange = (next: UsageRange) =>
    setSearch(new URLSearchParams({ from: next.from, to: next.to }), { replace: true });

  // The previous range stays on screen while the next loads; its tables are not this range's.
  const shown = isPlaceholderData ? undefined : data;
  const targets: TargetRow[] | undefined = shown?.targets.map((t) => ({ ...t, id: t.targetId }));
  const teams: TeamRow[] | undefined = shown?.teams.map((t) => ({
    ...t,
    id: t.teamId ?? 'deleted',
  }));
  const providers: ProviderRow[] | undefined = shown?.providers.map((p) => ({
    ...p,
    id: `${p.provider}/${p.model ?? ''}`,
  }));
  const tableState = { isPending: isPending || isPlaceholderData, error };

  return (
    <>
      <PageHeader
        title="Usage"
        heading="h2"
        description="Probes, scans, evals, model audits, tokens and cost of this organization, by UTC day."
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            component="a"
            href={usageExportUrl(orgId, range)}
            download
            disabled={!shown || shown.totals.probes === 0}
          >
            Download CSV
          </Button>
        }
      />
      <Stack spacing={3}>
        <Box>
          <UsageRangePicker range={range} onChange={setRange} />
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1 }}
            data-testid="usage-range"
          >
            {describeRange(range)}
          </Typography>
          <LinearProgress
            sx={{ mt: 1, visibility: isFetching ? 'visible' : 'hidden' }}
            aria-hidden={!isFetching}
          />
        </Box>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        ) : (
          <>
            {shown ? (
              <LicenseUsage license={shown.license} />
            ) : (
              <Skeleton variant="rounded" height={72} />
            )}
            <UsageFigures totals={shown?.totals} />
            <Card>
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  Probes per day
                </Typography>
                {shown ? (
                  <ProbesChart daily={shown.daily} license={shown.license} />
                ) : (
                  <Skeleton variant="rounded" height={300} data-testid="chart-loading" />
                )}
              </CardContent>
            </Card>
            <UsageTable
              title="Targets"
              subheader="Targets that sent probes in the range, most first."
              testId="usage-targets"
              rowTestId="usage-target-row"
              columns={targetColumns}
              rows={targets}
              {...tableState}
              emptyTitle="No probes in this range"
              emptyMessage="Targets appear here once a scan sends them probes."
            />
            <UsageTable
              title="Teams"
              subheader="A target's probes count for its team; scans, evals and model audits for the team that started them."
              testId="usage-teams"
              rowTestId="usage-team-row"
              columns={teamColumns}
              rows={teams}
              {...tableState}
              emptyTitle="No usage in this range"
            />
            <UsageTable
              title="Tokens and cost by provider"
              subheader="As the targets reported them, for the scans that finished in the range; cost at list prices where known."
              testId="usage-providers"
              rowTestId="usage-provider-row"
              columns={providerColumns}
              rows={providers}
              {...tableState}
              emptyTitle="No scan finished in this range"
            />
          </>
        )}
      </Stack>
    </>
  );
}
