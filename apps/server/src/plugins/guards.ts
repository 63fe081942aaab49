import type { Action, Subject } from '@crucible/shared';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { buildAbility, teamRules } from '../modules/abilities/service';
import type { AuthContext, AuthOrganization } from '../modules/auth/context';
import { findMembership } from '../modules/organizations/queries';
import { listMyTeams } from '../modules/teams/service';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- Fastify is extended by interface merging. */
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `organizationMember`: the caller's standing in the organization named in the path. */
    membership?: { organizationId: string; isAdmin: boolean };
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

/** The caller and the organization they act in; a caller with none cannot use tenant routes. */
export function requireOrganization(
  request: FastifyRequest,
): AuthContext & { organization: AuthOrganization } {
  const auth = requireAuth(request);
  if (!auth.organization) {
    throw AppError.forbidden('Create or join an organization first');
  }
  return auth as AuthContext & { organization: AuthOrganization };
}

/** preHandler: the caller administers the organization they act in. */
export const currentOrganizationAdmin: preHandlerAsyncHookHandler = async (request) => {
  const auth = requireOrganization(request);
  if (!auth.isAdmin) throw AppError.forbidden('Only organization administrators can do this');
};

/**
 * preHandler for `/organizations/{orgId}/…`: members pass (admins only when `admin`),
 * and an organization the caller does not belong to is not found — never revealed.
 */
export function organizationMember(
  db: Db,
  options: { admin: boolean },
): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = requireAuth(request);
    const { orgId } = request.params as { orgId: string };
    // The caller's current organization and their membership came with the session (one join,
    // checked on every request); another organization needs its own lookup.
    const membership =
      auth.organization?.id === orgId
        ? { isAdmin: auth.isAdmin }
        : await findMembership(db, orgId, auth.user.id);
    if (!membership) throw AppError.notFound('Organization');
    request.membership = { organizationId: orgId, isAdmin: membership.isAdmin };
    if (options.admin && !membership.isAdmin) {
      throw AppError.forbidden('Only organization administrators can do this');
    }
  };
}

/**
 * preHandler: the caller may `action` a `subject` in the team `teamIdOf` names (the `teamId`
 * query parameter or body field of team-scoped routes, or the team of the resource read by id).
 */
export function requireAbility(
  db: Db,
  action: Action,
  subject: Subject,
  teamIdOf: (request: FastifyRequest) => string | Promise<string>,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = requireOrganization(request);
    const teamId = await teamIdOf(request);
    const ability = buildAbility(await teamRules(db, auth, teamId));
    if (!ability.can(action, subject)) {
      throw AppError.forbidden(`You cannot ${action} ${subject} in this team`);
    }
  };
}

/**
 * preHandler for a request touching resources of several teams (bulk changes): the caller may
 * `action` a `subject` in every team `teamIdsOf` names.
 */
export function requireAbilityInTeams(
  db: Db,
  action: Action,
  subject: Subject,
  teamIdsOf: (request: FastifyRequest) => Promise<string[]>,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = requireOrganization(request);
    for (const teamId of await teamIdsOf(request)) {
      const ability = buildAbility(await teamRules(db, auth, teamId));
      if (!ability.can(action, subject)) {
        throw AppError.forbidden(`You cannot ${action} ${subject} in this team`);
      }
    }
  };
}

/** The caller's teams in which they may `action` a `subject` (lists across teams). */
export async function teamsWithAbility(
  db: Db,
  request: FastifyRequest,
  action: Action,
  subject: Subject,
): Promise<string[]> {
  const auth = requireOrganization(request);
  const teams = await listMyTeams(db, auth.organization.id, auth.user.id);
  const allowed: string[] = [];
  for (const team of teams) {
    if (buildAbility(await teamRules(db, auth, team.id)).can(action, subject))
      allowed.push(team.id);
  }
  return allowed;
}

/** preHandler: runs `guard` only for requests `applies` to (an optional part of a body). */
export function requireWhen(
  applies: (request: FastifyRequest) => boolean,
  guard: preHandlerAsyncHookHandler,
): preHandlerAsyncHookHandler {
  return async function (this: unknown, request, reply) {
    if (applies(request)) await guard.call(this as never, request, reply);
  };
}

/** Whether the caller may `action` a `subject` in the team (for what a route does only if allowed). */
export async function canInTeam(
  db: Db,
  request: FastifyRequest,
  action: Action,
  subject: Subject,
  teamId: string,
): Promise<boolean> {
  const auth = requireOrganization(request);
  return buildAbility(await teamRules(db, auth, teamId)).can(action, subject);
}

/**
 * preHandler for organization-wide resources (no team of their own: override collections, the
 * Policy Library): the caller may `action` a `subject` in at least one of their teams — roles
 * are given per team; organization administrators always may.
 */
export function requireAbilityInAnyTeam(
  db: Db,
  action: Action,
  subject: Subject,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = requireOrganization(request);
    if (auth.isAdmin) return;
    if ((await teamsWithAbility(db, request, action, subject)).length === 0) {
      throw AppError.forbidden(`You cannot ${action} ${subject} in any of your teams`);
    }
  };
}
