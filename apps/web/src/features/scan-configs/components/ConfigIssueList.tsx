import { Alert, AlertTitle, Box, List, ListItem, Typography } from '@mui/material';
import type { ConfigWarning } from '@crucible/shared';

type ConfigIssueListProps = {
  severity: 'error' | 'warning';
  title: string;
  issues: readonly ConfigWarning[];
};

/**
 * Problems or warnings of a config, each at its path in the file (`redteam.plugins[3].id`), all
 * listed at once so a file is fixed in one go.
 */
export function ConfigIssueList({ severity, title, issues }: ConfigIssueListProps) {
  if (issues.length === 0) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      <AlertTitle>{title}</AlertTitle>
      <List dense disablePadding aria-label={title} sx={{ maxHeight: 240, overflowY: 'auto' }}>
        {issues.map((issue, index) => (
          <ListItem
            key={`${issue.path}-${index}`}
            disableGutters
            sx={{ display: 'block', py: 0.25 }}
          >
            {issue.path && (
              <>
                <Box component="code" sx={{ fontSize: 12, wordBreak: 'break-all' }}>
                  {issue.path}
                </Box>{' '}
              </>
            )}
            <Typography component="span" variant="body2">
              {issue.message}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
