import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customPolicies } from '../../db/schema';
import { call, registerOrgAdmin, useTestApp, type OrgAdmin } from '../../../test/harness';
import { seedIssues, targetNamed } from '../../../test/issue-fixtures';

/*
 * Custom policies (`policy:<id>`) in the vulnerabilities list: no registry plugin, so the list
 * names them after their Policy Library entry, counts them as compliance (in no framework),
 * finds them by that name and orders them by it after the built-in plugins — in a page and in
 * the export alike.
 */

type Summary = { pluginId: string; pluginName: string; category: string };

describe('issues list: custom policies', () => {
  const ctx = useTestApp();

  const get = async (admin: OrgAdmin, url: string) => {
    const response = await call(ctx.app, { method: 'GET', url: `/api/v1${url}`, caller: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const policy = async (admin: OrgAdmin, name: string): Promise<string> => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/policies',
      caller: admin,
      payload: { name, text: `${name}: the assistant must keep to it.` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().pluginId;
  };

  it('names, filters, finds and orders vulnerabilities of custom policies', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const teamId = admin.defaultTeamId;
    const targetId = await targetNamed(ctx, admin, teamId, 'Shop');
    // Named against the order of their ids, so only their names can order them.
    const [alpha, zeta] = [await policy(admin, 'First rule'), await policy(admin, 'Second rule')]
      .sort()
      .reverse() as [string, string];
    const rename = (pluginId: string, name: string) =>
      ctx.database.db
        .update(customPolicies)
        .set({ name })
        .where(eq(customPolicies.id, pluginId.slice('policy:'.length)));
    await rename(alpha, 'Alpha refunds rule');
    await rename(zeta, 'Zeta pricing rule');
    const seed = (pluginId: string, daysAgo: number) => ({
      teamId,
      targetId,
      pluginId,
      severity: 'high' as const,
      status: 'open' as const,
      occurrences: 1,
      daysAgo,
    });
    await seedIssues(ctx, admin, [
      seed(zeta, 1),
      seed(alpha, 2),
      seed('coppa', 3), // compliance, in no OWASP item
      seed('ecommerce:price-manipulation', 4), // compliance, OWASP LLM
      seed('hijacking', 5), // security
    ]);
    const ids = async (query: string) =>
      ((await get(admin, `/issues?${query}`)).items as Summary[]).map((item) => item.pluginId);

    const all = (await get(admin, `/issues?sort=plugin`)).items as Summary[];
    expect(
      all.map(({ pluginId, pluginName, category }) => [pluginId, pluginName, category]),
    ).toEqual([
      ['coppa', 'COPPA (children’s privacy)', 'compliance'],
      ['hijacking', 'Hijacking', 'security'],
      ['ecommerce:price-manipulation', 'Price manipulation', 'compliance'],
      [alpha, 'Alpha refunds rule', 'compliance'],
      [zeta, 'Zeta pricing rule', 'compliance'],
    ]);
    expect(await ids('sort=plugin&order=desc')).toEqual([
      'ecommerce:price-manipulation',
      'hijacking',
      'coppa',
      zeta,
      alpha,
    ]);
    for (const team of ['', `teamId=${teamId}&`]) {
      expect(await ids(`${team}category=compliance`)).toEqual([
        zeta,
        alpha,
        'coppa',
        'ecommerce:price-manipulation',
      ]);
      expect(await ids(`${team}category=compliance&framework=owasp:llm`)).toEqual([
        'ecommerce:price-manipulation',
      ]);
      expect(await ids(`${team}category=security`)).toEqual(['hijacking']);
      expect(await ids(`${team}q=REFUNDS`)).toEqual([alpha]);
      expect(await ids(`${team}q=rule&category=compliance`)).toEqual([zeta, alpha]);
    }

    const exported = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/issues/export?format=json&category=compliance&sort=plugin',
      caller: admin,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(
      (JSON.parse(exported.body) as Summary[]).map((row) => [row.pluginName, row.category]),
    ).toEqual([
      ['COPPA (children’s privacy)', 'compliance'],
      ['Price manipulation', 'compliance'],
      ['Alpha refunds rule', 'compliance'],
      ['Zeta pricing rule', 'compliance'],
    ]);
  });
});
