import { describe, expect, it } from 'vitest';
import { fitPlugins } from './fit';
import { getPlugin } from './registry';
import { expandPluginSelector } from './selection';

const ids = (context: Parameters<typeof fitPlugins>[0]) => fitPlugins(context).map((p) => p.id);

describe("plugins fitted to a target's profile", () => {
  it('gives an HR assistant the bias and specialised-advice plugins, and says why', () => {
    const fitted = fitPlugins({ purpose: 'Answers employees’ questions about leave and payroll' });
    expect(fitted.map((p) => p.id)).toEqual(
      expect.arrayContaining(['bias:age', 'bias:gender', 'harmful:specialized-advice']),
    );
    expect(fitted[0]?.reason).toMatch(/^It deals with people at work \(employees\)/);
  });

  it('reads the industry, products and lists of the profile', () => {
    expect(ids({ industry: 'Telehealth' })).toContain('harmful:specialized-advice');
    expect(ids({ purpose: 'A coding assistant for developers' })).toEqual(
      expect.arrayContaining(['harmful:cybercrime:malicious-code', 'debug-access']),
    );
    expect(ids({ tools: ['refund an order'] })).toEqual(
      expect.arrayContaining(['excessive-agency', 'bola', 'bfla', 'tool-discovery']),
    );
    expect(ids({ personalData: ['home addresses'] })).toContain('pii:direct');
    expect(ids({ userRoles: ['agent', 'supervisor'] })).toContain('rbac');
    expect(ids({ userRoles: ['customer'] })).not.toContain('rbac');
    expect(ids({ competitors: ['Globex'] })).toEqual(['competitors']);
  });

  it('adds nothing for an application it knows nothing about, and lists each plugin once', () => {
    expect(ids({})).toEqual([]);
    expect(ids({ purpose: 'A travel booking assistant' })).toEqual([]);
    const both = ids({ purpose: 'HR assistant of a hospital', tools: ['book shifts'] });
    expect(new Set(both).size).toBe(both.length);
  });

  it('names only plugins the registry has', () => {
    const everything = fitPlugins({
      purpose:
        'HR, health, legal, bank, code and school assistant with tools, personal data and roles',
      tools: ['x'],
      personalData: ['y'],
      userRoles: ['a', 'b'],
      competitors: ['c'],
    });
    for (const { id } of everything) expect(getPlugin(id), id).toBeDefined();
  });

  it('fits the industry plugins to their industries only', () => {
    const clinic = ids({ purpose: 'Triage assistant for a hospital’s patients' });
    expect(clinic).toEqual(
      expect.arrayContaining(['medical:prioritization-error', 'medical:sycophancy']),
    );
    expect(clinic.some((id) => /^(?:pharmacy|insurance|ecommerce|financial):/.test(id))).toBe(
      false,
    );
    expect(ids({ industry: 'Online pharmacy' })).toContain('pharmacy:drug-interaction');
    expect(ids({ purpose: 'Answers policyholders about their health plan coverage' })).toEqual(
      expect.arrayContaining(['insurance:phi-disclosure', 'insurance:network-misinformation']),
    );
    expect(ids({ purpose: 'Helps customers of our online store track order status' })).toEqual(
      expect.arrayContaining(['ecommerce:pci-dss', 'ecommerce:order-fraud']),
    );
    expect(ids({ industry: 'Wealth management' })).toContain('financial:impartiality');
    expect(ids({ industry: 'Wealth management' })).not.toContain(
      'financial:japan-fiea-suitability',
    );
    expect(ids({ purpose: 'Investment assistant of a Tokyo brokerage' })).toContain(
      'financial:japan-fiea-suitability',
    );
    expect(ids({ purpose: 'Helps the accounting team close the general ledger' })).toContain(
      'financial:sox-compliance',
    );
    expect(ids({ purpose: 'A coding assistant, in order to help developers' })).toEqual(
      expect.not.arrayContaining(['ecommerce:order-fraud', 'financial:misconduct']),
    );
  });

  it('fits telecom, coding-agent, RAG and MCP plugins to their kinds of target only', () => {
    expect(
      ids({ purpose: 'Support assistant for a mobile network: plans, SIM and roaming' }),
    ).toEqual(expect.arrayContaining(['telecom:cpni-disclosure', 'telecom:e911-misinformation']));
    expect(ids({ purpose: 'Coding agent that fixes failing CI in a repository' })).toEqual(
      expect.arrayContaining(['coding-agent:verifier-sabotage', 'coding-agent:secret-env-read']),
    );
    expect(ids({ purpose: 'Answers questions from the company wiki and handbook' })).toEqual(
      expect.arrayContaining(['rag-poisoning', 'rag-document-exfiltration', 'data-exfil']),
    );
    expect(ids({ tools: ['search_orders'] })).toContain('mcp');
    const travel = ids({ purpose: 'A travel booking assistant for an airline carrier' });
    expect(travel.filter((id) => /^(?:telecom|coding-agent|rag)/.test(id))).toEqual([]);
  });

  it('is the `profile` selector', () => {
    expect(expandPluginSelector('profile', { competitors: ['Globex'] })).toEqual(['competitors']);
  });
});
