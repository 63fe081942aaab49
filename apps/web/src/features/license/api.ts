import { useQuery } from '@tanstack/react-query';
import { LicenseInfoSchema, QUERY_TIMES } from '@crucible/shared';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-client';

export const licenseKeys = { all: ['license'] as const };

export const LICENSE_FETCH_ERROR = 'Failed to fetch license';

/** A status the SPA does not know yet is shown as an invalid license, not a crash. */
const LenientLicenseInfoSchema = LicenseInfoSchema.extend({ status: z.string() });
export type LicenseView = z.infer<typeof LenientLicenseInfoSchema>;

async function fetchLicense(): Promise<LicenseView> {
  try {
    return await apiRequest('/license', LenientLicenseInfoSchema, {
      skipUnauthorizedRedirect: true,
    });
  } catch (error) {
    throw new Error(LICENSE_FETCH_ERROR, { cause: error });
  }
}

/** Spec §7/§9: only with an organization; stale 5 min, cache 10 min, 2 retries. */
export function useLicense(hasOrganization: boolean) {
  return useQuery({
    queryKey: licenseKeys.all,
    queryFn: fetchLicense,
    enabled: hasOrganization,
    staleTime: QUERY_TIMES.licenseStaleMs,
    gcTime: QUERY_TIMES.licenseCacheMs,
    retry: retryUnlessClientError(QUERY_TIMES.licenseRetries),
  });
}
