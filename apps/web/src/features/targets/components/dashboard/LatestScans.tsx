import { Link as RouterLink } from 'react-router';
import { Button, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { TargetDashboard } from '@crucible/shared';
import { formatDateTime } from '../../../../lib/format';
import { RiskChip } from '../../../scans/components/RiskChip';
import { ScanStatusChip } from '../../../scans/components/ScanStatusChip';
import { TemplateName } from '../../../scans/components/TemplateName';
import { targetPagePath } from '../../target-paths';

/** The target's newest scans, each opening its page, and the way to all of them. */
export function LatestScans({
  targetId,
  scans,
}: {
  targetId: string;
  scans: TargetDashboard['latestScans'];
}) {
  if (scans.total === 0) {
    return <Typography color="text.secondary">This target has not been scanned yet.</Typography>;
  }
  return (
    <>
      <List disablePadding>
        {scans.items.map((scan) => (
          <ListItem key={scan.id} disableGutters divider data-testid="latest-scan">
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/jobs/${scan.id}`} sx={{ fontWeight: 600 }}>
                  {formatDateTime(scan.startedAt ?? scan.createdAt)}
                </Link>
              }
              secondary={<TemplateName template={scan.template} />}
            />
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, ml: 1 }}>
              <RiskChip risk={scan.risk} />
              <ScanStatusChip status={scan.status} />
            </Stack>
          </ListItem>
        ))}
      </List>
      <Button component={RouterLink} to={targetPagePath(targetId, 'history')} sx={{ mt: 1 }}>
        All scans ({scans.total})
      </Button>
    </>
  );
}
