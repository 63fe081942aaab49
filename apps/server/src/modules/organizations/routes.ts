import {
  AcceptInviteRequestSchema,
  CreateInviteRequestSchema,
  CreateInviteResponseSchema,
  CreateOrganizationRequestSchema,
  InviteListResponseSchema,
  InviteParamsSchema,
  MeResponseSchema,
  OrganizationListResponseSchema,
  OrganizationOverviewSchema,
  OrganizationSchema,
  OrganizationUserListResponseSchema,
  OrganizationUserSchema,
  OrgParamsSchema,
  OrgUserParamsSchema,
  SwitchOrganizationRequestSchema,
  UpdateOrganizationRequestSchema,
  UpdateOrganizationUserRequestSchema,
} from '@crucible/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationMember, requireAuth } from '../../plugins/guards';
import { errorResponses, noContent } from '../../plugins/responses';
import { resolveApiToken, resolveSession } from '../auth/context';
import { acceptInviteAsUser, meResponse, switchOrganization } from '../auth/service';
import { appUrlOf } from '../system/client-config';
import { createInvite, deleteInvite, listInvites } from './invites';
import { toOrganization } from './serialize';
import * as organizations from './service';

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const tags = ['organizations'];
  const member = organizationMember(db, { admin: false });
  const admin = organizationMember(db, { admin: true });

  /** Re-reads the caller after their organization changed, as the SPA expects (spec §4). */
  async function reloadMe(request: Parameters<typeof requireAuth>[0]) {
    const auth = requireAuth(request);
    const token = request.headers.authorization?.split(' ')[1];
    const fresh =
      auth.via === 'session'
        ? await resolveSession(db, request.cookies.crucible_session ?? '', config.sessionTtlHours)
        : await resolveApiToken(db, token ?? '');
    return meResponse(fresh ?? auth);
  }

  // GET /api/v1/organizations  ·  GET /api/v1/users/me/organizations
  for (const url of ['/organizations', '/users/me/organizations']) {
    app.get(
      url,
      { schema: { tags, response: { 200: OrganizationListResponseSchema, ...errorResponses } } },
      async (request) => ({
        organizations: await organizations.listMyOrganizations(db, requireAuth(request).user.id),
      }),
    );
  }

  // POST /api/v1/organizations — the creator becomes its administrator and moves into it.
  app.post(
    '/organizations',
    {
      config: { audit: { action: 'organization.create', subject: 'Organization' } },
      schema: {
        tags,
        body: CreateOrganizationRequestSchema,
        response: { 201: OrganizationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { organization } = await organizations.createOrganization(db, {
        ...request.body,
        creatorId: auth.user.id,
      });
      request.auditSubjectId = organization.id;
      request.auditOrganizationId = organization.id;
      if (auth.sessionId) await switchOrganization(db, auth, organization.id);
      return reply.status(201).send(toOrganization(organization));
    },
  );

  // GET /api/v1/organizations/{orgId}
  app.get(
    '/organizations/:orgId',
    {
      preHandler: member,
      schema: {
        tags,
        params: OrgParamsSchema,
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) =>
      toOrganization(await organizations.getOrganization(db, request.params.orgId)),
  );

  // PUT /api/v1/organizations/{orgId}
  app.put(
    '/organizations/:orgId',
    {
      preHandler: admin,
      config: { audit: { action: 'organization.update', subject: 'Organization' } },
      schema: {
        tags,
        params: OrgParamsSchema,
        body: UpdateOrganizationRequestSchema,
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) =>
      toOrganization(
        await organizations.updateOrganization(db, request.params.orgId, request.body),
      ),
  );

  // GET /api/v1/organizations/{orgId}/overview
  app.get(
    '/organizations/:orgId/overview',
    {
      preHandler: member,
      schema: {
        tags,
        params: OrgParamsSchema,
        response: { 200: OrganizationOverviewSchema, ...errorResponses },
      },
    },
    async (request) => organizations.organizationOverview(db, request.params.orgId),
  );

  // GET /api/v1/organizations/{orgId}/users
  app.get(
    '/organizations/:orgId/users',
    {
      preHandler: admin,
      schema: {
        tags,
        params: OrgParamsSchema,
        response: { 200: OrganizationUserListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      users: await organizations.listOrganizationUsers(db, request.params.orgId),
    }),
  );

  // PUT /api/v1/organizations/{orgId}/users/{userId} — grant or revoke administrator.
  app.put(
    '/organizations/:orgId/users/:userId',
    {
      preHandler: admin,
      config: { audit: { action: 'organization.user.update', subject: 'User' } },
      schema: {
        tags,
        params: OrgUserParamsSchema,
        body: UpdateOrganizationUserRequestSchema,
        response: { 200: OrganizationUserSchema, ...errorResponses },
      },
    },
    async (request) =>
      organizations.setOrganizationAdmin(db, {
        organizationId: request.params.orgId,
        userId: request.params.userId,
        isAdmin: request.body.isAdmin,
      }),
  );

  // DELETE /api/v1/organizations/{orgId}/users/{userId}
  app.delete(
    '/organizations/:orgId/users/:userId',
    {
      preHandler: admin,
      config: { audit: { action: 'organization.user.remove', subject: 'User' } },
      schema: { tags, params: OrgUserParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await organizations.removeOrganizationUser(db, {
        organizationId: request.params.orgId,
        userId: request.params.userId,
      });
      return reply.status(204).send(null);
    },
  );

  // GET /api/v1/organizations/{orgId}/invites
  app.get(
    '/organizations/:orgId/invites',
    {
      preHandler: admin,
      schema: {
        tags,
        params: OrgParamsSchema,
        response: { 200: InviteListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ invites: await listInvites(db, request.params.orgId) }),
  );

  // POST /api/v1/organizations/{orgId}/invites — answers the invite code once.
  app.post(
    '/organizations/:orgId/invites',
    {
      preHandler: admin,
      config: { audit: { action: 'organization.invite.create', subject: 'Invite' } },
      schema: {
        tags,
        params: OrgParamsSchema,
        body: CreateInviteRequestSchema,
        response: { 201: CreateInviteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { invite, inviteCode } = await createInvite(db, {
        ...request.body,
        organizationId: request.params.orgId,
        invitedBy: requireAuth(request).user.id,
      });
      request.auditSubjectId = invite.id;
      const inviteUrl = `${appUrlOf(config)}/register?inviteCode=${encodeURIComponent(inviteCode)}&email=${encodeURIComponent(invite.email)}`;
      return reply.status(201).send({ invite, inviteCode, inviteUrl });
    },
  );

  // DELETE /api/v1/organizations/{orgId}/invites/{inviteId}
  app.delete(
    '/organizations/:orgId/invites/:inviteId',
    {
      preHandler: admin,
      config: { audit: { action: 'organization.invite.delete', subject: 'Invite' } },
      schema: { tags, params: InviteParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await deleteInvite(db, request.params.orgId, request.params.inviteId);
      return reply.status(204).send(null);
    },
  );

  // POST /api/v1/users/me/switch-organization
  app.post(
    '/users/me/switch-organization',
    {
      config: { audit: { action: 'user.switch-organization', subject: 'Organization' } },
      schema: {
        tags,
        body: SwitchOrganizationRequestSchema,
        response: { 200: MeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await switchOrganization(db, requireAuth(request), request.body.organizationId);
      request.auditSubjectId = request.body.organizationId;
      request.auditOrganizationId = request.body.organizationId;
      return reloadMe(request);
    },
  );

  // POST /api/v1/users/me/accept-invite
  app.post(
    '/users/me/accept-invite',
    {
      config: { audit: { action: 'organization.invite.accept', subject: 'Invite' } },
      schema: {
        tags,
        body: AcceptInviteRequestSchema,
        response: { 200: MeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const accepted = await acceptInviteAsUser(db, requireAuth(request), request.body.inviteCode);
      request.auditOrganizationId = accepted.organizationId;
      request.auditSubjectId = accepted.inviteId;
      return reloadMe(request);
    },
  );
};
