import { Link as RouterLink } from 'react-router';
import { Box, Link, List, ListItem, Stack, Typography } from '@mui/material';
import type { TargetChanges, TargetIssueChange } from '@crucible/shared';
import { formatDateTime } from '../../../../lib/format';
import { SeverityChip } from '../../../plugins/components/SeverityChip';
import { IssueStatusChip } from '../../../vulnerabilities/components/IssueStatusChip';
import { issuePath } from '../../../vulnerabilities/issue-format';

const GROUPS = [
  { key: 'new', title: 'New', none: 'Nothing new.' },
  { key: 'regressed', title: 'Regressed', none: 'Nothing came back.' },
  { key: 'fixed', title: 'Fixed', none: 'Nothing fixed.' },
] as const;

/** The status each group's issues got from the scan: shown only when a person changed it since. */
const SCAN_STATUS = { new: 'open', regressed: 'open', fixed: 'fixed' } as const;

function ChangeItem({ change, expected }: { change: TargetIssueChange; expected: string }) {
  return (
    <ListItem disableGutters sx={{ gap: 1 }} data-testid="change-item">
      <SeverityChip severity={change.severity} />
      <Link component={RouterLink} to={issuePath(change.issueId)} sx={{ fontWeight: 600 }}>
        {change.pluginName}
      </Link>
      {change.status !== expected && <IssueStatusChip status={change.status} />}
    </ListItem>
  );
}

/** What the latest completed scan changed: the vulnerabilities it opened, found again and fixed. */
export function ScanChanges({ changes }: { changes: TargetChanges | null }) {
  if (!changes) {
    return (
      <Typography color="text.secondary">
        No completed scan yet: changes appear once a scan of this target completes.
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {changes.previousScan ? (
          <>
            <Link component={RouterLink} to={`/jobs/${changes.scan.id}`}>
              The scan of {formatDateTime(changes.scan.finishedAt)}
            </Link>{' '}
            compared with the one before it ({formatDateTime(changes.previousScan.finishedAt)}).
          </>
        ) : (
          <>
            <Link component={RouterLink} to={`/jobs/${changes.scan.id}`}>
              The first completed scan
            </Link>{' '}
            ({formatDateTime(changes.scan.finishedAt)}): everything it found is new.
          </>
        )}
      </Typography>
      <Stack spacing={2}>
        {GROUPS.map((group) => (
          <Box key={group.key} data-testid={`changes-${group.key}`}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
              {group.title} ({changes[group.key].length})
            </Typography>
            {changes[group.key].length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {group.none}
              </Typography>
            ) : (
              <List dense disablePadding>
                {changes[group.key].map((change) => (
                  <ChangeItem
                    key={change.issueId}
                    change={change}
                    expected={SCAN_STATUS[group.key]}
                  />
                ))}
              </List>
            )}
          </Box>
        ))}
      </Stack>
    </>
  );
}
