import {
  AbilitiesQuerySchema,
  AbilitiesResponseSchema,
  AddTeamMemberRequestSchema,
  CreateTeamRequestSchema,
  MyTeamListResponseSchema,
  TeamListResponseSchema,
  TeamMemberListResponseSchema,
  TeamMemberParamsSchema,
  TeamMemberSchema,
  TeamParamsSchema,
  TeamSchema,
  UpdateTeamMemberRequestSchema,
  UpdateTeamRequestSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentOrganizationAdmin, requireOrganization } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import { teamRules } from '../abilities/service';
import * as teams from './service';

/**
 * Teams of the caller's current organization. Everyone sees the list; a team's page and members
 * are for its members and administrators; changing teams is for administrators.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['teams'];
  const admin = { preHandler: currentOrganizationAdmin };

  // GET /api/v1/teams
  app.get(
    '/teams',
    { schema: { tags, response: { 200: TeamListResponseSchema, ...errorResponses } } },
    async (request) => ({
      teams: await teams.listTeams(db, requireOrganization(request).organization.id),
    }),
  );

  // GET /api/v1/users/me/teams
  app.get(
    '/users/me/teams',
    { schema: { tags, response: { 200: MyTeamListResponseSchema, ...errorResponses } } },
    async (request) => {
      const auth = requireOrganization(request);
      return { teams: await teams.listMyTeams(db, auth.organization.id, auth.user.id) };
    },
  );

  // GET /api/v1/users/me/abilities?teamId= — CASL raw rules for that team.
  app.get(
    '/users/me/abilities',
    {
      schema: {
        tags,
        querystring: AbilitiesQuerySchema,
        response: { 200: AbilitiesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      teamId: request.query.teamId,
      rules: await teamRules(db, requireOrganization(request), request.query.teamId),
    }),
  );

  // POST /api/v1/teams
  app.post(
    '/teams',
    {
      ...admin,
      config: { audit: { action: 'team.create', subject: 'Team' } },
      schema: {
        tags,
        body: CreateTeamRequestSchema,
        response: { 201: TeamSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const team = await teams.createTeam(db, {
        organizationId: requireOrganization(request).organization.id,
        name: request.body.name,
      });
      request.auditSubjectId = team.id;
      return reply.status(201).send(team);
    },
  );

  // GET /api/v1/teams/{id}
  app.get(
    '/teams/:id',
    {
      schema: { tags, params: TeamParamsSchema, response: { 200: TeamSchema, ...errorResponses } },
    },
    async (request) => {
      const auth = requireOrganization(request);
      const scope = { organizationId: auth.organization.id, teamId: request.params.id };
      await teams.assertCanViewTeam(db, { ...scope, userId: auth.user.id, isAdmin: auth.isAdmin });
      return teams.getTeam(db, scope.organizationId, scope.teamId);
    },
  );

  // PUT /api/v1/teams/{id}
  app.put(
    '/teams/:id',
    {
      ...admin,
      config: { audit: { action: 'team.update', subject: 'Team' } },
      schema: {
        tags,
        params: TeamParamsSchema,
        body: UpdateTeamRequestSchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) =>
      teams.renameTeam(db, {
        organizationId: requireOrganization(request).organization.id,
        teamId: request.params.id,
        name: request.body.name,
      }),
  );

  // DELETE /api/v1/teams/{id}
  app.delete(
    '/teams/:id',
    {
      ...admin,
      config: { audit: { action: 'team.delete', subject: 'Team' } },
      schema: { tags, params: TeamParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await teams.deleteTeam(db, requireOrganization(request).organization.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // GET /api/v1/teams/{id}/members
  app.get(
    '/teams/:id/members',
    {
      schema: {
        tags,
        params: TeamParamsSchema,
        response: { 200: TeamMemberListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireOrganization(request);
      return {
        members: await teams.listMembers(db, {
          organizationId: auth.organization.id,
          teamId: request.params.id,
          userId: auth.user.id,
          isAdmin: auth.isAdmin,
        }),
      };
    },
  );

  // POST /api/v1/teams/{id}/members
  app.post(
    '/teams/:id/members',
    {
      ...admin,
      config: { audit: { action: 'team.member.add', subject: 'TeamMember' } },
      schema: {
        tags,
        params: TeamParamsSchema,
        body: AddTeamMemberRequestSchema,
        response: { 201: TeamMemberSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await teams.addMember(db, {
        organizationId: requireOrganization(request).organization.id,
        teamId: request.params.id,
        ...request.body,
      });
      request.auditSubjectId = member.userId;
      return reply.status(201).send(member);
    },
  );

  // PUT /api/v1/teams/{id}/members/{userId}
  app.put(
    '/teams/:id/members/:userId',
    {
      ...admin,
      config: { audit: { action: 'team.member.update', subject: 'TeamMember' } },
      schema: {
        tags,
        params: TeamMemberParamsSchema,
        body: UpdateTeamMemberRequestSchema,
        response: { 200: TeamMemberSchema, ...errorResponses },
      },
    },
    async (request) => {
      request.auditSubjectId = request.params.userId;
      return teams.changeMemberRole(db, {
        organizationId: requireOrganization(request).organization.id,
        teamId: request.params.id,
        userId: request.params.userId,
        roleId: request.body.roleId,
      });
    },
  );

  // DELETE /api/v1/teams/{id}/members/{userId}
  app.delete(
    '/teams/:id/members/:userId',
    {
      ...admin,
      config: { audit: { action: 'team.member.remove', subject: 'TeamMember' } },
      schema: { tags, params: TeamMemberParamsSchema, response: noContent },
    },
    async (request, reply) => {
      request.auditSubjectId = request.params.userId;
      await teams.removeMember(db, {
        organizationId: requireOrganization(request).organization.id,
        teamId: request.params.id,
        userId: request.params.userId,
      });
      return reply.status(204).send(null);
    },
  );
};
