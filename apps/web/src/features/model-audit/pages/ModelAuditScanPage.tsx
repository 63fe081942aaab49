import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { MODEL_AUDIT_SEVERITIES } from '@crucible/shared';
import { PageHeader } from '../../../components/PageHeader';
import { FullPageMessage } from '../../../components/FullPageMessage';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { isFinished, reportUrl, useModelAuditScan } from '../api';
import { SeverityChip, StatusChip, VerdictChip } from '../components/Chips';
import { FindingsTree } from '../components/FindingsTree';
import { formatBytes } from '../format';

/** `/model-audit/scan/{scanId}` (Scan Details): summary, live progress, findings by file, downloads. */
export function ModelAuditScanPage() {
  const { scanId = '' } = useParams();
  const { data: scan, isPending, error } = useModelAuditScan(scanId);
  if (isPending) return <LinearProgress aria-label="Loading the scan" />;
  if (error || !scan) {
    return (
      <FullPageMessage
        title={isApiError(error, 404) ? 'Scan not found' : 'Could not load the scan'}
        message={errorMessage(error)}
      />
    );
  }
  const percent = scan.progress.bytesTotal
    ? (100 * scan.progress.bytesDone) / scan.progress.bytesTotal
    : 0;
  return (
    <>
      <PageHeader
        title="Scan Details"
        description={scan.names.join(', ')}
        actions={
          <Button component={RouterLink} to="/model-audit/history">
            History
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { md: 'center' } }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StatusChip status={scan.status} />
            <VerdictChip verdict={scan.verdict} />
          </Stack>
          <Typography color="text.secondary">
            {scan.files} file(s), {formatBytes(scan.bytes || scan.progress.bytesTotal)}
            {scan.durationMs !== null && ` in ${(scan.durationMs / 1000).toFixed(1)} s`} · by{' '}
            {scan.createdBy.name}, {formatDateTime(scan.createdAt)}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {scan.status === 'completed' && (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" href={reportUrl(scan.id, 'sarif')} download>
                Download SARIF
              </Button>
              <Button variant="outlined" href={reportUrl(scan.id, 'json')} download>
                Download JSON
              </Button>
            </Stack>
          )}
        </Stack>
        {!isFinished(scan.status) && (
          <Box sx={{ mt: 2 }} data-testid="model-audit-progress">
            <LinearProgress
              variant={scan.status === 'queued' ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-label="Scan progress"
            />
            <Typography variant="body2" color="text.secondary">
              {scan.status === 'queued'
                ? 'Waiting for a worker…'
                : `Scanned ${formatBytes(scan.progress.bytesDone)} of ${formatBytes(scan.progress.bytesTotal)}`}
            </Typography>
          </Box>
        )}
        {scan.status === 'completed' && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            {MODEL_AUDIT_SEVERITIES.map((severity) => (
              <SeverityChip key={severity} severity={severity} count={scan.counts[severity]} />
            ))}
          </Stack>
        )}
        {scan.error && (
          <Alert severity={scan.status === 'failed' ? 'error' : 'warning'} sx={{ mt: 2 }}>
            {scan.error}
            {scan.errors.map((failure) => (
              <div key={failure.file}>{failure.message}</div>
            ))}
          </Alert>
        )}
      </Paper>
      {scan.status === 'completed' && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Findings
          </Typography>
          <FindingsTree findings={scan.findings} />
        </>
      )}
    </>
  );
}
