import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateInviteResponseSchema,
  InviteListResponseSchema,
  MeResponseSchema,
  OrganizationOverviewSchema,
  OrganizationSchema,
  OrganizationUserListResponseSchema,
  OrganizationUserSchema,
  type CreateInviteRequest,
  type UpdateOrganizationRequest,
} from '@crucible/shared';
import { apiRequest, apiSend } from '../../lib/api-client';
import { sessionKeys, startSession } from '../auth/api';
import { licenseKeys } from '../license/api';

export const organizationKeys = {
  all: ['organizations'] as const,
  detail: (orgId: string) => [...organizationKeys.all, orgId] as const,
  overview: (orgId: string) => [...organizationKeys.detail(orgId), 'overview'] as const,
  users: (orgId: string) => [...organizationKeys.detail(orgId), 'users'] as const,
  invites: (orgId: string) => [...organizationKeys.detail(orgId), 'invites'] as const,
};

export function useOrganizationOverview(orgId: string) {
  return useQuery({
    queryKey: organizationKeys.overview(orgId),
    queryFn: () => apiRequest(`/organizations/${orgId}/overview`, OrganizationOverviewSchema),
  });
}

/**
 * Creates an organization. The server moves the creator into it, so the session is re-read and
 * replaces the old one, dropping what belonged to the previous organization (spec §4).
 */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const organization = await apiRequest('/organizations', OrganizationSchema, {
        method: 'POST',
        body: { name },
      });
      const me = await apiRequest('/users/me', MeResponseSchema);
      return { organization, me };
    },
    onSuccess: ({ me }) => startSession(queryClient, me),
  });
}

export function useUpdateOrganization(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationRequest) =>
      apiRequest(`/organizations/${orgId}`, OrganizationSchema, { method: 'PUT', body }),
    // Name and feature flags live in the session's organization too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) }),
        queryClient.invalidateQueries({ queryKey: licenseKeys.all }),
      ]),
  });
}

export function useOrganizationUsers(orgId: string, enabled = true) {
  return useQuery({
    queryKey: organizationKeys.users(orgId),
    queryFn: async () =>
      (await apiRequest(`/organizations/${orgId}/users`, OrganizationUserListResponseSchema)).users,
    enabled,
  });
}

function useInvalidateOrganization(orgId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) });
}

export function useSetOrganizationAdmin(orgId: string) {
  const invalidate = useInvalidateOrganization(orgId);
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      apiRequest(`/organizations/${orgId}/users/${userId}`, OrganizationUserSchema, {
        method: 'PUT',
        body: { isAdmin },
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveOrganizationUser(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiSend(`/organizations/${orgId}/users/${userId}`, { method: 'DELETE' }),
    // Removal also takes the user out of every team of the organization.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.detail(orgId) }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
      ]),
  });
}

export function useInvites(orgId: string) {
  return useQuery({
    queryKey: organizationKeys.invites(orgId),
    queryFn: async () =>
      (await apiRequest(`/organizations/${orgId}/invites`, InviteListResponseSchema)).invites,
  });
}

export function useCreateInvite(orgId: string) {
  const invalidate = useInvalidateOrganization(orgId);
  return useMutation({
    mutationFn: (body: CreateInviteRequest) =>
      apiRequest(`/organizations/${orgId}/invites`, CreateInviteResponseSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteInvite(orgId: string) {
  const invalidate = useInvalidateOrganization(orgId);
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiSend(`/organizations/${orgId}/invites/${inviteId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
