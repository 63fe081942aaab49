import { Link as RouterLink, Outlet, useMatch, useParams } from 'react-router';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Chip,
  Link,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useTarget } from '../api';
import { targetPagePath } from '../target-paths';
import { TARGET_TABS } from '../target-tabs';
import { TARGET_TYPE_LABELS } from '../target-types';

/**
 * `/redteam/target/{targetId}/{tab}`: the target's name, type and "Scan this target" above the
 * tabs the caller may see; the tab's route renders below.
 */
export function TargetPage() {
  const { targetId = '' } = useParams();
  const ability = useAppAbility();
  const { data: target, isPending, error } = useTarget(targetId);
  const current = useMatch('/redteam/target/:targetId/:tab')?.params.tab;
  const tabs = TARGET_TABS.filter((tab) =>
    tab.needs.every(({ action, subject }) => ability.can(action, subject)),
  );

  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/redteam/targets" underline="hover" color="inherit">
        Targets
      </Link>
      <Typography color="text.primary">{target?.name ?? 'Target'}</Typography>
    </Breadcrumbs>
  );

  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Skeleton variant="text" width={280} height={40} />
        <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </>
    );
  }
  if (error) {
    // A malformed id (400) is as absent as an unknown or another organization's one (404).
    const missing = isApiError(error, 404) || isApiError(error, 400);
    return (
      <>
        {breadcrumbs}
        <Alert severity={missing ? 'warning' : 'error'} data-testid="target-not-found">
          {missing ? 'This target does not exist or was deleted.' : errorMessage(error)}
        </Alert>
      </>
    );
  }

  return (
    <>
      {breadcrumbs}
      <PageHeader
        title={target.name}
        description={
          <Stack spacing={0.75} component="span" sx={{ alignItems: 'flex-start' }}>
            <Chip size="small" label={TARGET_TYPE_LABELS[target.type]} component="span" />
            {target.purpose && (
              <Box
                component="span"
                title={target.purpose}
                sx={{
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                  maxWidth: 760,
                }}
              >
                {target.purpose}
              </Box>
            )}
          </Stack>
        }
        actions={
          ability.can('create', 'EvalJob') && (
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon />}
              component={RouterLink}
              to={`/redteam/scan/create?targetId=${target.id}`}
            >
              Scan this target
            </Button>
          )
        }
      />
      <Tabs
        value={tabs.some((tab) => tab.path === current) ? current : false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Target pages"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            label={tab.label}
            component={RouterLink}
            to={targetPagePath(target.id, tab.path)}
          />
        ))}
      </Tabs>
      <Box>
        <Outlet />
      </Box>
    </>
  );
}
