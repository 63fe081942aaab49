import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { auditLogs } from '../db/schema';

/**
 * What a mutating route records: e.g. `{ action: 'team.create', subject: 'Team' }`; `false` only
 * for public routes that change nothing (the demo target's chat, which scans call thousands of times).
 */
export type AuditSpec = { action: string; subject: string } | false;

/* eslint-disable @typescript-eslint/consistent-type-definitions -- Fastify is extended by interface merging. */
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a handler when the id of what it touched is not in the path (e.g. a create). */
    auditSubjectId?: string;
    /** What the row should say beyond one subject id (e.g. the ids a bulk change named). */
    auditDetails?: Record<string, unknown>;
    auditOrganizationId?: string;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Methods that may change something: audited, and they forget cached roles. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ID_PARAMS = ['id', 'roleId', 'inviteId', 'userId', 'orgId'] as const;

function subjectIdOf(request: FastifyRequest): string | null {
  if (request.auditSubjectId) return request.auditSubjectId;
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  for (const key of ID_PARAMS) if (params[key]) return params[key];
  return null;
}

/**
 * Every mutating API call — allowed or refused — leaves one row, written before the response
 * goes out so that a caller who sees the answer can also find the record.
 */
export function registerAuditLog(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return payload;
    const route = request.routeOptions;
    if (route.config.audit === false) return payload;
    const spec = route.config.audit ?? {
      action: route.url ? `${request.method} ${route.url}` : 'unknown-route',
      subject: 'Api',
    };
    const auth = request.auth;
    try {
      await db.insert(auditLogs).values({
        // A path's organization counts only once the caller proved membership of it: a stranger's
        // probe belongs in the stranger's own trail, not in the organization probed.
        organizationId:
          request.auditOrganizationId ??
          request.membership?.organizationId ??
          auth?.organization?.id ??
          null,
        actorUserId: auth?.user.id ?? null,
        actorTokenId: auth?.tokenId ?? null,
        action: spec.action,
        subject: spec.subject,
        subjectId: subjectIdOf(request),
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        statusCode: reply.statusCode,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        details: request.auditDetails ?? null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit log');
    }
    return payload;
  });
}
