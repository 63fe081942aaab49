import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GradingExampleListResponseSchema,
  GradingExampleSchema,
  type CreateGradingExampleRequest,
} from '@crucible/shared';
import { apiRequest, apiSend } from '../../lib/api-client';

export type GradingExampleFilters = { pluginId?: string; limit: number; offset: number };

export const gradingExampleKeys = {
  all: ['grading-examples'] as const,
  target: (targetId: string) => [...gradingExampleKeys.all, targetId] as const,
  list: (targetId: string, filters: GradingExampleFilters) =>
    [...gradingExampleKeys.target(targetId), filters] as const,
};

const base = (targetId: string) => `/targets/${targetId}/grading-examples`;

function query(filters: GradingExampleFilters): string {
  const search = new URLSearchParams({
    limit: String(filters.limit),
    offset: String(filters.offset),
  });
  if (filters.pluginId) search.set('pluginId', filters.pluginId);
  return search.toString();
}

/** A page of the target's grading examples, newest first. */
export function useGradingExamples(targetId: string, filters: GradingExampleFilters) {
  return useQuery({
    queryKey: gradingExampleKeys.list(targetId, filters),
    queryFn: () =>
      apiRequest(`${base(targetId)}?${query(filters)}`, GradingExampleListResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/** Adds an example, by hand or of a probe (a newer verdict on the same reply replaces it). */
export function useCreateGradingExample(targetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGradingExampleRequest) =>
      apiRequest(base(targetId), GradingExampleSchema, { method: 'POST', body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: gradingExampleKeys.target(targetId) }),
  });
}

export function useDeleteGradingExample(targetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exampleId: string) =>
      apiSend(`${base(targetId)}/${exampleId}`, { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: gradingExampleKeys.target(targetId) }),
  });
}
