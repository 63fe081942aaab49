import {
  OrgParamsSchema,
  RoleListResponseSchema,
  RoleParamsSchema,
  RoleRequestSchema,
  RoleSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationMember } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import * as roles from './service';

/** Roles of an organization; administrators only (spec §2: roles pages are admin-only). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['roles'];
  const preHandler = organizationMember(db, { admin: true });

  // GET /api/v1/organizations/{orgId}/roles
  app.get(
    '/organizations/:orgId/roles',
    {
      preHandler,
      schema: {
        tags,
        params: OrgParamsSchema,
        response: { 200: RoleListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ roles: await roles.listRoles(db, request.params.orgId) }),
  );

  // POST /api/v1/organizations/{orgId}/roles
  app.post(
    '/organizations/:orgId/roles',
    {
      preHandler,
      config: { audit: { action: 'role.create', subject: 'Role' } },
      schema: {
        tags,
        params: OrgParamsSchema,
        body: RoleRequestSchema,
        response: { 201: RoleSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const role = await roles.createRole(db, {
        ...request.body,
        organizationId: request.params.orgId,
      });
      request.auditSubjectId = role.id;
      return reply.status(201).send(role);
    },
  );

  // GET /api/v1/organizations/{orgId}/roles/{roleId}
  app.get(
    '/organizations/:orgId/roles/:roleId',
    {
      preHandler,
      schema: { tags, params: RoleParamsSchema, response: { 200: RoleSchema, ...errorResponses } },
    },
    async (request) => roles.getRole(db, request.params.orgId, request.params.roleId),
  );

  // PUT /api/v1/organizations/{orgId}/roles/{roleId}
  app.put(
    '/organizations/:orgId/roles/:roleId',
    {
      preHandler,
      config: { audit: { action: 'role.update', subject: 'Role' } },
      schema: {
        tags,
        params: RoleParamsSchema,
        body: RoleRequestSchema,
        response: { 200: RoleSchema, ...errorResponses },
      },
    },
    async (request) =>
      roles.updateRole(db, {
        ...request.body,
        organizationId: request.params.orgId,
        roleId: request.params.roleId,
      }),
  );

  // DELETE /api/v1/organizations/{orgId}/roles/{roleId}
  app.delete(
    '/organizations/:orgId/roles/:roleId',
    {
      preHandler,
      config: { audit: { action: 'role.delete', subject: 'Role' } },
      schema: { tags, params: RoleParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await roles.deleteRole(db, request.params.orgId, request.params.roleId);
      return reply.status(204).send(null);
    },
  );
};
