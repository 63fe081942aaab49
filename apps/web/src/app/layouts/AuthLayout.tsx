import { Outlet, Link as RouterLink } from 'react-router';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Logo } from '../../components/Logo';
import { ColorModeToggle } from '../nav/ColorModeToggle';

/** Sign-in, registration and password pages: one centred card on a quiet background. */
export function AuthLayout() {
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background:
          theme.palette.mode === 'dark'
            ? 'radial-gradient(1200px 600px at 50% -10%, rgba(139,127,240,0.18), transparent), #0e1015'
            : 'radial-gradient(1200px 600px at 50% -10%, rgba(91,75,219,0.12), transparent), #f5f6fa',
      })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <ColorModeToggle />
      </Box>
      <Box
        sx={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', px: 2 }}
      >
        <Box sx={{ width: '100%', maxWidth: 440, mt: { xs: 2, sm: 6 } }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}
            aria-label="Crucible home"
          >
            <Logo size={36} />
          </Link>
          <Card sx={{ boxShadow: '0 12px 40px rgba(15, 23, 42, 0.08)' }}>
            <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
              <Outlet />
            </CardContent>
          </Card>
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
        Crucible · evaluate and red-team test AI systems
      </Typography>
    </Box>
  );
}
