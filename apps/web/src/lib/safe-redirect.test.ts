import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectPath('/organizations/1/teams?tab=a')).toBe('/organizations/1/teams?tab=a');
  });
  it('refuses other origins, protocol-relative paths and missing values', () => {
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example/x')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });
  it('never loops back to login or logout', () => {
    expect(safeRedirectPath('/login?redirect=/x')).toBe('/');
    expect(safeRedirectPath('/logout')).toBe('/');
  });
});

describe('loginPath', () => {
  it('carries the reason and the origin', () => {
    expect(loginPath('/api-tokens', 'unauthorized')).toBe(
      '/login?reason=unauthorized&redirect=%2Fapi-tokens',
    );
    expect(loginPath('/')).toBe('/login');
  });
});
