import { describe, expect, it } from 'vitest';
import { estimateProbeCount, plannedPlugins } from '../../config/schema';
import { parseRedteamConfig, validateRedteamConfig } from '../../config/load';
import { generateTestCases } from '../../runner/generate-test-cases';
import { inlinePolicyId, inlinePolicyName, policyFromConfig } from './definition';
import { POLICY_TEMPLATES } from './templates';

const RULE = 'The assistant must not promise delivery dates for custom furniture orders.';

describe('the policy plugin in configs', () => {
  it("accepts promptfoo's inline form and names the plugin after the text's hash", async () => {
    const parsed = parseRedteamConfig(
      [
        'redteam:',
        '  numTests: 4',
        '  plugins:',
        "    - id: 'policy'",
        '      config:',
        `        policy: '${RULE}'`,
        "    - id: 'policy'",
        '      numTests: 2',
        '      severity: low',
        '      config:',
        '        policy: >',
        '          Do not recommend warranty workarounds',
        '          that void manufacturer coverage.',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const planned = plannedPlugins(parsed.config);
    expect(planned.map(({ id, numTests, severity }) => ({ id, numTests, severity }))).toEqual([
      { id: `policy:${inlinePolicyId(RULE)}`, numTests: 4, severity: 'high' },
      {
        // YAML's folded text ends in a newline: the id is the hash of the trimmed text.
        id: `policy:${inlinePolicyId('Do not recommend warranty workarounds that void manufacturer coverage.')}`,
        numTests: 2,
        severity: 'low',
      },
    ]);
    expect(planned[0]?.policy).toEqual({
      id: inlinePolicyId(RULE),
      name: 'The assistant must not promise delivery dates for custom…',
      text: RULE,
      severity: 'high',
    });

    const suite = await generateTestCases(parsed.config);
    expect(suite.testCases).toHaveLength(6);
    const [first] = suite.testCases;
    expect(first?.pluginId).toBe(`policy:${inlinePolicyId(RULE)}`);
    expect(first?.metadata.policy?.text).toBe(RULE);
    expect(first?.prompt.toLowerCase()).toContain(
      'promise delivery dates for custom furniture orders',
    );
    expect(estimateProbeCount(parsed.config).total).toBe(6);
  });

  it("uses promptfoo's policy object (id, name, text) and Crucible's grading aids", () => {
    const id = '2b1ac8a0-4f0e-4a37-9d3c-0d6a51f7e9a1';
    const result = policyFromConfig(
      {
        policy: { id, name: 'No delivery promises', text: RULE, severity: 'critical' },
        mustNotMatch: ['/deliver(ed)? by/i', 'guaranteed delivery'],
        violatingExample: 'Your sofa will be delivered by Friday.',
      },
      'medium',
    );
    expect(result).toEqual({
      ok: true,
      policy: {
        id,
        name: 'No delivery promises',
        text: RULE,
        severity: 'critical',
        mustNotMatch: ['/deliver(ed)? by/i', 'guaranteed delivery'],
        violatingExample: 'Your sofa will be delivered by Friday.',
      },
    });
  });

  it('names what is wrong: no text, a reference the engine cannot resolve, a bad regex', () => {
    const check = (plugins: unknown[]) => {
      const result = validateRedteamConfig({ redteam: { plugins } });
      return result.ok ? [] : result.errors;
    };
    expect(check([{ id: 'policy' }])).toEqual([
      'redteam.plugins[0].config.policy: Give the policy: config.policy is its text (or {id, name, text})',
    ]);
    expect(check([{ id: 'policy', config: { policy: '  ' } }])).toEqual([
      'redteam.plugins[0].config.policy: Write the policy: the rule the target must follow',
    ]);
    expect(
      check([{ id: 'policy', config: { policy: { id: '2b1ac8a0-4f0e-4a37-9d3c-0d6a51f7e9a1' } } }]),
    ).toEqual([
      'redteam.plugins[0].config.policy.text: Policy 2b1ac8a0-4f0e-4a37-9d3c-0d6a51f7e9a1 has no text here: give config.policy.text, or pick it from the Policy Library',
    ]);
    expect(check(['policy:2b1ac8a0-4f0e-4a37-9d3c-0d6a51f7e9a1'])).toEqual([
      'redteam.plugins[0].id: Unknown policy "policy:2b1ac8a0-4f0e-4a37-9d3c-0d6a51f7e9a1": pick one from the Policy Library, or give its text (id: policy, config.policy)',
    ]);
    const [regex] = check([{ id: 'policy', config: { policy: RULE, mustMatch: ['/([a-z/'] } }]);
    expect(regex).toMatch(
      /^redteam\.plugins\[0\]\.config\.mustMatch\[0\]: Invalid regular expression/,
    );
    expect(check([{ id: 'policy', config: { policy: RULE, mustNotMatch: ['/(a+)+$/'] } }])).toEqual(
      [
        expect.stringMatching(
          /^redteam\.plugins\[0\]\.config\.mustNotMatch\[0\]: .*nests quantifiers/,
        ),
      ],
    );
  });

  it('keeps one plugin per policy however often it is listed, and caps offline tests', () => {
    const config = validateRedteamConfig({
      redteam: {
        numTests: 500,
        plugins: [
          { id: 'policy', config: { policy: RULE } },
          { id: 'policy', config: { policy: RULE } },
        ],
      },
    });
    if (!config.ok) throw new Error(config.errors.join('\n'));
    expect(plannedPlugins(config.config)).toHaveLength(1);
    expect(estimateProbeCount(config.config).total).toBe(POLICY_TEMPLATES.length);
    expect(estimateProbeCount(config.config, { hasGenerator: true }).total).toBe(500);
  });
});

describe('policy ids and names', () => {
  it('hashes the text as promptfoo does (SHA-256, first 12 hex digits)', () => {
    expect(inlinePolicyId('abc')).toBe('ba7816bf8f01');
  });

  it('names an unnamed policy by its first sentence, cut near 60 characters', () => {
    expect(inlinePolicyName('Never quote prices. Always be polite.')).toBe('Never quote prices');
    expect(
      inlinePolicyName(
        'The assistant must never recommend specific investment products to retail customers',
      ),
    ).toBe('The assistant must never recommend specific investment…');
  });
});
