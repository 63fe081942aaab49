import { z } from 'zod';

export const UuidSchema = z.uuid();
/** Times travel as UTC ISO-8601 strings. */
export const TimestampSchema = z.iso.datetime({ offset: true });

export const IdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid ID' }) });

/** A required, trimmed display name: 'Name is required' whether it is missing or blank. */
export const NameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(100, { error: 'Name must be at most 100 characters' });

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254));

export const PaginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });
