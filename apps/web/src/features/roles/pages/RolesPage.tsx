import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Box,
  Button,
  Card,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Role } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
import { errorMessage } from '../../../lib/api-client';
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
  const remove = useDeleteRole(orgId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const labels = new Map(permissionSets.map((set) => [set.id, set.label]));
  const base = `/organizations/${orgId}/roles`;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast('Role deleted successfully', 'success');
        setDeleting(null);
      },
      onError: (deleteError) => toast(errorMessage(deleteError), 'error'),
    });
  };

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
      <Card>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Permission sets</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={4}
                isPending={isPending}
                error={error}
                isEmpty={roles?.length === 0}
                emptyTitle="No roles yet"
                emptyMessage="Create a role to grant a custom set of permissions."
              />
              {roles?.map((role) => (
                <TableRow key={role.id} hover data-testid="role-row">
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Link
                        component={RouterLink}
                        to={`${base}/${role.id}`}
                        sx={{ fontWeight: 600 }}
                      >
                        {role.name}
                      </Link>
                      {role.builtIn && <Chip label="Built-in" size="small" variant="outlined" />}
                    </Stack>
                    <Box sx={{ color: 'text.secondary', fontSize: 13, fontFamily: 'monospace' }}>
                      {role.slug}
                    </Box>
                  </TableCell>
                  <TableCell>
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
                      {role.permissionSets.length === 0 && (
                        <Box sx={{ color: 'text.secondary' }}>None</Box>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>{formatDate(role.updatedAt)}</TableCell>
                  <TableCell align="right">
                    {!role.builtIn && (
                      <Tooltip title="Delete">
                        <IconButton
                          aria-label={`Delete ${role.name}`}
                          onClick={() => setDeleting(role)}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
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
      <ConfirmDialog
        open={deleting !== null}
        title="Delete role?"
        message={`The role ${deleting?.name ?? ''} will be deleted. Members holding it must be given another role first.`}
        confirmLabel="Delete role"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
