import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AUDIT_LOG_CSV_COLUMNS, type AuditLog } from '@crucible/shared';
import { parseCsv } from '../../../test/csv';
import {
  addOrgMember,
  call,
  registerOrgAdmin,
  testDatabase,
  useTestApp,
  type OrgAdmin,
} from '../../../test/harness';
import type { DatabaseHandle } from '../../db/client';
import { auditLogs } from '../../db/schema';
import { startJobQueue } from '../../jobs/queue';
import { createAuditRetention, RETENTION_CRON } from './retention';
import { purgeExpiredAuditLogs } from './service';

async function rowsOf<T>(database: DatabaseHandle, text: string, values: unknown[] = []) {
  return (await database.executor.executeSql(text, values)).rows as T[];
}

const base = (orgId: string) => `/api/v1/organizations/${orgId}/audit-logs`;

describe('audit logs API', () => {
  const ctx = useTestApp();
  const list = (admin: OrgAdmin, query = '') =>
    call(ctx.app, { method: 'GET', url: `${base(admin.organizationId)}${query}`, caller: admin });

  /** Every page from the first, following nextCursor. */
  async function allPages(admin: OrgAdmin, query: string) {
    const pages: AuditLog[][] = [];
    let cursor: string | null = null;
    do {
      const response = await list(
        admin,
        `?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as { items: AuditLog[]; nextCursor: string | null };
      pages.push(body.items);
      cursor = body.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  /** `count` rows for the organization, several sharing each timestamp (ties broken by id). */
  async function seedRows(organizationId: string, count: number, start = Date.UTC(2026, 0, 1)) {
    await ctx.database.db.insert(auditLogs).values(
      Array.from({ length: count }, (_, i) => ({
        organizationId,
        action: i % 3 === 0 ? 'target.create' : 'scan.start',
        subject: i % 3 === 0 ? 'Target' : 'Scan',
        subjectId: `subject-${i}`,
        method: 'POST',
        path: '/api/v1/seeded',
        statusCode: i % 5 === 0 ? 403 : 201,
        ip: '10.0.0.9',
        userAgent: 'seed-agent/1.0',
        createdAt: new Date(start + Math.floor(i / 4) * 60_000),
      })),
    );
  }

  it('shows the admin the calls just made, newest first, with who, what, where and outcome', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'Audited');
    const team = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/teams',
      caller: admin,
      payload: { name: 'Blue' },
      headers: { 'user-agent': 'audit-test/1.0' },
    });
    const refused = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/teams',
      caller: admin,
      payload: { name: 'Blue' },
    });
    expect(refused.statusCode).toBe(409);

    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json() as { items: AuditLog[]; nextCursor: null };
    expect(nextCursor).toBeNull();
    expect(items.map((item) => [item.action, item.status])).toEqual([
      ['team.create', 409],
      ['team.create', 201],
      ['organization.create', 201],
    ]);
    expect(items[1]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actor: {
        type: 'user',
        userId: admin.userId,
        name: 'Org Admin',
        email: admin.email,
        tokenId: null,
        tokenName: null,
      },
      action: 'team.create',
      subject: 'Team',
      subjectId: team.json().id,
      teamId: null,
      method: 'POST',
      path: '/api/v1/teams',
      status: 201,
      ip: '127.0.0.1',
      userAgent: 'audit-test/1.0',
      details: null,
    });
  });

  it('pages by cursor over every row exactly once, ties included, under each filter', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'Paged');
    await seedRows(admin.organizationId, 137);
    const expected = await rowsOf<{ id: string }>(
      ctx.database,
      `select id::text as id from audit_logs where organization_id = $1
       order by created_at desc, audit_logs.id desc`,
      [admin.organizationId],
    );
    const pages = await allPages(admin, 'limit=10');
    expect(pages.map((page) => page.length)).toEqual([...Array(13).fill(10), 8]);
    expect(pages.flat().map((item) => item.id)).toEqual(expected.map((row) => row.id));

    const failures = (await allPages(admin, 'limit=7&outcome=failure')).flat();
    expect(failures).toHaveLength(28);
    expect(failures.every((item) => item.status === 403)).toBe(true);
    const targets = (await allPages(admin, 'limit=9&action=target.create')).flat();
    expect(targets).toHaveLength(46);
    expect(new Set(targets.map((item) => item.id)).size).toBe(46);
    expect(targets.every((item) => item.subject === 'Target')).toBe(true);
  });

  it('filters by actor (user or token), action, subject, outcome, status, dates and search', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'Filtered');
    const member = await addOrgMember(ctx.app, admin, { name: 'Mia Member' });
    const token = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/users/me/api-tokens',
      caller: admin,
      payload: { name: 'CI pipeline' },
    });
    const { id: tokenId, token: secret } = token.json();
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/teams',
      headers: { authorization: `Bearer ${secret}` },
      payload: { name: 'From CI' },
    });
    await seedRows(admin.organizationId, 12, Date.UTC(2025, 5, 1));

    const items = async (query: string) => {
      const response = await list(admin, `?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: AuditLog[] }).items;
    };

    const byToken = await items(`actorId=${tokenId}`);
    expect(byToken.map((item) => [item.action, item.actor.type, item.actor.tokenName])).toEqual([
      ['team.create', 'token', 'CI pipeline'],
    ]);
    const byAdmin = await items(`actorId=${admin.userId}`);
    expect(byAdmin.map((item) => item.action).sort()).toEqual(
      [
        'api-token.create',
        'organization.create',
        'organization.invite.create',
        'team.create',
      ].sort(),
    );
    const byMember = await items(`actorId=${member.userId}`);
    expect(byMember.every((item) => item.actor.userId === member.userId)).toBe(true);

    expect((await items('subject=Target')).map((item) => item.subjectId)).toEqual([
      'subject-9',
      'subject-6',
      'subject-3',
      'subject-0',
    ]);
    expect((await items('action=scan.start&status=403')).map((item) => item.subjectId)).toEqual([
      'subject-10',
      'subject-5',
    ]);
    expect((await items('outcome=success&subject=Scan')).map((item) => item.subjectId)).toEqual([
      'subject-11',
      'subject-8',
      'subject-7',
      'subject-4',
      'subject-2',
      'subject-1',
    ]);
    // Seeded rows are four to a minute from 2025-06-01T00:00Z: [00:01, 00:02) holds 4..7.
    expect(
      (await items('from=2025-06-01T00:01:00Z&to=2025-06-01T00:02:00Z')).map(
        (item) => item.subjectId,
      ),
    ).toEqual(['subject-7', 'subject-6', 'subject-5', 'subject-4']);
    expect((await items('q=SUBJECT-1')).map((item) => item.subjectId)).toEqual([
      'subject-11',
      'subject-10',
      'subject-1',
    ]);
    // A LIKE wildcard in the search is a literal character.
    expect(await items('q=subject_')).toEqual([]);
    // A search that looks like an address matches the IP by its start.
    const byIp = await items('q=10.0.0.');
    expect(byIp.length).toBeGreaterThan(0);
    expect(byIp.every((item) => item.ip === '10.0.0.9')).toBe(true);
    expect(await items('q=10.0.1.')).toEqual([]);
    expect(await items('q=0.0.9')).toEqual([]);
  });

  it('refuses non-admins (403), hides other organizations (404) and rejects bad input', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'Guarded');
    const member = await addOrgMember(ctx.app, admin);
    const stranger = await registerOrgAdmin(ctx.app, 'Stranger');
    for (const path of ['', '/export?format=csv']) {
      const url = `${base(admin.organizationId)}${path}`;
      const asMember = await call(ctx.app, { method: 'GET', url, caller: member });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error.code).toBe('FORBIDDEN');
      const asStranger = await call(ctx.app, { method: 'GET', url, caller: stranger });
      expect(asStranger.statusCode).toBe(404);
      expect(asStranger.json().error.code).toBe('NOT_FOUND');
      expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
    }
    const badCursor = await list(admin, '?cursor=not-a-cursor');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.details).toEqual([{ path: 'cursor', message: 'Invalid cursor' }]);
    expect((await list(admin, '?outcome=maybe')).statusCode).toBe(400);
    expect(
      (await list(admin, '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z')).statusCode,
    ).toBe(400);
    expect((await list(admin, '?limit=201')).statusCode).toBe(400);
  });

  it('offers no way to change or delete a row', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'Immutable');
    const [row] = (await list(admin)).json().items as AuditLog[];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [base(admin.organizationId), `${base(admin.organizationId)}/${row!.id}`]) {
        const response = await call(ctx.app, { method, url, caller: admin, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const after = (await list(admin)).json().items as AuditLog[];
    expect(after.find((item) => item.id === row!.id)).toEqual(row);
  });

  it('exports the filtered rows as CSV and JSON Lines that parse back to the list', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'Exported');
    await seedRows(admin.organizationId, 2_345);
    await ctx.database.db.insert(auditLogs).values({
      organizationId: admin.organizationId,
      action: 'target.update',
      subject: 'Target',
      subjectId: '=HYPERLINK("http://evil.example","x")',
      method: 'PUT',
      path: '/api/v1/targets/x',
      statusCode: 200,
      userAgent: 'agent, with "quotes"\nand a line break',
    });
    const listed = (await allPages(admin, 'limit=200')).flat();
    expect(listed).toHaveLength(2_347);

    const jsonl = await call(ctx.app, {
      method: 'GET',
      url: `${base(admin.organizationId)}/export?format=jsonl`,
      caller: admin,
    });
    expect(jsonl.statusCode).toBe(200);
    expect(jsonl.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(jsonl.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-logs-\d{4}-\d\d-\d\d\.jsonl"$/,
    );
    const lines = jsonl.body.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => JSON.parse(line))).toEqual(listed);

    const csv = await call(ctx.app, {
      method: 'GET',
      url: `${base(admin.organizationId)}/export?format=csv`,
      caller: admin,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...records] = parseCsv(csv.body);
    expect(header).toEqual([...AUDIT_LOG_CSV_COLUMNS]);
    expect(records).toHaveLength(2_347);
    expect(records.map((record) => record[0])).toEqual(listed.map((item) => item.id));
    const hostile = records[0]!;
    expect(hostile[AUDIT_LOG_CSV_COLUMNS.indexOf('subject_id')]).toBe(
      '\'=HYPERLINK("http://evil.example","x")',
    );
    expect(hostile[AUDIT_LOG_CSV_COLUMNS.indexOf('user_agent')]).toBe(
      'agent, with "quotes"\nand a line break',
    );

    const filtered = await call(ctx.app, {
      method: 'GET',
      url: `${base(admin.organizationId)}/export?format=jsonl&outcome=failure&subject=Target`,
      caller: admin,
    });
    const failures = filtered.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditLog);
    expect(failures.map((item) => item.id)).toEqual(
      listed.filter((item) => item.status >= 400 && item.subject === 'Target').map((i) => i.id),
    );
    expect(failures.length).toBeGreaterThan(100);
  });
});

describe('audit log retention', () => {
  const ctx = useTestApp({ private: true });

  it('deletes rows older than the retention in batches, and nothing newer', async () => {
    const admin = await registerOrgAdmin(ctx.app, 'Retained');
    const now = new Date('2026-06-01T00:00:00Z');
    const day = 86_400_000;
    await ctx.database.db.insert(auditLogs).values(
      [31, 40, 45, 90, 400, 29, 1].map((ageDays, i) => ({
        organizationId: admin.organizationId,
        action: 'team.create',
        subject: 'Team',
        subjectId: `age-${ageDays}`,
        method: 'POST',
        path: `/api/v1/teams/${i}`,
        statusCode: 201,
        createdAt: new Date(now.getTime() - ageDays * day),
      })),
    );
    const ages = async () =>
      (
        await ctx.database.db
          .select({ subjectId: auditLogs.subjectId })
          .from(auditLogs)
          .where(sql`${auditLogs.subjectId} like 'age-%'`)
      )
        .map((row) => row.subjectId)
        .sort();
    expect(await purgeExpiredAuditLogs(ctx.database.db, { retentionDays: 30, now, batch: 2 })).toBe(
      5,
    );
    expect(await ages()).toEqual(['age-1', 'age-29']);
    expect(await purgeExpiredAuditLogs(ctx.database.db, { retentionDays: 30, now })).toBe(0);
  });

  it('schedules the job only while a retention is set, and its handler purges', async () => {
    const database = await testDatabase({ private: true });
    const logger = pino({ level: 'silent' });
    const jobs = await startJobQueue(database, logger);
    try {
      const schedules = () =>
        rowsOf<{ name: string; cron: string }>(
          database,
          'select name, cron from pgboss.schedule order by name',
        );
      await createAuditRetention({ db: database.db, retentionDays: 7, logger }).schedule(jobs);
      expect(await schedules()).toEqual([{ name: 'audit-retention', cron: RETENTION_CRON }]);
      await createAuditRetention({ db: database.db, retentionDays: null, logger }).schedule(jobs);
      expect(await schedules()).toEqual([]);

      await database.db.insert(auditLogs).values({
        action: 'user.login',
        subject: 'User',
        method: 'POST',
        path: '/api/v1/users/login',
        statusCode: 401,
        createdAt: new Date(Date.now() - 8 * 86_400_000),
      });
      const retention = createAuditRetention({ db: database.db, retentionDays: 7, logger });
      await retention.handlers['audit-retention']({});
      const left = await rowsOf<{ count: number }>(
        database,
        `select count(*)::int as count from audit_logs where created_at < now() - interval '7 days'`,
      );
      expect(left).toEqual([{ count: 0 }]);
    } finally {
      await jobs.stop();
      await database.close();
    }
  });
});
