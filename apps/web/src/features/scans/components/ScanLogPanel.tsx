import { Alert, Box, Card, Skeleton, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ScanLogEntry, ScanLogLevel } from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { useScanLog } from '../api';

const LEVELS: Record<
  ScanLogLevel,
  { label: string; color: 'info' | 'warning' | 'error'; Icon: typeof InfoOutlinedIcon }
> = {
  info: { label: 'Info', color: 'info', Icon: InfoOutlinedIcon },
  warn: { label: 'Warning', color: 'warning', Icon: WarningAmberIcon },
  error: { label: 'Error', color: 'error', Icon: ErrorOutlineIcon },
};

const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

function LogLine({ entry }: { entry: ScanLogEntry }) {
  const { label, color, Icon } = LEVELS[entry.level];
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ px: 2, py: 1, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}
      data-testid="scan-log-entry"
      data-level={entry.level}
    >
      <Typography
        component="time"
        dateTime={entry.at}
        title={new Date(entry.at).toLocaleString()}
        variant="body2"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', flexShrink: 0, pt: '1px' }}
      >
        {timeFormat.format(new Date(entry.at))}
      </Typography>
      <Icon fontSize="small" color={color} titleAccess={label} sx={{ flexShrink: 0, mt: '1px' }} />
      <Typography
        variant="body2"
        sx={{
          wordBreak: 'break-word',
          color: entry.level === 'info' ? 'text.primary' : `${color}.main`,
        }}
      >
        {entry.message}
      </Typography>
    </Stack>
  );
}

/** The scan's log, oldest first; refreshed while the scan is live. */
export function ScanLogPanel({ scanId, live }: { scanId: string; live: boolean }) {
  const { data, isPending, error } = useScanLog(scanId, live);
  return (
    <Card data-testid="scan-log">
      {isPending && (
        <Box sx={{ p: 2 }}>
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessage(error)}
        </Alert>
      )}
      {data?.length === 0 && (
        <Box sx={{ p: 4, textAlign: 'center' }} data-testid="scan-log-empty">
          <Typography sx={{ fontWeight: 600 }}>Nothing logged yet</Typography>
          <Typography variant="body2" color="text.secondary">
            {live
              ? 'Entries appear as the scan moves from phase to phase.'
              : 'This scan ran before scans kept a log.'}
          </Typography>
        </Box>
      )}
      {data?.map((entry) => (
        <LogLine key={entry.id} entry={entry} />
      ))}
    </Card>
  );
}
