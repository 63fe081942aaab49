import { z } from 'zod';
import { TimestampSchema } from './common';

export const ApiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters of the token, enough to recognise it in a list. */
  prefix: z.string(),
  createdAt: TimestampSchema,
  lastUsedAt: TimestampSchema.nullable(),
  expiresAt: TimestampSchema.nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

// GET /api/v1/users/me/api-tokens
export const ApiTokenListResponseSchema = z.object({ tokens: z.array(ApiTokenSchema) });

// POST /api/v1/users/me/api-tokens
export const CreateApiTokenRequestSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(100, { error: 'Name must be at most 100 characters' }),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Expiry must be an ISO-8601 date and time', abort: true })
    .refine((value) => new Date(value).getTime() > Date.now(), {
      error: 'Expiry must be in the future',
    })
    .optional(),
});
export type CreateApiTokenRequest = z.infer<typeof CreateApiTokenRequestSchema>;
/** The secret is answered once, in `token`; only its hash is stored. */
export const CreateApiTokenResponseSchema = ApiTokenSchema.extend({ token: z.string() });
