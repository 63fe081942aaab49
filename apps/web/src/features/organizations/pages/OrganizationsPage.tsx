import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Button,
  Card,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
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
      <Card>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Your role</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={4}
                isPending={isPending}
                error={error}
                isEmpty={organizations?.length === 0}
                emptyTitle="You are not in any organization"
                emptyMessage="Create one, or ask a colleague for an invite."
              />
              {organizations?.map((organization) => (
                <TableRow key={organization.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{organization.name}</span>
                      {organization.id === current?.id && (
                        <Chip label="Current" size="small" color="success" variant="outlined" />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>{organization.isAdmin ? 'Administrator' : 'Member'}</TableCell>
                  <TableCell>{formatDate(organization.createdAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant={organization.id === current?.id ? 'text' : 'outlined'}
                      onClick={() => open(organization.id)}
                      loading={
                        switchOrganization.isPending &&
                        switchOrganization.variables === organization.id
                      }
                    >
                      {organization.id === current?.id ? 'Open' : 'Switch to'}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  );
}
