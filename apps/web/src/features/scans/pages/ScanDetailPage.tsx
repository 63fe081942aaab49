import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Breadcrumbs,
  Button,
  Link,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import DatasetIcon from '@mui/icons-material/Dataset';
import ReplayIcon from '@mui/icons-material/Replay';
import StopIcon from '@mui/icons-material/Stop';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useAppAbility } from '../../abilities/use-app-ability';
import { DatasetFromSourceDialog } from '../../datasets/components/DatasetFromSourceDialog';
import { useLicense } from '../../license/api';
import {
  isTerminal,
  useCancelScan,
  useRegradeUndecided,
  useRerunScan,
  useRetryScan,
  useReviewProbes,
  useScan,
  useScanEvents,
} from '../api';
import {
  NO_PROBE_FILTERS,
  probeFiltersFrom,
  ProbeResultsTable,
  type ProbeFilters,
} from '../components/ProbeResultsTable';
import { ReviewProbesDialog } from '../components/ReviewProbesDialog';
import { ScanErrorsPanel } from '../components/ScanErrorsPanel';
import { ScanLogPanel } from '../components/ScanLogPanel';
import { ScanProgressCard } from '../components/ScanProgressCard';
import { ScanStatusChip } from '../components/ScanStatusChip';
import { TemplateName } from '../components/TemplateName';

type Section = 'results' | 'errors' | 'log';

/**
 * `/jobs/{id}`: live progress over SSE, cancel / re-run / retry, and three sections: the probe
 * results, the errors grouped by reason (a group opens the results filtered to it) and the log.
 */
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
  const regrade = useRegradeUndecided();
  const review = useReviewProbes(scanId);
  const [decidingAll, setDecidingAll] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [makingDataset, setMakingDataset] = useState(false);
  const [section, setSection] = useState<Section>('results');
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ProbeFilters>(() => probeFiltersFrom(params));
  const canRun = ability.can('create', 'EvalJob') && !(license?.isCutOff ?? false);
  const canReview = ability.can('update', 'EvalJob');

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
        description={
          <>
            Started {formatDateTime(scan.startedAt ?? scan.createdAt)} · Template:{' '}
            <span data-testid="scan-template">
              <TemplateName template={scan.template} />
            </span>
          </>
        }
        actions={
          <>
            {scan.status === 'completed' && ability.can('read', 'Eval') && (
              <Button
                component={RouterLink}
                to={`/redteam/report/${scan.id}`}
                variant="outlined"
                startIcon={<AssessmentIcon />}
              >
                View report
              </Button>
            )}
            {!live && scan.progress.failed > 0 && ability.can('create', 'Eval') && (
              <Button
                variant="outlined"
                startIcon={<DatasetIcon />}
                onClick={() => setMakingDataset(true)}
              >
                Dataset of attacks
              </Button>
            )}
            {ability.can('create', 'EvalJob') && (
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
            )}
          </>
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
        {!live && scan.progress.undecided > 0 && (
          <Alert
            severity="info"
            data-testid="undecided-alert"
            action={
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{ whiteSpace: 'nowrap' }}
              >
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    setFilters({ ...NO_PROBE_FILTERS, outcome: 'undecided' });
                    setSection('results');
                  }}
                >
                  Show
                </Button>
                {canReview && (
                  <Button color="inherit" size="small" onClick={() => setDecidingAll(true)}>
                    Decide all
                  </Button>
                )}
                {ability.can('create', 'EvalJob') && (
                  <Button
                    color="inherit"
                    size="small"
                    loading={regrade.isPending}
                    onClick={() =>
                      regrade.mutate(scan.id, {
                        onSuccess: (answer) =>
                          toast(
                            `The judge is grading ${answer.undecided} undecided probes`,
                            'success',
                          ),
                        onError,
                      })
                    }
                  >
                    Grade undecided with judge
                  </Button>
                )}
              </Stack>
            }
          >
            {scan.progress.undecided === 1
              ? '1 probe is undecided'
              : `${scan.progress.undecided} probes are undecided`}
            : the offline graders found neither a refusal nor evidence of failure. They are not
            counted as defended nor in the attack success rate until a person or a judge decides.
          </Alert>
        )}
        <Tabs
          value={section}
          onChange={(_, value: Section) => setSection(value)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
          aria-label="Scan sections"
        >
          <Tab label="Results" value="results" />
          <Tab
            value="errors"
            label={
              <Badge
                color="warning"
                badgeContent={scan.progress.errors}
                max={999}
                sx={{ '& .MuiBadge-badge': { right: -12 } }}
              >
                Errors
              </Badge>
            }
          />
          <Tab label="Log" value="log" />
        </Tabs>
        {section === 'results' && (
          <ProbeResultsTable
            scan={scan}
            filters={filters}
            onFiltersChange={setFilters}
            canReview={canReview}
          />
        )}
        {section === 'errors' && (
          <ScanErrorsPanel
            scanId={scan.id}
            live={live}
            onOpenGroup={(reason) => {
              setFilters({ ...NO_PROBE_FILTERS, outcome: 'error', errorGroup: reason });
              setSection('results');
            }}
          />
        )}
        {section === 'log' && <ScanLogPanel scanId={scan.id} live={live} />}
      </Stack>
      {decidingAll && (
        <ReviewProbesDialog
          open
          subject={`all ${scan.progress.undecided} undecided probes`}
          pending={review.isPending}
          onSubmit={(decision) =>
            review.mutateAsync({ allUndecided: true, ...decision }).then((answer) => {
              toast(`${answer.reviewed} probes decided: ${decision.outcome}`, 'success');
              setDecidingAll(false);
            })
          }
          onClose={() => setDecidingAll(false)}
        />
      )}
      {makingDataset && (
        <DatasetFromSourceDialog
          open
          from={{
            source: 'scan',
            scanId: scan.id,
            name: scan.targetName,
            successfulAttacks: scan.progress.failed,
          }}
          teamId={scan.teamId}
          onClose={() => setMakingDataset(false)}
        />
      )}
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
