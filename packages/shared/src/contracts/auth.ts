import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { RawRuleSchema } from './abilities';
import { EmailSchema, NameSchema, TimestampSchema } from './common';
import { OrganizationSchema } from './organizations';

export const UserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

// GET /api/v1/users/me  ·  answer of login, register and switch-organization
export const MeResponseSchema = z.object({
  user: UserSchema,
  organization: OrganizationSchema.nullable(),
  isAdmin: z.boolean(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

// PUT /api/v1/users/me
export const UpdateMeRequestSchema = z.object({ name: NameSchema });

// POST /api/v1/users/register
export const RegisterRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  // An empty field from a form means no invite.
  inviteCode: z
    .string()
    .trim()
    .optional()
    .transform((code) => code || undefined),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

// POST /api/v1/users/login
export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

// POST /api/v1/users/verify-email
export const VerifyEmailRequestSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, { error: 'Token is required' }),
});

// POST /api/v1/users/reset-password
export const ResetPasswordRequestSchema = z.object({ email: EmailSchema });
export const ResetPasswordResponseSchema = z.object({ message: z.string() });
/** The same answer whether or not the account exists, so the call cannot enumerate users. */
export const RESET_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.';

// POST /api/v1/users/reset-password/confirm
export const ConfirmResetPasswordRequestSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, { error: 'Token is required' }),
  password: PasswordSchema,
});

// PUT /api/v1/users/me/password
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, {
    error: 'Current password is required',
  }),
  newPassword: PasswordSchema,
});

// POST /api/v1/users/me/switch-organization
export const SwitchOrganizationRequestSchema = z.object({
  organizationId: z.uuid({ error: 'Invalid organization ID' }),
});

// POST /api/v1/users/me/accept-invite
export const AcceptInviteRequestSchema = z.object({
  inviteCode: z.string({ error: 'Invite code is required' }).trim().min(1, {
    error: 'Invite code is required',
  }),
});

// GET /api/v1/users/me/abilities?teamId=
export const AbilitiesQuerySchema = z.object({ teamId: z.uuid({ error: 'Invalid team ID' }) });
export const AbilitiesResponseSchema = z.object({
  teamId: z.uuid(),
  rules: z.array(RawRuleSchema),
});

// POST /api/v1/users/me/cli-token
export const CliTokenResponseSchema = z.object({ token: z.string(), expiresAt: TimestampSchema });
