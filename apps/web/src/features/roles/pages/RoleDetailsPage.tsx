import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  CardHeader,
  Link,
  Skeleton,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useSignedInSession } from '../../auth/SessionContext';
import { useDeleteRole, useRole, useUpdateRole } from '../api';
import { RoleForm } from '../components/RoleForm';

/** Role Details (admin): edit a custom role; built-in roles are shown read-only. */
export function RoleDetailsPage() {
  const { roleId = '' } = useParams();
  const { organization } = useSignedInSession();
  const orgId = organization?.id ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const { data: role, error } = useRole(orgId, roleId);
  const update = useUpdateRole(orgId, roleId);
  const remove = useDeleteRole(orgId);
  const [deleting, setDeleting] = useState(false);
  const base = `/organizations/${orgId}/roles`;

  const confirmDelete = () =>
    remove.mutate(roleId, {
      onSuccess: () => {
        toast('Role deleted successfully', 'success');
        void navigate(base);
      },
      onError: (deleteError) => {
        setDeleting(false);
        toast(errorMessage(deleteError), 'error');
      },
    });

  return (
    <>
      <Breadcrumbs sx={{ mb: 2 }}>
        <Link component={RouterLink} to={base} underline="hover" color="inherit">
          Roles
        </Link>
        <Typography color="text.primary">{role?.name ?? '…'}</Typography>
      </Breadcrumbs>
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {!error && (
        <Card>
          <CardHeader
            title={role ? role.name : <Skeleton width={180} />}
            subheader={role ? `Last updated ${formatDateTime(role.updatedAt)}` : undefined}
            action={
              role &&
              !role.builtIn && (
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => setDeleting(true)}
                >
                  Delete
                </Button>
              )
            }
          />
          <CardContent sx={{ pt: 1 }}>
            {role?.builtIn && (
              <Alert severity="info" sx={{ mb: 3 }}>
                Built-in roles cannot be changed. Create a new role for a different set of
                permissions.
              </Alert>
            )}
            {role ? (
              <RoleForm
                key={role.updatedAt}
                role={role}
                readOnly={role.builtIn}
                submitLabel="Save changes"
                pending={update.isPending}
                onSubmit={async (body) => {
                  await update.mutateAsync(body);
                  toast('Role updated successfully', 'success');
                }}
              />
            ) : (
              <Skeleton variant="rounded" height={140} />
            )}
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete role?"
        message={`The role ${role?.name ?? ''} will be deleted.`}
        confirmLabel="Delete role"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
