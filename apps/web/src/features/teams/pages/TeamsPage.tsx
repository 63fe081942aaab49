import { Link as RouterLink } from 'react-router';
import {
  Button,
  Card,
  Chip,
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
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
import { formatDate } from '../../../lib/format';
import { useSignedInSession } from '../../auth/SessionContext';
import { useTeams } from '../api';
import { TeamDialogs } from '../components/TeamDialogs';
import { useCurrentTeam } from '../CurrentTeamProvider';
import { useTeamActions } from '../use-team-actions';

/** Teams of the organization (everyone sees the list; admins manage it). */
export function TeamsPage() {
  const { organization, isAdmin } = useSignedInSession();
  const { currentTeam } = useCurrentTeam();
  const { data: teams, isPending, error } = useTeams();
  const actions = useTeamActions();
  const base = `/organizations/${organization?.id ?? ''}/teams`;

  return (
    <>
      <PageHeader
        title="Teams"
        description="Targets, scans and evaluations belong to a team. Members act with the role they hold in it."
        actions={
          isAdmin && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => actions.setEditing('new')}
            >
              New team
            </Button>
          )
        }
      />
      <Card>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Members</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={4}
                isPending={isPending}
                error={error}
                isEmpty={teams?.length === 0}
                emptyTitle="No teams yet"
                emptyMessage={
                  isAdmin
                    ? 'Create a team to start working together.'
                    : 'An administrator has not created any team yet.'
                }
                emptyAction={
                  isAdmin && (
                    <Button
                      variant="outlined"
                      startIcon={<AddIcon />}
                      onClick={() => actions.setEditing('new')}
                    >
                      New team
                    </Button>
                  )
                }
              />
              {teams?.map((team) => (
                <TableRow key={team.id} hover data-testid="team-row">
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {isAdmin ? (
                        <Link
                          component={RouterLink}
                          to={`${base}/${team.id}`}
                          sx={{ fontWeight: 600 }}
                        >
                          {team.name}
                        </Link>
                      ) : (
                        <span>{team.name}</span>
                      )}
                      {team.id === currentTeam?.id && (
                        <Chip label="Current" size="small" color="success" variant="outlined" />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>{team.memberCount}</TableCell>
                  <TableCell>{formatDate(team.createdAt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Members">
                      <IconButton
                        component={RouterLink}
                        to={`${base}/${team.id}/members`}
                        aria-label={`Members of ${team.name}`}
                      >
                        <PeopleOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {isAdmin && (
                      <>
                        <Tooltip title="Rename">
                          <IconButton
                            aria-label={`Rename ${team.name}`}
                            onClick={() => actions.setEditing(team)}
                          >
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Delete">
                          <IconButton
                            aria-label={`Delete ${team.name}`}
                            onClick={() => actions.setDeleting(team)}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      <TeamDialogs actions={actions} />
    </>
  );
}
