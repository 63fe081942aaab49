import { z } from 'zod';
import { NameSchema, TimestampSchema } from './common';

export const TeamSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  memberCount: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamParamsSchema = z.object({ id: z.uuid({ error: 'Invalid team ID' }) });
export const TeamMemberParamsSchema = TeamParamsSchema.extend({
  userId: z.uuid({ error: 'Invalid user ID' }),
});

// GET /api/v1/teams  (every team of the current organization)
export const TeamListResponseSchema = z.object({ teams: z.array(TeamSchema) });

// GET /api/v1/users/me/teams  (the teams the caller belongs to, with the caller's role)
export const MyTeamSchema = TeamSchema.extend({ roleId: z.uuid(), roleName: z.string() });
export type MyTeam = z.infer<typeof MyTeamSchema>;
export const MyTeamListResponseSchema = z.object({ teams: z.array(MyTeamSchema) });

// POST /api/v1/teams  ·  PUT /api/v1/teams/{id}
export const CreateTeamRequestSchema = z.object({ name: NameSchema });
export type CreateTeamRequest = z.infer<typeof CreateTeamRequestSchema>;
export const UpdateTeamRequestSchema = CreateTeamRequestSchema;

// GET /api/v1/teams/{id}/members
export const TeamMemberSchema = z.object({
  userId: z.uuid(),
  roleId: z.uuid(),
  name: z.string(),
  email: z.string(),
  roleName: z.string(),
  createdAt: TimestampSchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamMemberListResponseSchema = z.object({ members: z.array(TeamMemberSchema) });

// POST /api/v1/teams/{id}/members
export const AddTeamMemberRequestSchema = z.object({
  userId: z.uuid({ error: 'Invalid user ID' }),
  roleId: z.uuid({ error: 'Invalid role ID' }),
});
export type AddTeamMemberRequest = z.infer<typeof AddTeamMemberRequestSchema>;

// PUT /api/v1/teams/{id}/members/{userId}
export const UpdateTeamMemberRequestSchema = AddTeamMemberRequestSchema.pick({ roleId: true });
