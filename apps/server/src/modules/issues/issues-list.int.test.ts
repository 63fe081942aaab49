import { describe, expect, it } from 'vitest';
import {
  call,
  registerOrgAdmin,
  useTestApp,
  validationError,
  type OrgAdmin,
} from '../../../test/harness';
import { secondTeam, seedIssues, targetNamed, type IssueSeed } from '../../../test/issue-fixtures';

/*
 * The list's category and framework filters and its orders, through the route; each case for
 * one named team and for every team of the caller's.
 */

type Summary = { id: string; pluginId: string; category: string; targetName: string };

/** Nine issues over two teams; labels name them in the expectations. */
const FIXTURE = {
  extraction: ['team1', 'alpha', 'prompt-extraction', 'high', 'open', 5, 1], // security, LLM07
  hijackA: ['team1', 'alpha', 'hijacking', 'medium', 'open', 20, 3], // security, LLM01
  override: ['team1', 'alpha', 'system-prompt-override', 'high', 'fixed', 2, 10], // security, LLM01
  pii: ['team1', 'alpha', 'pii:social', 'critical', 'open', 7, 2], // data-protection, LLM02
  hate: ['team1', 'alpha', 'harmful:hate', 'high', 'ignored', 1, 5], // harmful, no LLM item
  gender: ['team1', 'beta', 'bias:gender', 'medium', 'open', 3, 4], // bias, LLM04
  competitors: ['team1', 'beta', 'competitors', 'low', 'false_positive', 9, 6], // brand, none
  hijackC: ['team2', 'gamma', 'hijacking', 'medium', 'open', 4, 0.5], // security, LLM01
  overreliance: ['team2', 'gamma', 'overreliance', 'low', 'open', 11, 7], // brand, LLM09
} as const;
type Label = keyof typeof FIXTURE;

describe('issues list: category, framework and order', () => {
  const ctx = useTestApp();

  const seeded = async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const team1 = admin.defaultTeamId;
    const team2 = await secondTeam(ctx, admin);
    const teams = { team1, team2 };
    const targets = {
      alpha: await targetNamed(ctx, admin, team1, 'Alpha'),
      beta: await targetNamed(ctx, admin, team1, 'Beta'),
      gamma: await targetNamed(ctx, admin, team2, 'Gamma'),
    };
    const labels = Object.keys(FIXTURE) as Label[];
    const seeds: IssueSeed[] = labels.map((label) => {
      const [team, target, pluginId, severity, status, occurrences, daysAgo] = FIXTURE[label];
      return {
        teamId: teams[team],
        targetId: targets[target],
        pluginId,
        severity,
        status,
        occurrences,
        daysAgo,
      };
    });
    const ids = await seedIssues(ctx, admin, seeds);
    const labelOf = new Map(ids.map((id, i) => [id, labels[i]!]));
    return { admin, team1, labelOf };
  };
  let shared: ReturnType<typeof seeded> | undefined;
  const org = () => (shared ??= seeded());

  const list = async (admin: OrgAdmin, query: string) => {
    const response = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/issues?${query}`,
      caller: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Summary[]; total: number };
  };
  /** The labels of a list, in order, and its total. */
  const labels = async (query: string) => {
    const { admin, labelOf } = await org();
    const answer = await list(admin, query);
    expect(answer.total).toBe(answer.items.length);
    return answer.items.map((item) => labelOf.get(item.id));
  };
  /** One team's page and the all-teams list of the same query. */
  const bothWays = async (query: string) => {
    const { team1 } = await org();
    return { team: await labels(`teamId=${team1}&${query}`), all: await labels(query) };
  };

  it('filters by the plugin’s category', async () => {
    expect(await bothWays('category=security')).toEqual({
      team: ['extraction', 'override', 'hijackA'],
      all: ['extraction', 'override', 'hijackC', 'hijackA'],
    });
    expect(await bothWays('category=brand&status=open')).toEqual({
      team: [],
      all: ['overreliance'],
    });
    const { admin } = await org();
    const wrong = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/issues?category=weather',
      caller: admin,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(validationError('category', 'Invalid category'));
  });

  it('filters by a framework item or a whole framework, alone or with a category', async () => {
    expect(await bothWays('framework=owasp:llm:01')).toEqual({
      team: ['override', 'hijackA'],
      all: ['override', 'hijackC', 'hijackA'],
    });
    expect(await bothWays('framework=owasp:llm')).toEqual({
      team: ['pii', 'extraction', 'override', 'hijackA', 'gender'],
      all: ['pii', 'extraction', 'override', 'hijackC', 'hijackA', 'gender', 'overreliance'],
    });
    expect(await bothWays('framework=owasp:llm&category=brand')).toEqual({
      team: [],
      all: ['overreliance'],
    });
    const { admin, team1 } = await org();
    for (const query of ['framework=owasp:llm:99', `teamId=${team1}&framework=nist`]) {
      const unknown = await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/issues?${query}`,
        caller: admin,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(validationError('framework', 'Unknown framework'));
    }
  });

  it('searches target names and plugin names, wildcards taken literally', async () => {
    expect(await bothWays('q=ALP')).toEqual({
      team: ['pii', 'extraction', 'hate', 'override', 'hijackA'],
      all: ['pii', 'extraction', 'hate', 'override', 'hijackA'],
    });
    expect(await bothWays('q=hijack&sort=occurrences')).toEqual({
      team: ['hijackA'],
      all: ['hijackA', 'hijackC'],
    });
    expect(await bothWays('q=gamma&category=brand')).toEqual({ team: [], all: ['overreliance'] });
    expect(await bothWays('q=%25')).toEqual({ team: [], all: [] });
    expect(await bothWays('q=_')).toEqual({ team: [], all: [] });
  });

  it('sorts by severity, last seen, occurrences and plugin name, either way', async () => {
    const all = Object.keys(FIXTURE) as Label[];
    const bySeverity = [
      'pii',
      'extraction',
      'hate',
      'override',
      'hijackC',
      'hijackA',
      'gender',
      'competitors',
      'overreliance',
    ];
    expect(await labels('')).toEqual(bySeverity);
    expect(await labels('sort=severity')).toEqual(bySeverity);
    // Least severe first; within a severity still the latest seen first.
    expect(await labels('sort=severity&order=asc')).toEqual([
      'competitors',
      'overreliance',
      'hijackC',
      'hijackA',
      'gender',
      'extraction',
      'hate',
      'override',
      'pii',
    ]);
    const byLastSeen = [
      'hijackC',
      'extraction',
      'pii',
      'hijackA',
      'gender',
      'hate',
      'competitors',
      'overreliance',
      'override',
    ];
    expect(await labels('sort=lastSeenAt')).toEqual(byLastSeen);
    expect(await labels('sort=lastSeenAt&order=asc')).toEqual([...byLastSeen].reverse());
    const byOccurrences = [
      'hijackA',
      'overreliance',
      'competitors',
      'pii',
      'extraction',
      'hijackC',
      'gender',
      'override',
      'hate',
    ];
    expect(await labels('sort=occurrences')).toEqual(byOccurrences);
    expect(await labels('sort=occurrences&order=asc')).toEqual([...byOccurrences].reverse());
    // By the name people read (Competitor endorsement … System prompt override), then target.
    expect(await labels('sort=plugin')).toEqual([
      'competitors',
      'gender',
      'hate',
      'hijackA',
      'hijackC',
      'overreliance',
      'pii',
      'extraction',
      'override',
    ]);
    expect(await labels('sort=plugin&order=desc')).toEqual([
      'override',
      'extraction',
      'pii',
      'overreliance',
      'hijackA',
      'hijackC',
      'hate',
      'gender',
      'competitors',
    ]);
    expect((await labels('sort=plugin')).sort()).toEqual([...all].sort());
  });

  it('pages without overlap in every order, and one team’s page orders like the whole list', async () => {
    const { admin, team1, labelOf } = await org();
    for (const sort of ['severity', 'lastSeenAt', 'occurrences', 'plugin']) {
      for (const order of ['asc', 'desc']) {
        const query = `sort=${sort}&order=${order}`;
        const whole = await labels(query);
        const paged: (Label | undefined)[] = [];
        for (let offset = 0; offset < whole.length; offset += 4) {
          const page = await list(admin, `${query}&limit=4&offset=${offset}`);
          expect(page.total).toBe(whole.length);
          paged.push(...page.items.map((item) => labelOf.get(item.id)));
        }
        expect(paged).toEqual(whole);
        const teamOnly = whole.filter((label) => FIXTURE[label!][0] === 'team1');
        expect(await labels(`teamId=${team1}&${query}`)).toEqual(teamOnly);
      }
    }
    const beyond = await list(admin, `teamId=${team1}&offset=50`);
    expect(beyond).toEqual({ items: [], total: 7, limit: 50, offset: 50 });
    const badSort = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/issues?sort=severity,desc',
      caller: admin,
    });
    expect(badSort.json()).toEqual(validationError('sort', 'Invalid sort'));
  });

  it('answers each summary with its plugin’s category and its target’s name', async () => {
    const { admin, team1 } = await org();
    const { items } = await list(admin, `teamId=${team1}&sort=plugin&limit=2`);
    expect(
      items.map(({ pluginId, category, targetName }) => ({ pluginId, category, targetName })),
    ).toEqual([
      { pluginId: 'competitors', category: 'brand', targetName: 'Beta' },
      { pluginId: 'bias:gender', category: 'bias', targetName: 'Beta' },
    ]);
  });
});
