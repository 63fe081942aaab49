import { useQuery } from '@tanstack/react-query';
import { RemediationPlanSchema } from '@crucible/shared';
import { API_BASE, apiRequest } from '../../lib/api-client';

export const remediationKeys = {
  all: ['remediation'] as const,
  plan: (scanId: string) => [...remediationKeys.all, 'plan', scanId] as const,
};

/**
 * The remediation report of a scan: everything the page shows comes from this one query, so a
 * public (shared-link) variant of the page can pass its own path and reuse the view.
 */
export function useRemediationPlan(scanId: string, path = `/reports/${scanId}/remediation`) {
  return useQuery({
    queryKey: [...remediationKeys.plan(scanId), path],
    queryFn: () => apiRequest(path, RemediationPlanSchema),
  });
}

/** The bundle (zip), downloaded by the browser itself (the session cookie goes along). */
export function remediationBundleUrl(scanId: string): string {
  return `${API_BASE}/reports/${scanId}/remediation/bundle`;
}
