import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useSignedInSession } from '../../auth/SessionContext';
import { useOrganizationOverview } from '../api';

type Stat = { key: string; label: string; icon: ReactNode; value: number | undefined; to?: string };

function StatCard({ stat }: { stat: Stat }) {
  const content = (
    <CardContent sx={{ p: 2.5 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', color: 'text.secondary', mb: 1 }}
      >
        {stat.icon}
        <Typography variant="body2">{stat.label}</Typography>
      </Stack>
      <Typography variant="h4" component="p" data-testid={`count-${stat.key}`}>
        {stat.value === undefined ? <Skeleton width={48} /> : formatNumber(stat.value)}
      </Typography>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {stat.to ? (
        <CardActionArea component={RouterLink} to={stat.to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** Organization Overview: how many users, admins, teams, roles and pending invites it has. */
export function OrganizationOverviewPage() {
  const { organization, isAdmin } = useSignedInSession();
  const orgId = organization?.id ?? '';
  const { data, error } = useOrganizationOverview(orgId);
  const base = `/organizations/${orgId}`;
  const counts = data?.counts;
  const adminLink = (path: string) => (isAdmin ? `${base}/${path}` : undefined);

  const stats: Stat[] = [
    {
      key: 'users',
      label: 'Users',
      icon: <PeopleOutlineIcon fontSize="small" />,
      value: counts?.users,
      to: adminLink('users'),
    },
    {
      key: 'admins',
      label: 'Administrators',
      icon: <AdminPanelSettingsOutlinedIcon fontSize="small" />,
      value: counts?.admins,
      to: adminLink('users'),
    },
    {
      key: 'teams',
      label: 'Teams',
      icon: <GroupsOutlinedIcon fontSize="small" />,
      value: counts?.teams,
      to: `${base}/teams`,
    },
    {
      key: 'roles',
      label: 'Roles',
      icon: <BadgeOutlinedIcon fontSize="small" />,
      value: counts?.roles,
      to: adminLink('roles'),
    },
    {
      key: 'pendingInvites',
      label: 'Pending invites',
      icon: <MailOutlineIcon fontSize="small" />,
      value: counts?.pendingInvites,
      to: adminLink('users'),
    },
  ];

  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(error)}
        </Alert>
      )}
      <Grid container spacing={2}>
        {stats.map((stat) => (
          <Grid key={stat.key} size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
            <StatCard stat={stat} />
          </Grid>
        ))}
      </Grid>
      {data && (
        <Card sx={{ mt: 3 }}>
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" sx={{ mb: 1 }}>
              Features
            </Typography>
            <Stack spacing={0.5}>
              <Typography color="text.secondary">
                Red teaming:{' '}
                <strong>{data.organization.canUseRedteam ? 'enabled' : 'not enabled'}</strong>
              </Typography>
              <Typography color="text.secondary">
                Adaptive guardrails:{' '}
                <strong>
                  {data.organization.canUseAdaptiveGuardrails ? 'enabled' : 'not enabled'}
                </strong>
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      )}
    </>
  );
}
