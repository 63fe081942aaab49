import type { AuditActor } from '@crucible/shared';

/** How a row's actor reads: the user, the token and its owner, or nobody (a refused sign-in). */
export function actorLabel(actor: AuditActor): string {
  const user = actor.name ?? actor.email ?? (actor.userId ? 'Deleted user' : null);
  switch (actor.type) {
    case 'user':
      return user ?? 'Unknown user';
    case 'token':
      return `${actor.tokenName ?? 'Revoked token'} (API token${user ? ` of ${user}` : ''})`;
    case 'anonymous':
      return 'Anonymous';
  }
}

/** Outcome from the HTTP status: below 400 it happened, else it was refused or failed. */
export const outcomeOf = (status: number) => (status < 400 ? 'Success' : 'Failure');
