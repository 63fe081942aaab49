import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Chip,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useAppAbility } from '../../abilities/use-app-ability';
import { TargetPluginSeverities } from '../../severities/components/TargetPluginSeverities';
import { useDeleteTarget, useTarget, useUpdateTarget } from '../api';
import { TargetForm } from '../components/TargetForm';
import { TestTargetPanel } from '../components/TestTargetPanel';
import { TARGET_TYPE_LABELS } from '../target-types';

/** One target: its settings (read-only without `update Provider`), Test target and delete. */
export function EditTargetPage() {
  const { targetId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const ability = useAppAbility();
  const { data: target, isPending, error } = useTarget(targetId);
  const save = useUpdateTarget(targetId);
  const remove = useDeleteTarget();
  const [dirty, setDirty] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const canUpdate = ability.can('update', 'Provider');
  const canDelete = ability.can('delete', 'Provider');

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

  const confirmDelete = () =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast('Target deleted successfully', 'success');
        void navigate('/redteam/targets', { replace: true });
      },
      onError: (deleteError) => toast(errorMessage(deleteError), 'error'),
    });

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
        actions={
          canDelete && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
          )
        }
      />
      {!canUpdate && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your role in this team can view this target but not change or test it.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <TargetForm
          key={target.updatedAt}
          target={target}
          submitLabel="Save changes"
          pending={save.isPending}
          readOnly={!canUpdate}
          onEdit={() => setDirty(true)}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            setDirty(false);
            toast('Target saved successfully', 'success');
          }}
        />
        {canUpdate && (
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <TestTargetPanel targetId={target.id} dirty={dirty} />
          </Box>
        )}
      </Box>
      {/* Until the target pages have their pluginSeverities tab, the section lives here. */}
      {ability.can('read', 'PluginSeverityOverride') && (
        <Box sx={{ mt: 2.5 }}>
          <TargetPluginSeverities targetId={target.id} />
        </Box>
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete target?"
        message={`${target.name} and its stored secrets will be deleted. This cannot be undone.`}
        confirmLabel="Delete target"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
