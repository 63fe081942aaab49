import type { ClientConfig, Organization, Subject } from '@crucible/shared';
import type { Area, AreaFlags } from './areas';

type NavContext = {
  config: Pick<ClientConfig, 'enableServerSideJobs'>;
  organization: Pick<Organization, 'canUseRedteam' | 'canUseAdaptiveGuardrails'>;
  areas: AreaFlags;
  ability: { can: (action: 'read', subject: Subject) => boolean };
};

export type NavLink = {
  label: string;
  to: string;
  /** Shown only with read permission on this subject (spec §2). */
  subject: Subject;
  /** The area of a menu item, when it comes later than its menu's. */
  area?: Area;
  when?: (context: NavContext) => boolean;
};
export type NavEntry =
  | {
      kind: 'menu';
      label: string;
      area: Area;
      when?: (context: NavContext) => boolean;
      items: NavLink[];
    }
  | ({ kind: 'link'; area: Area } & NavLink);

/** The top navigation of spec §2, in display order. */
export const NAV_ENTRIES: NavEntry[] = [
  {
    kind: 'menu',
    label: 'Red Team',
    area: 'redteam',
    when: ({ organization }) => organization.canUseRedteam,
    items: [
      { label: 'Targets', to: '/redteam/targets', subject: 'Provider' },
      { label: 'Scan Templates', to: '/redteam/configs', subject: 'Config', area: 'scans' },
      { label: 'Reports', to: '/redteam/report', subject: 'Eval', area: 'redteamReports' },
      {
        label: 'Vulnerabilities',
        to: '/redteam/vulnerabilities',
        subject: 'Issue',
        area: 'vulnerabilities',
      },
      {
        label: 'Scan History',
        to: '/jobs',
        subject: 'EvalJob',
        area: 'scans',
        when: ({ config }) => config.enableServerSideJobs,
      },
      { label: 'Plugins', to: '/redteam/plugins', subject: 'PluginCollection' },
    ],
  },
  {
    kind: 'menu',
    label: 'Evaluations',
    area: 'eval',
    items: [{ label: 'All Evals', to: '/evals', subject: 'Eval' }],
  },
  {
    kind: 'link',
    label: 'Model Audit',
    to: '/model-audit',
    area: 'modelAudit',
    subject: 'ModelAudit',
  },
  {
    kind: 'link',
    label: 'Guardrails',
    to: '/guardrails',
    area: 'guardrails',
    subject: 'Guardrail',
    when: ({ organization }) => organization.canUseAdaptiveGuardrails,
  },
];

function linkVisible(link: NavLink, context: NavContext): boolean {
  if (link.area && !context.areas[link.area]) return false;
  return context.ability.can('read', link.subject) && (link.when?.(context) ?? true);
}

/** Entries whose area exists and whose items the user may read; menus without items vanish. */
export function visibleNavEntries(context: NavContext, entries = NAV_ENTRIES): NavEntry[] {
  return entries.flatMap((entry): NavEntry[] => {
    if (!context.areas[entry.area] || !(entry.when?.(context) ?? true)) return [];
    if (entry.kind === 'link') return linkVisible(entry, context) ? [entry] : [];
    const items = entry.items.filter((item) => linkVisible(item, context));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
