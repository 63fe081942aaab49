import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Chip, Dialog, DialogContent, DialogTitle, Link, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Role } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useSignedInSession } from '../../auth/SessionContext';
import { useCreateRole, useDeleteRole, usePermissionSets, useRoles } from '../api';
import { RoleForm } from '../components/RoleForm';

const SHOWN_SETS = 3;

/** Roles of the organization (admin): built-in ones, and custom ones to create, edit, delete. */
export function RolesPage() {
  const { organization } = useSignedInSession();
  const orgId = organization?.id ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const { data: roles, isPending, error } = useRoles(orgId);
  const { data: permissionSets = [] } = usePermissionSets();
  const create = useCreateRole(orgId);
  const [creating, setCreating] = useState(false);
  const remove = useConfirmDelete<Role>({
    mutation: useDeleteRole(orgId),
    title: 'Delete role?',
    message: (role) =>
      `The role ${role.name} will be deleted. Members holding it must be given another role first.`,
    confirmLabel: 'Delete role',
    successMessage: 'Role deleted successfully',
  });
  const labels = new Map(permissionSets.map((set) => [set.id, set.label]));
  const base = `/organizations/${orgId}/roles`;

  const columns: DataColumn<Role>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (role) => (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Link component={RouterLink} to={`${base}/${role.id}`} sx={{ fontWeight: 600 }}>
              {role.name}
            </Link>
            {role.builtIn && <Chip label="Built-in" size="small" variant="outlined" />}
          </Stack>
          <Box sx={{ color: 'text.secondary', fontSize: 13, fontFamily: 'monospace' }}>
            {role.slug}
          </Box>
        </>
      ),
    },
    {
      key: 'permissionSets',
      header: 'Permission sets',
      render: (role) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {role.permissionSets.slice(0, SHOWN_SETS).map((id) => (
            <Chip key={id} label={labels.get(id) ?? id} size="small" />
          ))}
          {role.permissionSets.length > SHOWN_SETS && (
            <Chip
              label={`+${role.permissionSets.length - SHOWN_SETS} more`}
              size="small"
              variant="outlined"
            />
          )}
          {role.permissionSets.length === 0 && <Box sx={{ color: 'text.secondary' }}>None</Box>}
        </Stack>
      ),
    },
    { key: 'updated', header: 'Updated', render: (role) => formatDate(role.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (role) =>
        !role.builtIn && (
          <DeleteRowButton label={`Delete ${role.name}`} onClick={() => remove.ask(role)} />
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Roles"
        description="A role is a set of permissions. Members hold one role in each team they belong to."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New role
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={roles}
        rowTestId="role-row"
        isPending={isPending}
        error={error}
        emptyTitle="No roles yet"
        emptyMessage="Create a role to grant a custom set of permissions."
      />
      <Dialog open={creating} onClose={() => setCreating(false)} maxWidth="sm" fullWidth>
        <DialogTitle>New role</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {creating && (
            <RoleForm
              submitLabel="Create role"
              pending={create.isPending}
              onCancel={() => setCreating(false)}
              onSubmit={async (body) => {
                const role = await create.mutateAsync(body);
                toast('Role created successfully', 'success');
                setCreating(false);
                void navigate(`${base}/${role.id}`);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      {remove.dialog}
    </>
  );
}
