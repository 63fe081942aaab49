import { PLUGINS } from '@crucible/engine';
import { describe, expect, it } from 'vitest';
import {
  addOrgMember,
  call,
  registerOrgAdmin,
  useTestApp,
  validationError,
  type Caller,
  type OrgAdmin,
} from '../../../test/harness';
import { seedIssues, targetNamed } from '../../../test/issue-fixtures';
import { parseCsv } from '../../../test/csv';
import { EXPORT_CHUNK } from './export';

const HEADER = [
  'id',
  'severity',
  'status',
  'plugin_id',
  'plugin_name',
  'category',
  'frameworks',
  'team_id',
  'target_id',
  'target_name',
  'occurrences',
  'first_seen_at',
  'last_seen_at',
  'assignee',
];

describe('issues export: the filtered list as CSV or JSON', () => {
  const ctx = useTestApp();

  const download = (caller: Caller, query: string) =>
    call(ctx.app, { method: 'GET', url: `/api/v1/issues/export?${query}`, caller });
  const listOf = async (caller: Caller, query: string) => {
    const response = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/issues?${query}&limit=200`,
      caller,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as Record<string, unknown>[];
  };

  /** One issue on each target named like a formula, or holding a comma, quotes and a newline. */
  const NAMES = [
    '=HYPERLINK("http://evil.example","click")',
    '+1 555 0100',
    '-2+3',
    '@SUM(A1:A2)',
    'Bot, "two"\nlines',
  ];
  const hostileOrg = async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const team = admin.defaultTeamId;
    const seeds = [];
    for (const [i, name] of NAMES.entries()) {
      seeds.push({
        teamId: team,
        targetId: await targetNamed(ctx, admin, team, name),
        pluginId: i % 2 === 0 ? 'hijacking' : 'pii:social',
        severity: i % 2 === 0 ? ('medium' as const) : ('critical' as const),
        status: i === 4 ? ('fixed' as const) : ('open' as const),
        occurrences: i + 1,
        daysAgo: i,
      });
    }
    await seedIssues(ctx, admin, seeds);
    return admin;
  };
  let shared: Promise<OrgAdmin> | undefined;
  const org = () => (shared ??= hostileOrg());

  it('CSV: the list’s rows in its order, spreadsheet-safe, as an attachment', async () => {
    const admin = await org();
    const query = `teamId=${admin.defaultTeamId}&sort=occurrences&order=asc`;
    const response = await download(admin, `format=csv&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vulnerabilities-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...records] = parseCsv(response.body);
    expect(header).toEqual(HEADER);
    const listed = await listOf(admin, query);
    expect(records.map((record) => record[0])).toEqual(listed.map((item) => item.id));
    // What a spreadsheet would evaluate starts with an apostrophe; the rest reads back exactly.
    expect(records.map((record) => record[9])).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      "'+1 555 0100",
      "'-2+3",
      "'@SUM(A1:A2)",
      'Bot, "two"\nlines',
    ]);
    expect(response.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(response.body).toContain(',"Bot, ""two""\nlines",');
    expect(records[0]).toEqual([
      listed[0]!.id,
      'medium',
      'open',
      'hijacking',
      'Hijacking',
      'security',
      expect.stringContaining('owasp:llm:01'),
      admin.defaultTeamId,
      listed[0]!.targetId,
      `'=HYPERLINK("http://evil.example","click")`,
      '1',
      listed[0]!.firstSeenAt,
      listed[0]!.lastSeenAt,
      '',
    ]);
  });

  it('CSV: quotes a cell holding a semicolon, so a spreadsheet splitting on ; finds no formula', async () => {
    // Spreadsheets in many locales open a .csv with `;` as the separator: an unquoted
    // `Acme;=1+1` would become a second cell starting with `=`.
    const admin = await registerOrgAdmin(ctx.app);
    const team = admin.defaultTeamId;
    const name = 'Acme;=1+1';
    await seedIssues(ctx, admin, [
      {
        teamId: team,
        targetId: await targetNamed(ctx, admin, team, name),
        pluginId: 'hijacking',
        severity: 'medium',
        status: 'open',
        occurrences: 1,
        daysAgo: 0,
      },
    ]);
    const response = await download(admin, `format=csv&teamId=${team}`);
    expect(response.statusCode, response.body).toBe(200);
    const [, record] = parseCsv(response.body);
    expect(record![9]).toBe(name);
    expect(response.body).toContain(',"Acme;=1+1",');
    // Split the way such a spreadsheet would (quoted cells kept whole): no cell is a formula.
    const line = response.body.split('\r\n')[1]!;
    const cells = line.match(/("([^"]|"")*"|[^;,]*)/g)!.filter((cell) => cell !== '');
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('JSON: an array of the list’s summaries with their framework mappings; filters apply', async () => {
    const admin = await org();
    const response = await download(admin, 'format=json&status=open&severity=critical');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="vulnerabilities-.*\.json"/);
    const listed = await listOf(admin, 'status=open&severity=critical');
    expect(listed).toHaveLength(2);
    expect(response.json()).toEqual(
      listed.map((item) => ({
        ...item,
        frameworks: expect.arrayContaining(['owasp:llm:02']),
      })),
    );
    // Nothing matching: an empty array, and a CSV of the header alone.
    const none = await download(admin, 'format=json&status=ignored');
    expect(none.body).toBe('[]\n');
    const noneCsv = await download(admin, 'status=ignored');
    expect(noneCsv.body).toBe(`${HEADER.join(',')}\r\n`);
  });

  it(`streams past one chunk (${EXPORT_CHUNK} rows) without losing or repeating a row`, async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const team = admin.defaultTeamId;
    const plugins = PLUGINS.slice(0, 120);
    const seeds = [];
    for (let t = 0; t < 10; t++) {
      const targetId = await targetNamed(ctx, admin, team, `Target ${t}`);
      for (const [p, plugin] of plugins.entries()) {
        seeds.push({
          teamId: team,
          targetId,
          pluginId: plugin.id,
          severity: plugin.severity,
          status: (['open', 'fixed', 'ignored'] as const)[(t + p) % 3]!,
          occurrences: 1 + ((t * 7 + p * 13) % 50),
          daysAgo: (t * 31 + p * 17) % 90,
        });
      }
    }
    await seedIssues(ctx, admin, seeds);
    const paged: unknown[] = [];
    for (let offset = 0; offset < 1200; offset += 200) {
      const page = await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/issues?sort=lastSeenAt&limit=200&offset=${offset}`,
        caller: admin,
      });
      paged.push(...page.json().items.map((item: { id: string }) => item.id));
    }
    const csv = parseCsv((await download(admin, 'sort=lastSeenAt')).body);
    expect(csv).toHaveLength(1201);
    expect(csv.slice(1).map((record) => record[0])).toEqual(paged);
    const json = (await download(admin, 'format=json&sort=lastSeenAt')).json();
    expect(json.map((row: { id: string }) => row.id)).toEqual(paged);
  });

  it('a Viewer exports; another organization gets 404 or nothing; bad filters are 400s', async () => {
    const admin = await org();
    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    const read = await download(viewer, 'format=json');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(NAMES.length);

    const stranger = await registerOrgAdmin(ctx.app, 'Other');
    const named = await download(stranger, `teamId=${admin.defaultTeamId}`);
    expect(named.statusCode).toBe(404);
    expect(named.json().error.code).toBe('NOT_FOUND');
    expect((await download(stranger, 'format=json')).json()).toEqual([]);

    const unknown = await download(admin, 'framework=owasp:llm:42');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(validationError('framework', 'Unknown framework'));
    expect((await download(admin, 'format=xml')).json()).toEqual(
      validationError('format', 'Invalid format'),
    );
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/issues/export' })).statusCode).toBe(
      401,
    );
  });

  it('is in the OpenAPI document', async () => {
    const document = (await call(ctx.app, { method: 'GET', url: '/api/docs/json' })).json();
    const route = document.paths['/api/v1/issues/export'];
    expect(Object.keys(route)).toEqual(['get']);
    expect(route.get.tags).toEqual(['issues']);
    const names = route.get.parameters.map((p: { name: string }) => p.name).sort();
    expect(names).toEqual(
      [
        'category',
        'format',
        'framework',
        'order',
        'pluginId',
        'q',
        'severity',
        'sort',
        'status',
        'targetId',
        'teamId',
      ].sort(),
    );
  });
});
