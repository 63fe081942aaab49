import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { PublicReport } from '@crucible/shared';
import { formatNumber } from '../../../lib/format';
import { SEVERITY_COLORS, SEVERITY_LABELS } from '../../plugins/plugin-labels';
import { formatRate } from '../../scans/scan-format';
import { RiskLevelChip } from './RiskLevelChip';

function Figure({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card
      sx={{ flex: 1, minWidth: 220, breakInside: 'avoid', '@media print': { flex: '1 1 40%' } }}
      data-testid={testId}
    >
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The figures a reader looks at first: risk, attack success rate, findings by severity, probes. */
export function ReportSummary({ report }: { report: PublicReport }) {
  const { attackSuccess: asr, header } = report;
  const { probes } = header;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      // A4 is narrower than the md breakpoint: printed, the four figures sit two by two.
      sx={{ flexWrap: 'wrap', '@media print': { flexDirection: 'row' } }}
    >
      <Figure title="Risk" testId="report-risk">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="p" data-testid="risk-score">
            {report.risk.score.toFixed(1)}
          </Typography>
          <RiskLevelChip level={report.risk.level} size="medium" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Out of 10: the riskiest plugin × strategy found.
        </Typography>
      </Figure>
      <Figure title="Attack success rate" testId="report-asr">
        <Typography variant="h4" component="p" data-testid="asr-rate">
          {formatRate(asr.rate)}
        </Typography>
        <Typography variant="body2" data-testid="asr-interval">
          {asr.rate === null
            ? 'No probe was graded'
            : `95% CI ${formatRate(asr.lower)}–${formatRate(asr.upper)} · ${formatNumber(asr.failed)} of ${formatNumber(asr.graded)} graded`}
        </Typography>
        {(probes.undecided > 0 || probes.errors > 0) && (
          <Typography variant="body2" color="text.secondary">
            Not in the rate: {formatNumber(probes.undecided)} undecided,{' '}
            {formatNumber(probes.errors)} errored
          </Typography>
        )}
      </Figure>
      <Figure title="Vulnerabilities by severity" testId="report-severities">
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {report.severities.map((row) => (
            <Chip
              key={row.severity}
              label={`${SEVERITY_LABELS[row.severity]} ${row.vulnerabilities}`}
              color={row.vulnerabilities > 0 ? SEVERITY_COLORS[row.severity] : 'default'}
              variant={row.vulnerabilities > 0 ? 'filled' : 'outlined'}
              data-testid={`severity-count-${row.severity}`}
            />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {formatNumber(report.severities.reduce((t, row) => t + row.failedProbes, 0))} failing
          probes
        </Typography>
      </Figure>
      <Figure title="Probes" testId="report-probes">
        <Typography variant="h4" component="p">
          {formatNumber(probes.planned)}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2, typography: 'body2' }}>
          <li>{formatNumber(probes.passed)} passed</li>
          <li>{formatNumber(probes.failed)} failed</li>
          <li>{formatNumber(probes.undecided)} undecided</li>
          <li>{formatNumber(probes.errors)} errored</li>
        </Box>
      </Figure>
    </Stack>
  );
}
