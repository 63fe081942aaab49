import { describe, expect, it } from 'vitest';
import { rulesForPermissionSets } from '@crucible/shared';
import { buildAbility } from '../features/abilities/ability';
import type { AreaFlags } from './areas';
import { visibleNavEntries } from './nav-items';

const allAreas: AreaFlags = {
  redteam: true,
  scans: true,
  redteamReports: true,
  vulnerabilities: true,
  eval: true,
  modelAudit: true,
  guardrails: true,
  serverSettings: true,
};
const organization = { canUseRedteam: true, canUseAdaptiveGuardrails: false };
const config = { enableServerSideJobs: false };

function labels(entries: ReturnType<typeof visibleNavEntries>): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'menu'
      ? [entry.label, ...entry.items.map((item) => `  ${item.label}`)]
      : [entry.label],
  );
}

describe('visibleNavEntries', () => {
  it('shows nothing for areas that do not exist yet', () => {
    const ability = buildAbility(rulesForPermissionSets(['ADMINISTRATOR']));
    const none = { ...allAreas, redteam: false, eval: false, modelAudit: false, guardrails: false };
    expect(visibleNavEntries({ config, organization, areas: none, ability })).toEqual([]);
  });

  it('shows an administrator everything the organization and config allow', () => {
    const ability = buildAbility(rulesForPermissionSets(['ADMINISTRATOR']));
    expect(labels(visibleNavEntries({ config, organization, areas: allAreas, ability }))).toEqual([
      'Red Team',
      '  Targets',
      '  Scan Templates',
      '  Reports',
      '  Vulnerabilities',
      '  Plugins',
      'Evaluations',
      '  All Evals',
      'Model Audit',
    ]);
  });

  it('keeps only the items a member may read', () => {
    const ability = buildAbility(rulesForPermissionSets(['VIEW_ISSUES']));
    const context = {
      config: { enableServerSideJobs: true },
      organization: { canUseRedteam: false, canUseAdaptiveGuardrails: true },
      areas: allAreas,
      ability,
    };
    expect(labels(visibleNavEntries(context))).toEqual(['Guardrails']);
  });
});
