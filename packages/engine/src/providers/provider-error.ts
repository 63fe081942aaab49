import type { TargetErrorKind, TargetResponse } from '../targets/types';

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** How the exchange failed, as for targets, so `diagnose()` can explain it. */
    readonly kind: TargetErrorKind = 'unknown',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Providers reuse the target HTTP plumbing; a failed exchange becomes a thrown ProviderError. */
export function unwrap(providerId: string, response: TargetResponse): string {
  if (response.error) {
    throw new ProviderError(
      `${providerId}: ${response.error.message}`,
      response.error.status,
      response.error.kind,
    );
  }
  return response.output;
}
