import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFormErrors, clearFieldError, zodFormErrors } from './form-errors';

describe('form errors', () => {
  it('maps contract issues to dotted paths, first message per field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      tags: z.array(z.string()),
    });
    const result = schema.safeParse({ name: '', tags: [1] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFormErrors(result.error).fields).toEqual({
        name: 'Name is required',
        'tags.0': expect.any(String),
      });
    }
  });

  it('keeps a non-API failure as one form message', () => {
    expect(apiFormErrors(new Error('Network down'))).toEqual({ fields: {}, form: 'Network down' });
  });
});

describe('clearFieldError', () => {
  it('drops the edited field and its sub-paths, keeping the rest', () => {
    const errors = {
      fields: {
        name: 'Name is required',
        'permissionSets.1': 'Unknown',
        slug: 'Slug cannot be empty',
      },
      form: 'x',
    };
    expect(clearFieldError(errors, 'permissionSets')).toEqual({
      fields: { name: 'Name is required', slug: 'Slug cannot be empty' },
      form: 'x',
    });
    expect(clearFieldError(errors, 'email')).toBe(errors);
  });
});
