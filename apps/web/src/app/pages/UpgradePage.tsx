import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { useSession } from '../../features/auth/SessionContext';

const FEATURES = [
  'Red-team scans against your targets with attack plugins and strategies',
  'Vulnerability tracking, risk scores and remediation reports',
  'Scan templates, custom policies and plugin severity overrides',
];

/** Where the red-team guard sends an organization without red team (spec §2). */
export function UpgradePage() {
  const session = useSession();
  const organization = session.status === 'signed-in' ? session.organization : null;
  const isAdmin = session.status === 'signed-in' && session.isAdmin;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, md: 6 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              mb: 3,
            }}
          >
            <ShieldOutlinedIcon />
          </Box>
          <Typography variant="h4" component="h1">
            Red teaming is not enabled
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {organization ? (
              <>
                The organization <strong>{organization.name}</strong> does not include red-team
                testing.
              </>
            ) : (
              'Red-team testing is available to organizations that include it.'
            )}{' '}
            {isAdmin
              ? 'As an administrator you can enable it in the organization settings, within what your license allows.'
              : 'Ask an administrator of your organization to enable it.'}
          </Typography>
          <List sx={{ my: 2 }}>
            {FEATURES.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleOutlineIcon color="primary" />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {organization && isAdmin && (
              <Button
                component={RouterLink}
                to={`/organizations/${organization.id}`}
                variant="contained"
              >
                Organization settings
              </Button>
            )}
            <Button component={RouterLink} to="/" variant={isAdmin ? 'text' : 'contained'}>
              Back to home
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
