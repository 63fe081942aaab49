import { Alert, AlertTitle, Box } from '@mui/material';
import type { UsageLicense } from '@crucible/shared';
import { licenseStatusMessage, licenseUsageLines } from '../../license/license-banner';
import { formatDay } from '../usage-range';

const OVERAGE = ['target_overage', 'probe_overage'];
const EXCEEDED = ['too_many_targets', 'too_many_probes', 'expired'];

/**
 * The install's license against its limits, in spec §8's words ('Using X of Y licensed targets'
 * / 'probes', with the overage note). Counted since the contract started, by the whole install.
 */
export function LicenseUsage({ license }: { license: UsageLicense }) {
  const lines = licenseUsageLines(license);
  const severity = EXCEEDED.includes(license.status)
    ? 'error'
    : OVERAGE.includes(license.status) || license.status.startsWith('approaching')
      ? 'warning'
      : 'info';
  return (
    <Alert severity={severity} variant="outlined" data-testid="license-usage">
      <AlertTitle>{licenseStatusMessage(license.status, license.expiresAt)}</AlertTitle>
      {lines.length === 0 ? (
        'This install has no licensed limits on targets or probes.'
      ) : (
        <>
          {lines.map((line) => (
            <Box key={line} data-testid="license-usage-line">
              {line}
            </Box>
          ))}
          <Box sx={{ mt: 0.5, color: 'text.secondary', fontSize: 13 }}>
            Counted across this install
            {license.contractStartDate
              ? ` since the contract started on ${formatDay(license.contractStartDate.slice(0, 10))}`
              : ''}
            , whatever the range below.
          </Box>
        </>
      )}
    </Alert>
  );
}
