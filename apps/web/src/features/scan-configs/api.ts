import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ImportCheckResponseSchema,
  ImportScanConfigResponseSchema,
  SavedScanConfigSchema,
  ScanConfigListResponseSchema,
  ScanConfigSchema,
  ScanPresetListResponseSchema,
  type CreateScanConfigRequest,
  type ImportScanConfigRequest,
  type UpdateScanConfigRequest,
} from '@crucible/shared';
import { API_BASE, apiRequest, apiSend } from '../../lib/api-client';
import { targetKeys } from '../targets/api';

export const scanConfigKeys = {
  all: ['scan-configs'] as const,
  list: (teamId: string, page: { limit: number; offset: number }) =>
    [...scanConfigKeys.all, 'list', teamId, page] as const,
  detail: (id: string) => [...scanConfigKeys.all, 'detail', id] as const,
  presets: () => [...scanConfigKeys.all, 'presets'] as const,
};

/** One page of the team's scan templates. */
export function useScanConfigs(teamId: string | undefined, page = { limit: 200, offset: 0 }) {
  return useQuery({
    queryKey: scanConfigKeys.list(teamId ?? '', page),
    queryFn: () =>
      apiRequest(
        `/redteam/configs?teamId=${teamId ?? ''}&limit=${page.limit}&offset=${page.offset}`,
        ScanConfigListResponseSchema,
      ),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
  });
}

export function useScanConfig(id: string) {
  return useQuery({
    queryKey: scanConfigKeys.detail(id),
    queryFn: () => apiRequest(`/redteam/configs/${id}`, ScanConfigSchema),
  });
}

export function useScanPresets() {
  return useQuery({
    queryKey: scanConfigKeys.presets(),
    queryFn: async () =>
      (await apiRequest('/redteam/config-presets', ScanPresetListResponseSchema)).presets,
    staleTime: Infinity,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scanConfigKeys.all });
}

export function useCreateScanConfig() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateScanConfigRequest) =>
      apiRequest('/redteam/configs', SavedScanConfigSchema, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** What importing a file would save and say (its warnings); nothing is saved. */
export function useCheckImport() {
  return useMutation({
    mutationFn: (body: ImportScanConfigRequest) =>
      apiRequest('/redteam/configs/import/check', ImportCheckResponseSchema, {
        method: 'POST',
        body,
      }),
  });
}

export function useImportScanConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportScanConfigRequest) =>
      apiRequest('/redteam/configs/import', ImportScanConfigResponseSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: async (imported) => {
      await queryClient.invalidateQueries({ queryKey: scanConfigKeys.all });
      // Targets the file added belong to the targets' lists.
      if (imported.targets.some((target) => target.created)) {
        await queryClient.invalidateQueries({ queryKey: targetKeys.all });
      }
    },
  });
}

export function useUpdateScanConfig(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateScanConfigRequest) =>
      apiRequest(`/redteam/configs/${id}`, SavedScanConfigSchema, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteScanConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/redteam/configs/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: scanConfigKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: scanConfigKeys.all });
    },
  });
}

/** The template as the engine's YAML, downloaded by the browser (the session cookie goes along). */
export function scanConfigExportUrl(id: string): string {
  return `${API_BASE}/redteam/configs/${id}/export`;
}
