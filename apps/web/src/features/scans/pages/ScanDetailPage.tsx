import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Breadcrumbs, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import StopIcon from '@mui/icons-material/Stop';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useLicense } from '../../license/api';
import {
  isTerminal,
  useCancelScan,
  useRerunScan,
  useRetryScan,
  useScan,
  useScanEvents,
} from '../api';
import { ProbeResultsTable } from '../components/ProbeResultsTable';
import { ScanProgressCard } from '../components/ScanProgressCard';
import { ScanStatusChip } from '../components/ScanStatusChip';

/** `/jobs/{id}`: live progress over SSE, errors, cancel / re-run / retry, and the probe results. */
export function ScanDetailPage() {
  const { scanId = '' } = useParams();
  const { data: scan, isPending, error } = useScan(scanId);
  const live = scan !== undefined && !isTerminal(scan.status);
  useScanEvents(scanId, live);
  const ability = useAppAbility();
  const { data: license } = useLicense(true);
  const cancel = useCancelScan();
  const rerun = useRerunScan();
  const retry = useRetryScan();
  const toast = useToast();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const canRun = ability.can('create', 'EvalJob') && !(license?.isCutOff ?? false);

  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/jobs" underline="hover" color="inherit">
        Scan History
      </Link>
      <Typography color="text.primary">{scan?.targetName ?? 'Scan'}</Typography>
    </Breadcrumbs>
  );
  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Skeleton variant="rounded" height={200} />
      </>
    );
  }
  if (error) {
    return (
      <>
        {breadcrumbs}
        <Alert severity={isApiError(error, 404) ? 'warning' : 'error'}>
          {isApiError(error, 404) ? 'This scan does not exist.' : errorMessage(error)}
        </Alert>
      </>
    );
  }

  const onError = (actionError: unknown) => toast(errorMessage(actionError), 'error');
  const failures = scan.progress.failed + scan.progress.errors;
  return (
    <>
      {breadcrumbs}
      <PageHeader
        title={
          <Stack direction="row" spacing={1.5} component="span" sx={{ alignItems: 'center' }}>
            <span>Scan of {scan.targetName}</span>
            <ScanStatusChip status={scan.status} />
          </Stack>
        }
        description={`Started ${formatDateTime(scan.startedAt ?? scan.createdAt)}`}
        actions={
          ability.can('create', 'EvalJob') && (
            <>
              {live && (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<StopIcon />}
                  onClick={() => setCancelling(true)}
                >
                  Cancel scan
                </Button>
              )}
              {!live && failures > 0 && (
                <Button
                  startIcon={<RefreshIcon />}
                  disabled={!canRun}
                  loading={retry.isPending}
                  onClick={() =>
                    retry.mutate(scan.id, {
                      onSuccess: (answer) =>
                        toast(`${answer.requeued} probes queued again`, 'success'),
                      onError,
                    })
                  }
                >
                  Retry failed
                </Button>
              )}
              {!live && (
                <Button
                  variant="contained"
                  startIcon={<ReplayIcon />}
                  disabled={!canRun}
                  loading={rerun.isPending}
                  onClick={() =>
                    rerun.mutate(scan.id, {
                      onSuccess: (created) => void navigate(`/jobs/${created.id}`),
                      onError,
                    })
                  }
                >
                  Re-run
                </Button>
              )}
            </>
          )
        }
      />
      <Stack spacing={2.5}>
        {scan.error && (
          <Alert severity="error" data-testid="scan-error">
            {scan.error}
          </Alert>
        )}
        {scan.warnings.map((warning) => (
          <Alert key={warning} severity="warning">
            {warning}
          </Alert>
        ))}
        {scan.unavailableStrategies.length > 0 && (
          <Alert severity="info">
            Skipped strategies:{' '}
            {scan.unavailableStrategies
              .map((strategy) => `${strategy.id} (${strategy.reason})`)
              .join('; ')}
          </Alert>
        )}
        <ScanProgressCard scan={scan} />
        <ProbeResultsTable scan={scan} />
      </Stack>
      <ConfirmDialog
        open={cancelling}
        title="Cancel this scan?"
        message="Probes in flight finish; the rest are not sent. Results so far are kept."
        confirmLabel="Cancel scan"
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(scan.id, {
            onSuccess: () => {
              setCancelling(false);
              toast('Scan cancelled', 'success');
            },
            onError,
          })
        }
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
