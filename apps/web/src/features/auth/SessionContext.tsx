import { createContext, useContext, type ReactNode } from 'react';
import type { MeResponse } from '@crucible/shared';
import { useSessionEndReason, useSessionQuery, type SessionEndReason } from './api';

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out'; reason: SessionEndReason | null }
  | ({ status: 'signed-in' } & MeResponse);

const SessionContext = createContext<Session | null>(null);

/** Spec §4: the session is loading, then signed in or signed out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending, isError } = useSessionQuery();
  const reason = useSessionEndReason();
  let session: Session;
  if (isPending) session = { status: 'loading' };
  else if (isError || !data) session = { status: 'signed-out', reason };
  else session = { status: 'signed-in', ...data };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider');
  return session;
}

/** For components that only render for a signed-in user (inside the guards). */
export function useSignedInSession(): Extract<Session, { status: 'signed-in' }> {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInSession needs a signed-in user');
  return session;
}
