import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@crucible/shared';
import { AbilityProvider } from '../features/abilities/AbilityProvider';
import { clearSession, logoutRequest } from '../features/auth/api';
import { SessionProvider } from '../features/auth/SessionContext';
import { ConfigProvider } from '../features/config/ConfigProvider';
import { CurrentTeamProvider } from '../features/teams/CurrentTeamProvider';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { loginPath } from '../lib/safe-redirect';
import { ColorModeProvider } from './ColorModeProvider';
import { createAppRouter } from './routes';
import { ToastAlert } from './ToastAlert';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  // Spec §8: a 401 (on calls that do not opt out) logs out and goes to login, remembering where.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = router.state.location;
      if (pathname === '/login') return;
      // The guards of the current page redirect too; both carry the same reason and origin.
      clearSession(queryClient, 'unauthorized');
      void router.navigate(loginPath(pathname + search, 'unauthorized'), { replace: true });
      void logoutRequest().catch(() => undefined);
    });
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient, router]);

  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          Components={{
            default: ToastAlert,
            info: ToastAlert,
            success: ToastAlert,
            error: ToastAlert,
            warning: ToastAlert,
          }}
        >
          {/* The session and the config load side by side (neither needs the other). */}
          <SessionProvider>
            <ConfigProvider>
              <CurrentTeamProvider>
                <AbilityProvider>
                  <RouterProvider router={router} />
                </AbilityProvider>
              </CurrentTeamProvider>
            </ConfigProvider>
          </SessionProvider>
        </SnackbarProvider>
      </ColorModeProvider>
    </QueryClientProvider>
  );
}
