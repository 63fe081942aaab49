import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession, logoutRequest } from '../api';

/** Spec §4 logout: calls the endpoint, clears the session and stored codes, then goes to login. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    void logoutRequest()
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        clearSession(queryClient);
        void navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient, navigate]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={24} />
      <Typography>Signing you out…</Typography>
    </Box>
  );
}
