import type { FastifyInstance } from 'fastify';
import { forgetTeamRoles } from '../modules/abilities/service';
import { UNSAFE_METHODS } from './audit';

/**
 * Roles in teams are kept for a second (abilities/service.ts); any mutating call may have
 * changed one (a member removed, a role edited, a team deleted), so each forgets them all
 * before its answer goes out: whoever sees the answer sees the change.
 */
export function registerRoleCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (UNSAFE_METHODS.has(request.method)) forgetTeamRoles();
    return payload;
  });
}
