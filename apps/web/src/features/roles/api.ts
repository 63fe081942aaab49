import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PermissionSetListResponseSchema,
  RoleListResponseSchema,
  RoleSchema,
  type Role,
  type RoleRequest,
} from '@crucible/shared';
import { apiRequest, apiSend } from '../../lib/api-client';

export const roleKeys = {
  all: ['roles'] as const,
  list: (orgId: string) => [...roleKeys.all, orgId, 'list'] as const,
  detail: (orgId: string, roleId: string) => [...roleKeys.all, orgId, 'detail', roleId] as const,
  permissionSets: () => [...roleKeys.all, 'permission-sets'] as const,
};

export function useRoles(orgId: string, enabled = true) {
  return useQuery({
    queryKey: roleKeys.list(orgId),
    queryFn: async () =>
      (await apiRequest(`/organizations/${orgId}/roles`, RoleListResponseSchema)).roles,
    enabled,
  });
}

export function useRole(orgId: string, roleId: string) {
  return useQuery({
    queryKey: roleKeys.detail(orgId, roleId),
    queryFn: () => apiRequest(`/organizations/${orgId}/roles/${roleId}`, RoleSchema),
  });
}

/** The permission sets a role can hold, with their display labels (spec §6). */
export function usePermissionSets() {
  return useQuery({
    queryKey: roleKeys.permissionSets(),
    queryFn: async () =>
      (await apiRequest('/permission-sets', PermissionSetListResponseSchema)).permissionSets,
    staleTime: Infinity,
  });
}

function useInvalidateRoles() {
  const queryClient = useQueryClient();
  // Roles show up in team members and abilities too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['teams'] }),
      queryClient.invalidateQueries({ queryKey: ['abilities'] }),
    ]);
}

export function useCreateRole(orgId: string) {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (body: RoleRequest) =>
      apiRequest(`/organizations/${orgId}/roles`, RoleSchema, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateRole(orgId: string, roleId: string) {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (body: RoleRequest) =>
      apiRequest(`/organizations/${orgId}/roles/${roleId}`, RoleSchema, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteRole(orgId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (roleId: string) =>
      apiSend(`/organizations/${orgId}/roles/${roleId}`, { method: 'DELETE' }),
    onSuccess: (_, roleId) => {
      // The list may not be on screen (deleting from the details page): drop the role from it
      // now rather than showing it until the refetch answers.
      queryClient.setQueryData<Role[]>(roleKeys.list(orgId), (roles) =>
        roles?.filter((role) => role.id !== roleId),
      );
      return invalidate();
    },
  });
}
