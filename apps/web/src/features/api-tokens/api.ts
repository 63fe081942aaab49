import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiTokenListResponseSchema,
  CreateApiTokenResponseSchema,
  type CreateApiTokenRequest,
} from '@crucible/shared';
import { apiRequest, apiSend } from '../../lib/api-client';

export const apiTokenKeys = { all: ['api-tokens'] as const };

export function useApiTokens() {
  return useQuery({
    queryKey: apiTokenKeys.all,
    queryFn: async () =>
      (await apiRequest('/users/me/api-tokens', ApiTokenListResponseSchema)).tokens,
  });
}

/** The answer carries the secret once (`token`); only its prefix is listed afterwards. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) =>
      apiRequest('/users/me/api-tokens', CreateApiTokenResponseSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/users/me/api-tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
