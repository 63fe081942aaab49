import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ModelSettingsSchema,
  TestModelConnectionResponseSchema,
  type TestModelConnectionRequest,
  type UpdateModelSettingsRequest,
} from '@crucible/shared';
import { apiRequest } from '../../lib/api-client';

export const modelSettingsKeys = { all: ['model-settings'] as const };

/** The organization's attacker/generator and grader models (keys as set / not set). */
export function useModelSettings() {
  return useQuery({
    queryKey: modelSettingsKeys.all,
    queryFn: () => apiRequest('/model-settings', ModelSettingsSchema),
  });
}

export function useUpdateModelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateModelSettingsRequest) =>
      apiRequest('/model-settings', ModelSettingsSchema, { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(modelSettingsKeys.all, settings),
  });
}

export function useTestModelConnection() {
  return useMutation({
    mutationFn: (body: TestModelConnectionRequest) =>
      apiRequest('/model-settings/test', TestModelConnectionResponseSchema, {
        method: 'POST',
        body,
      }),
  });
}
