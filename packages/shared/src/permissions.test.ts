import { createMongoAbility } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import {
  BASE_RULES,
  BUILT_IN_ROLES,
  PERMISSION_SET_LABELS,
  PERMISSION_SETS,
  rulesForPermissionSets,
  SUBJECTS,
} from './permissions';

const abilityOf = (sets: string[]) =>
  createMongoAbility(rulesForPermissionSets(sets) as Parameters<typeof createMongoAbility>[0]);
const roleSets = (slug: string) => [
  ...(BUILT_IN_ROLES.find((role) => role.slug === slug)?.permissionSets ?? []),
];

describe('permission sets', () => {
  it('has a label for every set, as spec §6 names them', () => {
    for (const set of PERMISSION_SETS) expect(PERMISSION_SET_LABELS[set]).toBeTruthy();
    expect(PERMISSION_SET_LABELS.RUN_SCANS).toBe('Run Scans');
    expect(PERMISSION_SET_LABELS.MANAGE_PROVIDERS).toBe('Manage Targets');
    expect(PERMISSION_SET_LABELS.VIEW_CONFIGURATIONS).toBe('View Configurations');
    expect(PERMISSION_SETS).not.toContain('VIEW_PROVIDERS');
  });

  it('lets every member read targets and plugins, and nothing else, without a set', () => {
    expect(rulesForPermissionSets([])).toEqual(BASE_RULES);
    const ability = abilityOf([]);
    expect(ability.can('read', 'Provider')).toBe(true);
    expect(ability.can('read', 'PluginCollection')).toBe(true);
    expect(ability.can('read', 'Config')).toBe(false);
    expect(ability.can('create', 'Provider')).toBe(false);
  });

  it('grants read with every write set', () => {
    const ability = abilityOf(['UPDATE_ISSUES']);
    expect(ability.can('read', 'Issue')).toBe(true);
    expect(ability.can('update', 'Issue')).toBe(true);
    expect(ability.can('delete', 'Issue')).toBe(false);
  });

  it('maps Run Scans to starting and reading eval jobs', () => {
    const ability = abilityOf(['RUN_SCANS']);
    expect(ability.can('create', 'EvalJob')).toBe(true);
    expect(ability.can('read', 'Eval')).toBe(true);
    expect(ability.can('delete', 'EvalJob')).toBe(false);
  });

  it('gives Admin everything, Editor every change, Viewer only reads', () => {
    const admin = abilityOf(roleSets('admin'));
    const editor = abilityOf(roleSets('editor'));
    const viewer = abilityOf(roleSets('viewer'));
    for (const subject of SUBJECTS) {
      expect(admin.can('delete', subject)).toBe(true);
      expect(viewer.can('create', subject)).toBe(false);
      expect(viewer.can('update', subject)).toBe(false);
    }
    for (const subject of [
      'Config',
      'Eval',
      'Issue',
      'Provider',
      'CustomPolicy',
      'ModelAudit',
      'McpServer',
    ] as const) {
      expect(editor.can('create', subject)).toBe(true);
      expect(editor.can('delete', subject)).toBe(true);
      expect(viewer.can('read', subject)).toBe(true);
    }
    expect(editor.can('delete', 'Guardrail')).toBe(false);
  });
});
