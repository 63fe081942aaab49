import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  CardHeader,
  Grid,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSignedInSession } from '../../auth/SessionContext';
import { useTeam } from '../api';
import { TeamDialogs } from '../components/TeamDialogs';
import { useTeamActions } from '../use-team-actions';

/** Team Details (admin): name, facts, members link, rename and delete. */
export function TeamDetailsPage() {
  const { teamId = '' } = useParams();
  const { organization } = useSignedInSession();
  const navigate = useNavigate();
  const base = `/organizations/${organization?.id ?? ''}/teams`;
  const { data: team, error } = useTeam(teamId);
  const actions = useTeamActions({ onDeleted: () => void navigate(base) });

  return (
    <>
      <Breadcrumbs sx={{ mb: 2 }}>
        <Link component={RouterLink} to={base} underline="hover" color="inherit">
          Teams
        </Link>
        <Typography color="text.primary">{team?.name ?? '…'}</Typography>
      </Breadcrumbs>
      {error ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardHeader
                title={team ? team.name : <Skeleton width={200} />}
                subheader="Team"
                action={
                  team && (
                    <Button
                      startIcon={<EditOutlinedIcon />}
                      onClick={() => actions.setEditing(team)}
                    >
                      Rename
                    </Button>
                  )
                }
              />
              <CardContent sx={{ pt: 0 }}>
                <Stack direction="row" spacing={4}>
                  <Box>
                    <Typography variant="caption" color="text.secondary">
                      Members
                    </Typography>
                    <Typography variant="h5">
                      {team ? team.memberCount : <Skeleton width={30} />}
                    </Typography>
                  </Box>
                  <Box>
                    <Typography variant="caption" color="text.secondary">
                      Created
                    </Typography>
                    <Typography variant="h6">
                      {team ? formatDate(team.createdAt) : <Skeleton width={90} />}
                    </Typography>
                  </Box>
                </Stack>
                <Button
                  component={RouterLink}
                  to={`${base}/${teamId}/members`}
                  variant="contained"
                  startIcon={<PeopleOutlineIcon />}
                  sx={{ mt: 3 }}
                >
                  Manage members
                </Button>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Card sx={{ borderColor: 'error.main' }}>
              <CardHeader
                title="Delete team"
                slotProps={{ title: { color: 'error', variant: 'subtitle1' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Deleting the team removes its memberships. This cannot be undone.
                </Typography>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlineIcon />}
                  disabled={!team}
                  onClick={() => team && actions.setDeleting(team)}
                >
                  Delete team
                </Button>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
      <TeamDialogs actions={actions} />
    </>
  );
}
