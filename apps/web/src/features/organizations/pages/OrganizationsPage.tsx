import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, Chip, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { MyOrganization } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import {
  switchOrganizationErrorMessage,
  useMyOrganizations,
  useSwitchOrganization,
} from '../../auth/api';
import { useSignedInSession } from '../../auth/SessionContext';

/** Every organization the user belongs to; switching re-reads the user and goes to root. */
export function OrganizationsPage() {
  const { organization: current } = useSignedInSession();
  const { data: organizations, isPending, error } = useMyOrganizations(true);
  const switchOrganization = useSwitchOrganization();
  const navigate = useNavigate();
  const toast = useToast();

  const open = (organizationId: string) => {
    if (organizationId === current?.id) {
      void navigate(`/organizations/${organizationId}`);
      return;
    }
    switchOrganization.mutate(organizationId, {
      onSuccess: () => void navigate('/'),
      onError: (switchError) => toast(switchOrganizationErrorMessage(switchError), 'error'),
    });
  };

  const columns: DataColumn<MyOrganization>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (organization) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{organization.name}</span>
          {organization.id === current?.id && (
            <Chip label="Current" size="small" color="success" variant="outlined" />
          )}
        </Stack>
      ),
    },
    {
      key: 'role',
      header: 'Your role',
      render: (organization) => (organization.isAdmin ? 'Administrator' : 'Member'),
    },
    {
      key: 'created',
      header: 'Created',
      render: (organization) => formatDate(organization.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (organization) => (
        <Button
          size="small"
          variant={organization.id === current?.id ? 'text' : 'outlined'}
          onClick={() => open(organization.id)}
          loading={switchOrganization.isPending && switchOrganization.variables === organization.id}
        >
          {organization.id === current?.id ? 'Open' : 'Switch to'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Organizations"
        description="The organizations you belong to. Work happens in the current one."
        actions={
          <Button
            component={RouterLink}
            to="/organizations/new"
            variant="contained"
            startIcon={<AddIcon />}
          >
            New organization
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={organizations}
        isPending={isPending}
        error={error}
        emptyTitle="You are not in any organization"
        emptyMessage="Create one, or ask a colleague for an invite."
      />
    </>
  );
}
