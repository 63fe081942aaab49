import { Navigate, Link as RouterLink } from 'react-router';
import { Button, Stack } from '@mui/material';
import GroupOffOutlinedIcon from '@mui/icons-material/GroupOffOutlined';
import { FullPageMessage } from '../../components/FullPageMessage';
import { useSignedInSession } from '../../features/auth/SessionContext';
import { useCurrentTeam } from '../../features/teams/CurrentTeamProvider';

/** Where the team guard sends a member of no team (spec §2). */
export function NoTeamPage() {
  const { organization, isAdmin } = useSignedInSession();
  const { currentTeam, isLoaded } = useCurrentTeam();
  if (isLoaded && currentTeam) return <Navigate to="/" replace />;
  const orgName = organization?.name ?? 'your organization';
  return (
    <FullPageMessage
      icon={<GroupOffOutlinedIcon />}
      title="You are not on a team yet"
      message={
        isAdmin
          ? `Work in ${orgName} happens in teams. Create a team and add yourself to it, then come back here.`
          : `Work in ${orgName} happens in teams. Ask an administrator of ${orgName} to add you to a team.`
      }
    >
      {organization && (
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={`/organizations/${organization.id}/teams`}
            variant="contained"
          >
            {isAdmin ? 'Manage teams' : 'View teams'}
          </Button>
          <Button component={RouterLink} to="/organizations" color="inherit">
            Switch organization
          </Button>
        </Stack>
      )}
    </FullPageMessage>
  );
}
