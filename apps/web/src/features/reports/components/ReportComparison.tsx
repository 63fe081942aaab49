import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { SuccessRate } from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { SeverityChip } from '../../plugins/components/SeverityChip';
import { formatRate } from '../../scans/scan-format';
import { useReport } from '../api';
import { compareReports, type ComparedReport, type VulnerabilityRef } from '../compare';
import { rateWithInterval, reportPath } from '../report-format';
import { RiskLevelChip } from './RiskLevelChip';

function Side({ label, report }: { label: string; report: ComparedReport }) {
  return (
    <Card sx={{ flex: 1 }} data-testid={`compare-${label.toLowerCase()}`}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={reportPath(report.scanId)}>
            {report.header.evalId}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Finished {formatDateTime(report.header.finishedAt)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5 }}>
          <Typography variant="h5" component="p" data-testid="compare-risk">
            {report.risk.score.toFixed(1)}
          </Typography>
          <RiskLevelChip level={report.risk.level} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="compare-asr">
          Attack success {rateWithInterval(report.attackSuccess)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Refs({
  title,
  refs,
  testId,
  empty,
  note,
}: {
  title: string;
  refs: VulnerabilityRef[];
  testId: string;
  empty: string;
  note?: string;
}) {
  return (
    <Box sx={{ flex: 1 }} data-testid={testId}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title} ({refs.length})
      </Typography>
      {note && refs.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      {refs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Stack spacing={0.75}>
          {refs.map((ref) => (
            <Stack
              key={ref.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              data-testid="compare-vulnerability"
            >
              <SeverityChip severity={ref.severity} />
              <Typography variant="body2">{ref.name}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** A plugin's rate in one scan: not run there, run with nothing graded, or the rate. */
const rateOf = (asr: SuccessRate | null) =>
  asr === null ? 'not run' : asr.rate === null ? 'not graded' : formatRate(asr.rate);

const signed = (delta: number | null, text: (value: number) => string): ReactNode => {
  if (delta === null) return '—';
  if (delta === 0) return 'no change';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={delta > 0 ? 'error' : 'success'}
      label={`${delta > 0 ? '+' : '−'}${text(Math.abs(delta))}`}
    />
  );
};

/** Two reports of the same target side by side: risk, ASR per plugin, vulnerabilities that came and went. */
export function ReportComparison({ ids }: { ids: [string, string] }) {
  const first = useReport(ids[0]);
  const second = useReport(ids[1]);
  if (first.error || second.error) {
    return <Alert severity="error">{errorMessage(first.error ?? second.error)}</Alert>;
  }
  if (!first.data || !second.data) return <Skeleton variant="rounded" height={320} />;
  if (first.data.targetId !== second.data.targetId) {
    return (
      <Alert severity="warning">
        These reports are of different targets: choose two of the same target.
      </Alert>
    );
  }
  const comparison = compareReports(first.data, second.data);
  return (
    <Stack spacing={2.5} data-testid="report-comparison">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Side label="Before" report={comparison.before} />
        <Side label="After" report={comparison.after} />
      </Stack>
      <Typography variant="body2" data-testid="compare-summary">
        Risk: {signed(comparison.risk.delta, (value) => value.toFixed(1))} · Attack success:{' '}
        {signed(
          comparison.asr.before.rate !== null && comparison.asr.after.rate !== null
            ? comparison.asr.after.rate - comparison.asr.before.rate
            : null,
          (value) => `${(value * 100).toFixed(1)} pts`,
        )}
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            Vulnerabilities
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Refs title="Added" refs={comparison.added} testId="compare-added" empty="None." />
            <Refs
              title="Removed"
              refs={comparison.removed}
              testId="compare-removed"
              empty="None."
              note="Fixed, or not run in the later scan."
            />
            <Refs
              title="In both"
              refs={comparison.remaining}
              testId="compare-remaining"
              empty="None."
            />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Attack success per plugin
          </Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Plugin</TableCell>
                  <TableCell>Before</TableCell>
                  <TableCell>After</TableCell>
                  <TableCell>Change</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {comparison.plugins.map((plugin) => (
                  <TableRow key={plugin.id} data-testid="compare-plugin-row">
                    <TableCell>{plugin.name}</TableCell>
                    <TableCell>{rateOf(plugin.before)}</TableCell>
                    <TableCell>{rateOf(plugin.after)}</TableCell>
                    <TableCell>
                      {signed(plugin.delta, (value) => `${(value * 100).toFixed(1)} pts`)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </Stack>
  );
}
