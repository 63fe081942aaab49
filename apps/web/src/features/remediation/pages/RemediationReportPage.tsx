import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import { PageHeader } from '../../../components/PageHeader';
import { SectionCard } from '../../../components/SectionCard';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { remediationBundleUrl, useRemediationPlan } from '../api';
import { CopyBlock } from '../components/CopyBlock';
import { RemediationItemAccordion } from '../components/RemediationItemAccordion';
import { RemediationPrintStyles } from '../components/RemediationPrintStyles';
import { RemediationSummary } from '../components/RemediationSummary';

/**
 * `/redteam/report/{id}/remediation` (spec §2 "Remediation Report"): the prioritised action
 * plan of a completed scan — each item opens to why it happens and what to change — the whole
 * system-prompt patch, the bundle download (hidden when the server disables it) and a print
 * layout with every item open.
 */
export function RemediationReportPage() {
  const { id: scanId = '' } = useParams();
  const { data: plan, isPending, error } = useRemediationPlan(scanId);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set([1]));

  if (isPending) {
    return (
      <>
        <Skeleton variant="text" width={320} height={40} />
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </>
    );
  }
  if (error) {
    const missing = isApiError(error, 404) || isApiError(error, 400);
    return (
      <>
        <PageHeader title="Remediation Report" />
        <Alert
          severity={missing || isApiError(error, 409) ? 'warning' : 'error'}
          data-testid="remediation-error"
        >
          {missing ? 'This scan does not exist, or you cannot see it.' : errorMessage(error)}
        </Alert>
      </>
    );
  }

  const allOpen = plan.items.length > 0 && open.size === plan.items.length;
  const toggle = (rank: number, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(rank);
      else next.delete(rank);
      return next;
    });

  return (
    <>
      <RemediationPrintStyles />
      <PageHeader
        title="Remediation Report"
        description={
          <>
            {plan.targetName} · scan{' '}
            <Link component={RouterLink} to={`/jobs/${plan.scanId}`} underline="hover">
              {plan.scanId.slice(0, 8)}
            </Link>
            {plan.scanFinishedAt ? ` · finished ${formatDateTime(plan.scanFinishedAt)}` : ''}
          </>
        }
        actions={
          <Box className="remediation-no-print" sx={{ display: 'flex', gap: 1 }}>
            <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
              Print
            </Button>
            {plan.bundleAvailable && plan.items.length > 0 && (
              <Button
                variant="contained"
                startIcon={<DownloadIcon />}
                component="a"
                href={remediationBundleUrl(plan.scanId)}
                download
              >
                Download bundle
              </Button>
            )}
          </Box>
        }
      />
      <Stack spacing={2.5}>
        <RemediationSummary plan={plan} />
        {plan.items.length === 0 ? (
          <Alert severity="success" data-testid="remediation-empty">
            Nothing to fix: this scan left no open vulnerability. Vulnerabilities marked ignored or
            false positive are not in the plan.
          </Alert>
        ) : (
          <Box>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
            >
              <Typography variant="h6" component="h2">
                Action plan
              </Typography>
              <Button
                size="small"
                className="remediation-no-print"
                startIcon={allOpen ? <UnfoldLessIcon /> : <UnfoldMoreIcon />}
                onClick={() =>
                  setOpen(allOpen ? new Set() : new Set(plan.items.map((item) => item.rank)))
                }
              >
                {allOpen ? 'Collapse all' : 'Expand all'}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Fix first what comes first: severity × attack success rate, quick fixes ahead of
              comparable risks. {formatNumber(plan.totals.failingProbes)} failing probes in{' '}
              {formatNumber(plan.totals.items)}{' '}
              {plan.totals.items === 1 ? 'vulnerability' : 'vulnerabilities'}.
            </Typography>
            {plan.items.map((item) => (
              <RemediationItemAccordion
                key={item.issueId}
                item={item}
                scanId={plan.scanId}
                expanded={open.has(item.rank)}
                onToggle={(expanded) => toggle(item.rank, expanded)}
              />
            ))}
          </Box>
        )}
        {plan.systemPromptPatch && (
          <SectionCard title="System-prompt patch" testId="remediation-patch">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Every item’s rules for {plan.targetName}, in plan order. Add them to the system
              prompt, then verify with the bundle’s regression scan.
            </Typography>
            <CopyBlock label="Patch" text={plan.systemPromptPatch} maxHeight={480} />
          </SectionCard>
        )}
      </Stack>
    </>
  );
}
