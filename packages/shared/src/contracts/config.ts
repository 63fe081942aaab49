import { z } from 'zod';

// GET /api/v1/config  (spec §3 "Client config"; is{product}Cloud is isCrucibleCloud)
export const ClientConfigSchema = z.object({
  disableTelemetry: z.boolean(),
  useFusionAuth: z.boolean(),
  isCrucibleCloud: z.boolean(),
  enableServerSettingsPage: z.boolean(),
  enableServerSideJobs: z.boolean(),
  enableMakePublic: z.boolean(),
  disableRemediationBundle: z.boolean(),
  isDangerousPublic: z.boolean(),
  /** The operator set CRUCIBLE_MODEL_AUDIT_ROOT: model audits may scan paths on the server. */
  modelAuditServerPaths: z.boolean(),
  auth: z.object({
    apiUrl: z.string(),
    appUrl: z.string(),
    applicationId: z.string(),
    redirectUri: z.string(),
    scope: z.string(),
    useFusionAuth: z.boolean(),
  }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

// GET /api/v1/health
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});
