import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WebhookDeliveryListResponseSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookListResponseSchema,
  WebhookWithSecretSchema,
  type CreateWebhookRequest,
} from '@crucible/shared';
import { apiRequest, apiSend } from '../../lib/api-client';

export const webhookKeys = {
  all: (orgId: string) => ['webhooks', orgId] as const,
  deliveries: (orgId: string, id: string, page: number) =>
    ['webhooks', orgId, id, 'deliveries', page] as const,
};

const base = (orgId: string) => `/organizations/${orgId}/webhooks`;
/** Deliveries shown per page of the log. */
export const DELIVERY_PAGE_SIZE = 20;

export function useWebhooks(orgId: string) {
  return useQuery({
    queryKey: webhookKeys.all(orgId),
    queryFn: async () => (await apiRequest(base(orgId), WebhookListResponseSchema)).webhooks,
  });
}

/** The log refreshes every 5 s while a delivery is pending, so a test event shows its outcome. */
export function useWebhookDeliveries(orgId: string, id: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(orgId, id, page),
    queryFn: () =>
      apiRequest(
        `${base(orgId)}/${id}/deliveries?limit=${DELIVERY_PAGE_SIZE}&offset=${page * DELIVERY_PAGE_SIZE}`,
        WebhookDeliveryListResponseSchema,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2_000 : false,
  });
}

function useInvalidating<A, R>(orgId: string, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all(orgId) }),
  });
}

/** Create answers the signing secret once. */
export const useCreateWebhook = (orgId: string) =>
  useInvalidating(orgId, (body: CreateWebhookRequest) =>
    apiRequest(base(orgId), WebhookWithSecretSchema, { method: 'POST', body }),
  );

export const useUpdateWebhook = (orgId: string) =>
  useInvalidating(orgId, ({ id, body }: { id: string; body: CreateWebhookRequest }) =>
    apiRequest(`${base(orgId)}/${id}`, WebhookEndpointSchema, { method: 'PUT', body }),
  );

export const useDeleteWebhook = (orgId: string) =>
  useInvalidating(orgId, (id: string) => apiSend(`${base(orgId)}/${id}`, { method: 'DELETE' }));

/** Rotation answers the new secret once; the old one signs beside it for 24 h. */
export const useRotateWebhookSecret = (orgId: string) =>
  useInvalidating(orgId, (id: string) =>
    apiRequest(`${base(orgId)}/${id}/rotate-secret`, WebhookWithSecretSchema, { method: 'POST' }),
  );

export const useSendTestEvent = (orgId: string) =>
  useInvalidating(orgId, (id: string) =>
    apiRequest(`${base(orgId)}/${id}/test`, WebhookDeliverySchema, { method: 'POST' }),
  );

export const useResendDelivery = (orgId: string) =>
  useInvalidating(orgId, ({ id, deliveryId }: { id: string; deliveryId: string }) =>
    apiRequest(`${base(orgId)}/${id}/deliveries/${deliveryId}/resend`, WebhookDeliverySchema, {
      method: 'POST',
    }),
  );
