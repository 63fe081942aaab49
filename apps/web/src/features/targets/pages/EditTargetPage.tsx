import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Breadcrumbs, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useTarget } from '../api';
import { DeleteTargetButton } from '../components/DeleteTargetButton';
import { TargetSettingsForm } from '../components/TargetSettingsForm';
import { TARGET_TYPE_LABELS } from '../target-types';

/** One target: its settings (read-only without `update Provider`), Test target and delete. */
export function EditTargetPage() {
  const { targetId = '' } = useParams();
  const ability = useAppAbility();
  const { data: target, isPending, error } = useTarget(targetId);

  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/redteam/targets" underline="hover" color="inherit">
        Targets
      </Link>
      <Typography color="text.primary">{target?.name ?? 'Target'}</Typography>
    </Breadcrumbs>
  );

  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Skeleton variant="text" width={280} height={40} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </>
    );
  }
  if (error) {
    return (
      <>
        {breadcrumbs}
        <Alert severity={isApiError(error, 404) ? 'warning' : 'error'}>
          {isApiError(error, 404)
            ? 'This target does not exist or was deleted.'
            : errorMessage(error)}
        </Alert>
      </>
    );
  }

  return (
    <>
      {breadcrumbs}
      <PageHeader
        title={target.name}
        description={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <Chip size="small" label={TARGET_TYPE_LABELS[target.type]} component="span" />
            <span>Updated {formatDateTime(target.updatedAt)}</span>
          </Stack>
        }
        actions={ability.can('delete', 'Provider') && <DeleteTargetButton target={target} />}
      />
      <TargetSettingsForm target={target} />
    </>
  );
}
