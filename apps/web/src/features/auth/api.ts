import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CliTokenResponseSchema,
  IdentityProvidersResponseSchema,
  MeResponseSchema,
  QUERY_TIMES,
  OrganizationListResponseSchema,
  ResetPasswordResponseSchema,
  type LoginRequest,
  type MeResponse,
  type RegisterRequest,
  type TokenProxyRequest,
} from '@crucible/shared';
import { z } from 'zod';
import { apiRequest, apiSend, errorMessage, isApiError } from '../../lib/api-client';
import { INVITE_CODE_KEY, USED_CODES_KEY, storage } from '../../lib/storage';
import { configKeys } from '../config/api';
import { SSO_PROVIDER_KEY } from './sso';

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
  organizations: () => [...sessionKeys.all, 'organizations'] as const,
  /** Why the last session ended, when it was not a logout: the guards tell the login page. */
  endReason: () => [...sessionKeys.all, 'end-reason'] as const,
};

export type SessionEndReason = 'unauthorized';

/** The signed-in user, or null when signed out (spec §7: no redirect on this call's 401). */
async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await apiRequest('/users/me', MeResponseSchema, { skipUnauthorizedRedirect: true });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useSessionQuery() {
  return useQuery({ queryKey: sessionKeys.me(), queryFn: fetchMe });
}

/** Replaces the cached session and drops everything that belonged to the previous one. */
export function startSession(queryClient: QueryClient, me: MeResponse | null): void {
  queryClient.setQueryData(sessionKeys.me(), me);
  queryClient.removeQueries({
    predicate: (query) => {
      const [root, sub] = query.queryKey;
      if (root === configKeys.all[0]) return false;
      return !(root === sessionKeys.all[0] && sub === 'me');
    },
  });
}

/** Spec §4: logout clears user, organization and the stored invite codes; the cookie goes with the call. */
export function clearSession(queryClient: QueryClient, reason?: SessionEndReason): void {
  storage.remove(USED_CODES_KEY);
  storage.remove(INVITE_CODE_KEY);
  startSession(queryClient, null);
  if (reason) queryClient.setQueryData(sessionKeys.endReason(), reason);
}

export function useSessionEndReason(): SessionEndReason | null {
  const { data } = useQuery<SessionEndReason | null>({
    queryKey: sessionKeys.endReason(),
    queryFn: () => null,
    initialData: null,
    staleTime: Infinity,
  });
  return data;
}

export async function logoutRequest(): Promise<void> {
  await apiSend('/auth/logout', { method: 'POST', skipUnauthorizedRedirect: true });
}

/**
 * Signs in, then accepts an invite code stored from an invite link (if any): the answer is the
 * session after both. A stale or foreign code does not fail the sign-in.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const me = await apiRequest('/users/login', MeResponseSchema, {
        method: 'POST',
        body,
        skipUnauthorizedRedirect: true,
      });
      const inviteCode = pendingInviteCode();
      if (!inviteCode) return me;
      try {
        const accepted = await apiRequest('/users/me/accept-invite', MeResponseSchema, {
          method: 'POST',
          body: { inviteCode },
          skipUnauthorizedRedirect: true,
        });
        rememberUsedCode(inviteCode);
        return accepted;
      } catch {
        storage.remove(INVITE_CODE_KEY);
        return me;
      }
    },
    onSuccess: (me) => startSession(queryClient, me),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      apiRequest('/users/register', MeResponseSchema, {
        method: 'POST',
        body,
        skipUnauthorizedRedirect: true,
      }),
    onSuccess: (me) => startSession(queryClient, me),
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiSend('/users/verify-email', {
        method: 'POST',
        body: { token },
        skipUnauthorizedRedirect: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiSend('/users/verify-email/resend', { method: 'POST' }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/users/reset-password', ResetPasswordResponseSchema, {
        method: 'POST',
        body: { email },
        skipUnauthorizedRedirect: true,
      }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiSend('/users/reset-password/confirm', {
        method: 'POST',
        body,
        skipUnauthorizedRedirect: true,
      }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiSend('/users/me/password', { method: 'PUT', body }),
  });
}

export function useMyOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.organizations(),
    queryFn: () => apiRequest('/users/me/organizations', OrganizationListResponseSchema),
    select: (data) =>
      [...data.organizations].sort((a, b) =>
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
      ),
    enabled,
  });
}

/** Spec §8's toast for a failed switch: the server's message, or the generic fallback. */
export function switchOrganizationErrorMessage(error: unknown): string {
  const message = errorMessage(error, '');
  return message
    ? `Failed to switch organization: ${message}`
    : 'Unexpected error. Please try again.';
}

/** Spec §4: switching organization re-reads the user; the caller navigates to root. */
export function useSwitchOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) =>
      apiRequest('/users/me/switch-organization', MeResponseSchema, {
        method: 'POST',
        body: { organizationId },
      }),
    onSuccess: (me) => startSession(queryClient, me),
  });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteCode: string) =>
      apiRequest('/users/me/accept-invite', MeResponseSchema, {
        method: 'POST',
        body: { inviteCode },
      }),
    onSuccess: (me, inviteCode) => {
      rememberUsedCode(inviteCode);
      startSession(queryClient, me);
    },
  });
}

export type CliTokenResponse = z.infer<typeof CliTokenResponseSchema>;

export function useCreateCliToken() {
  return useMutation({
    mutationFn: () => apiRequest('/users/me/cli-token', CliTokenResponseSchema, { method: 'POST' }),
  });
}

const UsedCodesSchema = z.array(z.string());

/** Invite codes already accepted in this browser, so a stored code is not offered twice. */
export function readUsedCodes(): string[] {
  try {
    const parsed = UsedCodesSchema.safeParse(JSON.parse(storage.get(USED_CODES_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function rememberUsedCode(code: string): void {
  storage.set(USED_CODES_KEY, JSON.stringify([...new Set([...readUsedCodes(), code])]));
  if (storage.get(INVITE_CODE_KEY) === code) storage.remove(INVITE_CODE_KEY);
}

/** A pending invite code from an invite link, unless it was already used here. */
export function pendingInviteCode(): string | null {
  const code = storage.get(INVITE_CODE_KEY);
  return code && !readUsedCodes().includes(code) ? code : null;
}

export const ssoKeys = {
  identityProviders: () => [...sessionKeys.all, 'sso', 'identity-providers'] as const,
};

/** The idp_hint for federated sign-in (spec §9: cached 24 h; the chosen one kept in localStorage). */
export function useIdentityProviders(enabled: boolean) {
  return useQuery({
    queryKey: ssoKeys.identityProviders(),
    queryFn: () =>
      apiRequest('/auth/fusionauth/identity-providers', IdentityProvidersResponseSchema, {
        skipUnauthorizedRedirect: true,
      }),
    staleTime: QUERY_TIMES.identityProviderStaleMs,
    gcTime: QUERY_TIMES.identityProviderStaleMs,
    placeholderData: () => {
      const saved = storage.get(SSO_PROVIDER_KEY);
      return saved ? { identityProviderId: saved } : undefined;
    },
    enabled,
  });
}

/** The callback's code exchange: the answer is the new session (and its cookie). */
export function useSsoTokenExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TokenProxyRequest) =>
      apiRequest('/auth/fusionauth/token-proxy', MeResponseSchema, {
        method: 'POST',
        body: request,
        skipUnauthorizedRedirect: true,
      }),
    onSuccess: (me) => startSession(queryClient, me),
  });
}
