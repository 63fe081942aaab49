import type { ReactNode } from 'react';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { PublicReport } from '@crucible/shared';
import { PageHeader } from '../../../components/PageHeader';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatDuration } from '../../scans/scan-format';
import { AsrBarChart } from './AsrBarChart';
import { FrameworkViews } from './FrameworkViews';
import { PluginTable } from './PluginTable';
import { ReportPrintStyles } from './ReportPrintStyles';
import { ReportSummary } from './ReportSummary';
import { UsageFigures } from './UsageFigures';
import { VulnerabilityList, type ReportLinks } from './VulnerabilityList';

/** The plugins a chart shows: the highest attack success rates. */
const CHART_PLUGINS = 15;

/**
 * A scan's report: header, figures, vulnerabilities with examples, charts, frameworks, plugins,
 * cost and latency. The same view serves members (with links into the app) and shared links.
 */
export function ReportView({
  report,
  links,
  actions,
  notice,
}: {
  report: PublicReport;
  /** Members' links to the scan, its probes and vulnerabilities; null in a shared report. */
  links: ReportLinks | null;
  actions?: ReactNode;
  notice?: ReactNode;
}) {
  const { header } = report;
  const topPlugins = [...report.plugins]
    .sort((a, b) => (b.asr.rate ?? -1) - (a.asr.rate ?? -1))
    .slice(0, CHART_PLUGINS);
  return (
    <Box data-testid="report">
      <ReportPrintStyles />
      <PageHeader
        title={`Report: ${header.targetName}`}
        description={
          <>
            <span data-testid="report-eval-id">from scan: {header.evalId}</span>
            {' · '}
            {header.templateName ? `Template: ${header.templateName}` : 'Ad-hoc configuration'}
            {' · '}
            Finished {formatDateTime(header.finishedAt)} · took{' '}
            {formatDuration(header.durationSeconds)} · {formatNumber(header.probes.planned)} probes
          </>
        }
        actions={actions && <Box data-print="hide">{actions}</Box>}
      />
      <Stack spacing={2.5}>
        {notice}
        {report.comparedWith ? (
          <Alert severity="info" data-testid="compared-with">
            Changes are against the previous completed scan of this target,{' '}
            {links?.previousScanId ? (
              <Link component={RouterLink} to={`/redteam/report/${links.previousScanId}`}>
                {report.comparedWith.evalId}
              </Link>
            ) : (
              report.comparedWith.evalId
            )}{' '}
            (finished {formatDateTime(report.comparedWith.finishedAt)}).
          </Alert>
        ) : (
          <Alert severity="info" data-testid="compared-with">
            The first completed scan of this target: every vulnerability is new.
          </Alert>
        )}
        <ReportSummary report={report} />
        <SectionCard title="Vulnerabilities" testId="report-vulnerabilities">
          <VulnerabilityList vulnerabilities={report.vulnerabilities} links={links} />
        </SectionCard>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
          <SectionCard title="Attack success by category">
            <AsrBarChart
              testId="chart-categories"
              rows={report.categories.map((row) => ({ id: row.id, label: row.name, asr: row.asr }))}
            />
          </SectionCard>
          <SectionCard title="Attack success by strategy">
            <AsrBarChart
              testId="chart-strategies"
              rows={report.strategies.map((row) => ({ id: row.id, label: row.name, asr: row.asr }))}
            />
          </SectionCard>
        </Box>
        <SectionCard
          title={`Attack success by plugin (top ${Math.min(CHART_PLUGINS, topPlugins.length)})`}
        >
          <AsrBarChart
            testId="chart-plugins"
            rows={topPlugins.map((row) => ({ id: row.id, label: row.name, asr: row.asr }))}
          />
        </SectionCard>
        <SectionCard title="Frameworks" testId="report-frameworks">
          <Typography variant="body2" color="text.secondary">
            An item fails when one of its plugins failed, passes when its plugins were graded with
            no failure and nothing undecided; undecided probes are never a pass.
          </Typography>
          <FrameworkViews frameworks={report.frameworks} />
        </SectionCard>
        <SectionCard title="Plugins" testId="report-plugins">
          <PluginTable plugins={report.plugins} />
        </SectionCard>
        <SectionCard title="Cost and latency">
          <UsageFigures usage={report.usage} />
        </SectionCard>
        <Typography variant="caption" color="text.secondary">
          Attack success rate = failed ÷ (passed + failed), with a 95% Wilson interval; undecided
          and errored probes are in neither.
        </Typography>
      </Stack>
    </Box>
  );
}
