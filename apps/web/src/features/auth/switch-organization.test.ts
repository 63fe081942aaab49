import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { switchOrganizationErrorMessage } from './api';

describe('switchOrganizationErrorMessage', () => {
  it('names the server’s reason', () => {
    const error = new ApiError(
      '/users/me/switch-organization',
      404,
      JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Organization not found' } }),
    );
    expect(switchOrganizationErrorMessage(error)).toBe(
      'Failed to switch organization: Organization not found',
    );
  });
  it('falls back to the generic message when there is none', () => {
    expect(switchOrganizationErrorMessage(new Error(''))).toBe(
      'Unexpected error. Please try again.',
    );
  });
});
