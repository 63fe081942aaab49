import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateModelAuditScanResponseSchema,
  ModelAuditScanDetailSchema,
  ModelAuditScanListResponseSchema,
  type CreateModelAuditScanResponse,
  type ModelAuditStatus,
  type ModelAuditVerdict,
} from '@crucible/shared';
import { API_BASE, ApiError, apiRequest } from '../../lib/api-client';

export type ModelAuditFilters = {
  status?: ModelAuditStatus;
  verdict?: ModelAuditVerdict;
  from?: string;
  limit: number;
  offset: number;
};

export const modelAuditKeys = {
  all: ['model-audit'] as const,
  list: (teamId: string, filters: ModelAuditFilters) =>
    [...modelAuditKeys.all, 'list', teamId, filters] as const,
  detail: (id: string) => [...modelAuditKeys.all, 'detail', id] as const,
};

const LIVE_REFRESH_MS = 1000;
export const isFinished = (status: ModelAuditStatus) =>
  status === 'completed' || status === 'failed';

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

export function useModelAuditScans(teamId: string | undefined, filters: ModelAuditFilters) {
  return useQuery({
    queryKey: modelAuditKeys.list(teamId ?? '', filters),
    queryFn: () =>
      apiRequest(
        `/model-audit/scans?${query({ teamId, ...filters })}`,
        ModelAuditScanListResponseSchema,
      ),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((scan) => !isFinished(scan.status)) ? 3000 : false,
  });
}

/** One scan, read again every second while it runs (live progress). */
export function useModelAuditScan(id: string) {
  return useQuery({
    queryKey: modelAuditKeys.detail(id),
    queryFn: () => apiRequest(`/model-audit/scans/${id}`, ModelAuditScanDetailSchema),
    refetchInterval: (current) =>
      current.state.data && !isFinished(current.state.data.status) ? LIVE_REFRESH_MS : false,
  });
}

export function useStartPathScan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { teamId: string; path: string }) =>
      apiRequest('/model-audit/scans', CreateModelAuditScanResponseSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: modelAuditKeys.all }),
  });
}

/** A file to upload and its name on the server (a folder's files keep their relative path). */
export type UploadItem = { file: File; name: string };

/**
 * Uploads files as multipart (teamId first), reporting the bytes sent: fetch cannot report
 * upload progress, XMLHttpRequest can.
 */
export function uploadModelFiles(
  teamId: string,
  items: UploadItem[],
  onProgress: (sent: number, total: number) => void,
): { promise: Promise<CreateModelAuditScanResponse>; abort: () => void } {
  const form = new FormData();
  form.append('teamId', teamId);
  for (const item of items) form.append('files', item.file, item.name);
  const xhr = new XMLHttpRequest();
  const path = '/model-audit/scans';
  const promise = new Promise<CreateModelAuditScanResponse>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(CreateModelAuditScanResponseSchema.parse(JSON.parse(xhr.responseText)));
      } else reject(new ApiError(path, xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('The upload failed: the server could not be reached'));
    xhr.onabort = () => reject(new Error('The upload was cancelled'));
  });
  xhr.open('POST', `${API_BASE}${path}`);
  xhr.withCredentials = true;
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.send(form);
  return { promise, abort: () => xhr.abort() };
}

export const reportUrl = (id: string, format: 'json' | 'sarif') =>
  format === 'sarif'
    ? `${API_BASE}/model-audit/scans/${id}/sarif`
    : `${API_BASE}/model-audit/scans/${id}/report?format=json`;
