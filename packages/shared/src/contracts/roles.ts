import { z } from 'zod';
import { isPermissionSet } from '../permissions';
import { TimestampSchema } from './common';
import { OrgParamsSchema } from './organizations';

export const RoleSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  slug: z.string(),
  permissionSets: z.array(z.string()),
  builtIn: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Role = z.infer<typeof RoleSchema>;

export const RoleParamsSchema = OrgParamsSchema.extend({
  roleId: z.uuid({ error: 'Invalid role ID' }),
});

// GET /api/v1/organizations/{orgId}/roles
export const RoleListResponseSchema = z.object({ roles: z.array(RoleSchema) });

// POST /api/v1/organizations/{orgId}/roles  ·  PUT …/roles/{roleId}   (spec §5)
export const RoleRequestSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(100, { error: 'Name must be at most 100 characters' }),
  slug: z
    .string()
    .trim()
    .min(1, { error: 'Slug cannot be empty', abort: true })
    .max(100)
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, {
      error: 'Slug may contain lowercase letters, digits, - and _',
    })
    .optional(),
  permissionSets: z
    .array(
      z.string().refine(isPermissionSet, {
        error: (issue) => `Unknown permission set: ${String(issue.input)}`,
      }),
    )
    .default([]),
});
export type RoleRequest = z.infer<typeof RoleRequestSchema>;
export type RoleRequestInput = z.input<typeof RoleRequestSchema>;

// GET /api/v1/permission-sets
export const PermissionSetListResponseSchema = z.object({
  permissionSets: z.array(z.object({ id: z.string(), label: z.string() })),
});
