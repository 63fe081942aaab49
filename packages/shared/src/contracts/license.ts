import { z } from 'zod';
import { LICENSE_STATUSES } from '../license';
import { TimestampSchema } from './common';

// GET /api/v1/license
export const LicenseInfoSchema = z.object({
  status: z.enum(LICENSE_STATUSES),
  expiresAt: TimestampSchema.nullable(),
  numLicensedTargets: z.number().int().nullable(),
  numTargetsUsed: z.number().int(),
  numLicensedProbes: z.number().int().nullable(),
  numProbesUsed: z.number().int(),
  contractStartDate: TimestampSchema.nullable(),
  customerName: z.string().nullable(),
  /** expiresAt + 360 h; after it no new scans start. */
  cutoffAt: TimestampSchema.nullable(),
  isCutOff: z.boolean(),
});
export type LicenseInfo = z.infer<typeof LicenseInfoSchema>;

// PUT /api/v1/license
export const InstallLicenseRequestSchema = z.object({
  licenseKey: z
    .string({ error: 'License key is required' })
    .trim()
    .min(1, { error: 'License key is required' }),
});
