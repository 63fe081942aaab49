import { Navigate, Outlet, Link as RouterLink, useLocation, useParams } from 'react-router';
import { Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSignedInSession } from '../../auth/SessionContext';

type OrgTab = { label: string; path: string; adminOnly: boolean };

const TABS: OrgTab[] = [
  { label: 'Overview', path: 'overview', adminOnly: false },
  { label: 'Details', path: '', adminOnly: true },
  { label: 'Users', path: 'users', adminOnly: true },
  { label: 'Teams', path: 'teams', adminOnly: false },
  { label: 'Roles', path: 'roles', adminOnly: true },
  { label: 'Webhooks', path: 'webhooks', adminOnly: true },
  { label: 'Usage', path: 'usage', adminOnly: true },
  { label: 'Audit logs', path: 'audit-logs', adminOnly: true },
];

/**
 * The organization area: header and tabs over its pages. The API works on the current
 * organization, so a URL naming another one is rewritten to the current organization.
 */
export function OrganizationLayout() {
  const { orgId = '' } = useParams();
  const { pathname } = useLocation();
  const { organization, isAdmin } = useSignedInSession();
  if (!organization) return <Navigate to="/organizations/new" replace />;
  if (orgId !== organization.id) {
    return (
      <Navigate
        to={pathname.replace(`/organizations/${orgId}`, `/organizations/${organization.id}`)}
        replace
      />
    );
  }

  const base = `/organizations/${organization.id}`;
  const rest = pathname.slice(base.length).replace(/^\//, '');
  const section = rest.split('/')[0] ?? '';
  const tabs = TABS.filter((tab) => isAdmin || !tab.adminOnly);
  const selected = tabs.find((tab) => tab.path === section)?.path ?? false;

  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          Organization
        </Typography>
        {isAdmin && <Chip label="Admin" size="small" color="primary" variant="outlined" />}
      </Stack>
      <Typography variant="h4" component="p" sx={{ mb: 2 }} data-testid="organization-name">
        {organization.name}
      </Typography>
      <Tabs
        value={selected}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 4 }}
        aria-label="Organization sections"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.label}
            label={tab.label}
            value={tab.path}
            component={RouterLink}
            to={tab.path ? `${base}/${tab.path}` : base}
          />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}
