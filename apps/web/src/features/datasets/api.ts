import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DatasetDetailSchema,
  DatasetItemsResponseSchema,
  DatasetListResponseSchema,
  DatasetVersionSchema,
  type CreateDatasetRequest,
  type CreateDatasetVersionRequest,
  type DatasetFormat,
} from '@crucible/shared';
import { API_BASE, apiRequest, apiSend } from '../../lib/api-client';
import { toQueryString } from '../../lib/query-string';

export type DatasetListFilters = { search?: string; limit: number; offset: number };
export type DatasetItemFilters = { search?: string; limit: number; offset: number };

export const datasetKeys = {
  all: ['datasets'] as const,
  list: (teamId: string, filters: DatasetListFilters) =>
    [...datasetKeys.all, 'list', teamId, filters] as const,
  detail: (id: string) => [...datasetKeys.all, 'detail', id] as const,
  items: (id: string, version: number, filters: DatasetItemFilters) =>
    [...datasetKeys.all, 'items', id, version, filters] as const,
};

/** The team's datasets, newest change first. */
export function useDatasets(teamId: string | undefined, filters: DatasetListFilters) {
  return useQuery({
    queryKey: datasetKeys.list(teamId ?? '', filters),
    queryFn: () =>
      apiRequest(`/datasets?${toQueryString({ teamId, ...filters })}`, DatasetListResponseSchema),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
  });
}

export function useDataset(id: string | undefined) {
  return useQuery({
    queryKey: datasetKeys.detail(id ?? ''),
    queryFn: () => apiRequest(`/datasets/${id}`, DatasetDetailSchema),
    enabled: Boolean(id),
    retry: false,
  });
}

/** A page of one version's items (a preview with search). */
export function useDatasetItems(
  id: string,
  version: number | undefined,
  filters: DatasetItemFilters,
) {
  return useQuery({
    queryKey: datasetKeys.items(id, version ?? 0, filters),
    queryFn: () =>
      apiRequest(
        `/datasets/${id}/versions/${version}/items?${toQueryString({ ...filters })}`,
        DatasetItemsResponseSchema,
      ),
    enabled: version !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useCreateDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDatasetRequest) =>
      apiRequest('/datasets', DatasetDetailSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datasetKeys.all }),
  });
}

export function useCreateDatasetVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDatasetVersionRequest) =>
      apiRequest(`/datasets/${id}/versions`, DatasetVersionSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datasetKeys.all }),
  });
}

export function useDeleteDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/datasets/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: datasetKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: [...datasetKeys.all, 'list'] });
    },
  });
}

/** The export link of a version (a download: the API answers with an attachment). */
export const datasetExportUrl = (id: string, version: number, format: DatasetFormat) =>
  `${API_BASE}/datasets/${id}/versions/${version}/export?format=${format}`;

/** The upload format a file's name says: `.csv`, `.jsonl`, `.json`, `.yaml`/`.yml`. */
export function formatOfFile(name: string): DatasetFormat | undefined {
  const extension = name.toLowerCase().split('.').pop();
  switch (extension) {
    case 'csv':
      return 'csv';
    case 'jsonl':
    case 'ndjson':
      return 'jsonl';
    case 'json':
      return 'json';
    case 'yaml':
    case 'yml':
      return 'yaml';
    default:
      return undefined;
  }
}
