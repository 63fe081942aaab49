/**
 * The permission model of spec §6, in one place for server and SPA.
 * Permission sets (what a role holds) expand to CASL raw rules over the spec's subjects.
 */
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];
/** CASL's wildcard action; only the ADMINISTRATOR set uses it. */
export type RuleAction = Action | 'manage';

export const SUBJECTS = [
  'Provider',
  'Config',
  'PluginCollection',
  'EvalJob',
  'Eval',
  'Issue',
  'GradingExample',
  'PluginSeverityOverride',
  'Guardrail',
  'McpApplication',
  'McpServer',
  'McpPermission',
  'McpUser',
  'McpAlert',
  'CustomPolicy',
  'ModelAudit',
] as const;
export type Subject = (typeof SUBJECTS)[number];
export type RuleSubject = Subject | 'all';

export type RawRule = {
  action: RuleAction | RuleAction[];
  subject: RuleSubject | RuleSubject[];
  inverted?: boolean;
  conditions?: Record<string, unknown>;
  fields?: string[];
};

type CrudFamily = { key: string; label: string; subjects: Subject[] };

/** Families that have view/create/update/delete/manage sets (spec §6). */
const CRUD_FAMILIES: CrudFamily[] = [
  { key: 'CONFIGURATIONS', label: 'Configurations', subjects: ['Config', 'GradingExample'] },
  { key: 'EVALS', label: 'Evals', subjects: ['Eval', 'EvalJob'] },
  { key: 'ISSUES', label: 'Issues', subjects: ['Issue'] },
  {
    key: 'PLUGIN_SEVERITY_OVERRIDES',
    label: 'Plugin Severity Overrides',
    subjects: ['PluginSeverityOverride'],
  },
  { key: 'CUSTOM_POLICIES', label: 'Custom Policies', subjects: ['CustomPolicy'] },
  { key: 'MODEL_AUDITS', label: 'Model Audits', subjects: ['ModelAudit'] },
];

const MCP_SUBJECTS: Subject[] = [
  'McpApplication',
  'McpServer',
  'McpPermission',
  'McpUser',
  'McpAlert',
];

type PermissionSetDefinition = { id: string; label: string; rules: RawRule[] };

function crudSets(family: CrudFamily): PermissionSetDefinition[] {
  const { key, label, subjects } = family;
  const verbs: { verb: string; action: Action; title: string }[] = [
    { verb: 'VIEW', action: 'read', title: 'View' },
    { verb: 'CREATE', action: 'create', title: 'Create' },
    { verb: 'UPDATE', action: 'update', title: 'Update' },
    { verb: 'DELETE', action: 'delete', title: 'Delete' },
  ];
  const sets = verbs.map(({ verb, action, title }) => ({
    id: `${verb}_${key}`,
    label: `${title} ${label}`,
    // Whoever may change a thing may also read it.
    rules:
      action === 'read'
        ? [{ action: 'read' as const, subject: subjects }]
        : [{ action: ['read' as const, action], subject: subjects }],
  }));
  sets.push({
    id: `MANAGE_${key}`,
    label: `Manage ${label}`,
    rules: [{ action: [...ACTIONS], subject: subjects }],
  });
  return sets;
}

function providerSets(): PermissionSetDefinition[] {
  // Providers have no VIEW set: every team member reads targets (see BASE_RULES); shown as "Targets".
  const verbs: { verb: string; action: Action; title: string }[] = [
    { verb: 'CREATE', action: 'create', title: 'Create' },
    { verb: 'UPDATE', action: 'update', title: 'Update' },
    { verb: 'DELETE', action: 'delete', title: 'Delete' },
  ];
  return [
    ...verbs.map(({ verb, action, title }) => ({
      id: `${verb}_PROVIDERS`,
      label: `${title} Targets`,
      rules: [{ action, subject: 'Provider' as const }],
    })),
    {
      id: 'MANAGE_PROVIDERS',
      label: 'Manage Targets',
      rules: [{ action: ['create', 'update', 'delete'] as Action[], subject: 'Provider' as const }],
    },
  ];
}

const PERMISSION_SET_DEFINITIONS: PermissionSetDefinition[] = [
  { id: 'ADMINISTRATOR', label: 'Administrator', rules: [{ action: 'manage', subject: 'all' }] },
  ...CRUD_FAMILIES.flatMap(crudSets),
  ...providerSets(),
  {
    id: 'RUN_SCANS',
    label: 'Run Scans',
    rules: [{ action: ['read', 'create'], subject: ['EvalJob', 'Eval'] }],
  },
  {
    id: 'VIEW_MCP_PROXY',
    label: 'View MCP Proxy',
    rules: [{ action: 'read', subject: MCP_SUBJECTS }],
  },
  {
    id: 'MANAGE_MCP_PROXY',
    label: 'Manage MCP Proxy',
    rules: [{ action: [...ACTIONS], subject: MCP_SUBJECTS }],
  },
];

export const PERMISSION_SETS = PERMISSION_SET_DEFINITIONS.map((set) => set.id) as [
  string,
  ...string[],
];
export type PermissionSet = string;

export const PERMISSION_SET_LABELS: Record<string, string> = Object.fromEntries(
  PERMISSION_SET_DEFINITIONS.map((set) => [set.id, set.label]),
);

const RULES_BY_SET = new Map(PERMISSION_SET_DEFINITIONS.map((set) => [set.id, set.rules]));

export function isPermissionSet(value: string): boolean {
  return RULES_BY_SET.has(value);
}

/** What every member of a team may do whatever their role: see the team's targets and the plugin catalogue. */
export const BASE_RULES: RawRule[] = [
  { action: 'read', subject: ['Provider', 'PluginCollection', 'Guardrail'] },
];

/** CASL raw rules for a member holding these permission sets. Unknown sets add nothing. */
export function rulesForPermissionSets(sets: readonly string[]): RawRule[] {
  const rules = sets.flatMap((set) => RULES_BY_SET.get(set) ?? []);
  return [...BASE_RULES, ...rules];
}

/** Roles every organization starts with; they cannot be edited or deleted. */
export const BUILT_IN_ROLES = [
  { slug: 'admin', name: 'Admin', permissionSets: ['ADMINISTRATOR'] },
  {
    slug: 'editor',
    name: 'Editor',
    permissionSets: [
      ...CRUD_FAMILIES.map((family) => `MANAGE_${family.key}`),
      'MANAGE_PROVIDERS',
      'RUN_SCANS',
      'MANAGE_MCP_PROXY',
    ],
  },
  {
    slug: 'viewer',
    name: 'Viewer',
    permissionSets: [...CRUD_FAMILIES.map((family) => `VIEW_${family.key}`), 'VIEW_MCP_PROXY'],
  },
] as const;
