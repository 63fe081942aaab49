import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { Alert, Breadcrumbs, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { isApiError, errorMessage } from '../../../lib/api-client';
import { loginPath } from '../../../lib/safe-redirect';
import { useSession } from '../../auth/SessionContext';
import { useClientConfig } from '../../config/ConfigProvider';
import { useReport, useSharedReport } from '../api';
import { ExportReportMenu } from '../components/ExportReportMenu';
import { ReportView } from '../components/ReportView';
import { ShareReportButton } from '../components/ShareReportButton';
import { reportRef } from '../report-format';

const printButton = (
  <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
    Print
  </Button>
);

function Loading() {
  return (
    <Stack spacing={2} data-testid="report-loading">
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** A member's report: read permission in the scan's team; share controls for those who may. */
function MemberReport({ scanId }: { scanId: string }) {
  const { data: report, isPending, error } = useReport(scanId);
  const config = useClientConfig();
  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }} data-print="hide">
      <Link component={RouterLink} to="/redteam/report" underline="hover" color="inherit">
        Reports
      </Link>
      <Typography color="text.primary">{report?.header.targetName ?? 'Report'}</Typography>
    </Breadcrumbs>
  );
  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Loading />
      </>
    );
  }
  if (error) {
    // Spec §2: a page whose required action is not allowed goes to root.
    if (isApiError(error, 403)) return <Navigate to="/" replace />;
    return (
      <>
        {breadcrumbs}
        <Alert
          severity={isApiError(error, 404) || isApiError(error, 409) ? 'warning' : 'error'}
          data-testid="report-unavailable"
          action={
            isApiError(error, 409) && (
              <Button component={RouterLink} to={`/jobs/${scanId}`} color="inherit">
                Open the scan
              </Button>
            )
          }
        >
          {isApiError(error, 404) ? 'This report does not exist.' : errorMessage(error)}
        </Alert>
      </>
    );
  }
  return (
    <>
      {breadcrumbs}
      <ReportView
        report={report}
        links={{ scanId: report.scanId, previousScanId: report.previousScanId }}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={`/jobs/${report.scanId}`} variant="outlined">
              Scan results
            </Button>
            {report.vulnerabilities.some((v) => v.change !== 'fixed') && (
              <Button
                component={RouterLink}
                to={`/redteam/report/${report.scanId}/remediation`}
                variant="outlined"
              >
                Remediation
              </Button>
            )}
            {config.enableMakePublic && report.canShare && <ShareReportButton report={report} />}
            <ExportReportMenu source={{ scanId: report.scanId }} />
            {printButton}
          </Stack>
        }
      />
    </>
  );
}

/** A report opened by its public link: no sign-in, nothing else of the organization. */
function SharedReport({ token }: { token: string }) {
  const { data: report, isPending, error } = useSharedReport(token);
  if (isPending) return <Loading />;
  if (error) {
    return (
      <Alert severity="warning" data-testid="report-unavailable">
        {isApiError(error, 404)
          ? 'This report link does not work: it was revoked, or it was never valid.'
          : errorMessage(error)}
      </Alert>
    );
  }
  return (
    <ReportView
      report={report}
      links={null}
      actions={
        <Stack direction="row" spacing={1}>
          <ExportReportMenu source={{ token }} />
          {printButton}
        </Stack>
      }
      notice={
        <Alert severity="info" data-print="hide" data-testid="shared-notice">
          A shared report: it shows this scan only.
        </Alert>
      }
    />
  );
}

/**
 * `/redteam/report/{id}` (spec §2: a public route): a public link's token opens the shared
 * report for anyone; a scan's id needs a signed-in member who may read the scan's reports.
 */
export function ReportPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const location = useLocation();
  const ref = reportRef(id);
  if (ref.kind === 'shared') return <SharedReport token={ref.id} />;
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (!session.organization) return <Navigate to="/organizations/new" replace />;
  if (ref.kind === 'invalid') {
    return (
      <Alert severity="warning" data-testid="report-unavailable">
        This report does not exist.
      </Alert>
    );
  }
  return <MemberReport scanId={ref.id} />;
}
