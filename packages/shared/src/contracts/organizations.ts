import { z } from 'zod';
import { EmailSchema, NameSchema, TimestampSchema } from './common';

export const OrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  canUseRedteam: z.boolean(),
  canUseAdaptiveGuardrails: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrgParamsSchema = z.object({ orgId: z.uuid({ error: 'Invalid organization ID' }) });

// GET /api/v1/organizations  ·  GET /api/v1/users/me/organizations
export const MyOrganizationSchema = OrganizationSchema.extend({ isAdmin: z.boolean() });
export type MyOrganization = z.infer<typeof MyOrganizationSchema>;
export const OrganizationListResponseSchema = z.object({
  organizations: z.array(MyOrganizationSchema),
});

// POST /api/v1/organizations
export const CreateOrganizationRequestSchema = z.object({ name: NameSchema });
export type CreateOrganizationRequest = z.infer<typeof CreateOrganizationRequestSchema>;

// PUT /api/v1/organizations/{orgId}
export const UpdateOrganizationRequestSchema = z
  .object({
    name: NameSchema.optional(),
    canUseRedteam: z.boolean().optional(),
    canUseAdaptiveGuardrails: z.boolean().optional(),
  })
  .strict();
export type UpdateOrganizationRequest = z.infer<typeof UpdateOrganizationRequestSchema>;

// GET /api/v1/organizations/{orgId}/users
export const OrganizationUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  joinedAt: TimestampSchema,
});
export type OrganizationUser = z.infer<typeof OrganizationUserSchema>;
export const OrganizationUserListResponseSchema = z.object({
  users: z.array(OrganizationUserSchema),
});
export const OrgUserParamsSchema = OrgParamsSchema.extend({
  userId: z.uuid({ error: 'Invalid user ID' }),
});

// PUT /api/v1/organizations/{orgId}/users/{userId}
export const UpdateOrganizationUserRequestSchema = z.object({ isAdmin: z.boolean() });

// GET/POST /api/v1/organizations/{orgId}/invites
export const InviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  teamId: z.uuid().nullable(),
  roleId: z.uuid().nullable(),
  invitedBy: z.string().nullable(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
});
export type Invite = z.infer<typeof InviteSchema>;
export const InviteListResponseSchema = z.object({ invites: z.array(InviteSchema) });
export const CreateInviteRequestSchema = z
  .object({
    email: EmailSchema,
    teamId: z.uuid({ error: 'Invalid team ID' }).optional(),
    roleId: z.uuid({ error: 'Invalid role ID' }).optional(),
  })
  .refine((body) => !body.teamId === !body.roleId, {
    error: 'Choose both a team and a role, or neither',
    path: ['roleId'],
  });
export type CreateInviteRequest = z.infer<typeof CreateInviteRequestSchema>;
/** The invite code is answered once, here; only its hash is stored. */
export const CreateInviteResponseSchema = z.object({
  invite: InviteSchema,
  inviteCode: z.string(),
  inviteUrl: z.string(),
});
export const InviteParamsSchema = OrgParamsSchema.extend({
  inviteId: z.uuid({ error: 'Invalid invite ID' }),
});

// GET /api/v1/organizations/{orgId}/overview
export const OrganizationOverviewSchema = z.object({
  organization: OrganizationSchema,
  counts: z.object({
    users: z.number().int(),
    admins: z.number().int(),
    teams: z.number().int(),
    roles: z.number().int(),
    pendingInvites: z.number().int(),
  }),
});
export type OrganizationOverview = z.infer<typeof OrganizationOverviewSchema>;
