import { Link as RouterLink } from 'react-router';
import { Button, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Organization } from '@crucible/shared';
import { useLicense } from '../../features/license/api';
import { CUT_OFF_MESSAGE } from '../../features/license/license-banner';

/**
 * Spec §2 'New Scan': hidden when the organization cannot use red team, disabled once the
 * license is cut off (existing data stays readable, new scans do not start).
 */
export function NewScanButton({ organization }: { organization: Organization }) {
  const { data: license } = useLicense(true);
  if (!organization.canUseRedteam) return null;
  const cutOff = license?.isCutOff ?? false;
  const button = (
    <Button
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
      component={RouterLink}
      to="/redteam/scan/create"
      disabled={cutOff}
    >
      New Scan
    </Button>
  );
  if (!cutOff) return button;
  return (
    <Tooltip title={CUT_OFF_MESSAGE}>
      <span>{button}</span>
    </Tooltip>
  );
}
