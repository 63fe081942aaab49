import { Alert, Box, Skeleton } from '@mui/material';
import { SectionCard } from '../../../../components/SectionCard';
import { errorMessage } from '../../../../lib/api-client';
import { useTargetDashboard } from '../../api';
import { LatestScans } from './LatestScans';
import { OpenBySeverity } from './OpenBySeverity';
import { RiskOverTime } from './RiskOverTime';
import { ScanChanges } from './ScanChanges';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
  alignItems: 'start',
} as const;

/**
 * The target page's Dashboard tab: risk over time, open vulnerabilities by severity, what the
 * latest completed scan changed, and the latest scans.
 */
export function TargetDashboard({ targetId }: { targetId: string }) {
  const { data, isPending, error } = useTargetDashboard(targetId);
  if (isPending) {
    return (
      <Box sx={grid} data-testid="dashboard-loading">
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return (
    <Box sx={grid}>
      <SectionCard title="Risk over time" testId="dashboard-risk">
        <RiskOverTime points={data.risk} />
      </SectionCard>
      <SectionCard title="Open vulnerabilities" testId="dashboard-open">
        <OpenBySeverity targetId={targetId} counts={data.openBySeverity} />
      </SectionCard>
      <SectionCard title="Since the previous scan" testId="dashboard-changes">
        <ScanChanges changes={data.changes} />
      </SectionCard>
      <SectionCard title="Latest scans" testId="dashboard-scans">
        <LatestScans targetId={targetId} scans={data.latestScans} />
      </SectionCard>
    </Box>
  );
}
