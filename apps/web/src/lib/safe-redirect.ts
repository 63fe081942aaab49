/**
 * The `redirect=` target after sign-in, only if it stays on this site: a path starting with one
 * '/' (not '//host' or '/\host', which browsers treat as another origin).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  if (value.startsWith('/login') || value.startsWith('/logout')) return fallback;
  return value;
}

export function loginPath(origin?: string, reason?: 'unauthorized'): string {
  const params = new URLSearchParams();
  if (reason) params.set('reason', reason);
  if (origin && origin !== '/') params.set('redirect', origin);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
