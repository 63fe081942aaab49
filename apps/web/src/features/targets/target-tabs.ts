import type { ComponentType } from 'react';
import type { Action, Subject } from '@crucible/shared';

/*
 * The target page's tabs (spec §2: `/redteam/target/{targetId}/{tab}`): the routes and the tab
 * bar are both made from this list, so a tab that is not in it is not a page either — its URL
 * answers the not-found page like any unknown tab.
 */

/** What a tab shows: a component of the target's id. */
export type TargetTabComponent = ComponentType<{ targetId: string }>;

export type TargetTab = {
  /** The URL segment after the target's id. */
  path: string;
  /** The tab's label in the tab bar. */
  label: string;
  /** The page name in the document title. */
  title: string;
  /** What the caller must be allowed (besides reading the target) to see the tab. */
  needs: readonly { action: Action; subject: Subject }[];
  load: () => Promise<TargetTabComponent>;
};

const BUILT_TARGET_TABS: TargetTab[] = [
  {
    path: 'dashboard',
    label: 'Dashboard',
    title: 'Target',
    needs: [
      { action: 'read', subject: 'EvalJob' },
      { action: 'read', subject: 'Issue' },
    ],
    load: async () => (await import('./components/dashboard/TargetDashboard')).TargetDashboard,
  },
  {
    path: 'settings',
    label: 'Settings',
    title: 'Target',
    needs: [],
    load: async () => (await import('./components/TargetSettings')).TargetSettings,
  },
  {
    path: 'vulnerabilities',
    label: 'Vulnerabilities',
    title: 'Target',
    needs: [{ action: 'read', subject: 'Issue' }],
    load: async () => (await import('./components/TargetVulnerabilities')).TargetVulnerabilities,
  },
  {
    path: 'history',
    label: 'History',
    title: 'Target',
    needs: [{ action: 'read', subject: 'EvalJob' }],
    load: async () => (await import('./components/TargetHistory')).TargetHistory,
  },
  {
    path: 'gradingExamples',
    label: 'Grading Examples',
    title: 'Grading Examples',
    needs: [{ action: 'read', subject: 'GradingExample' }],
    load: async () =>
      (await import('../grading-examples/components/TargetGradingExamples')).TargetGradingExamples,
  },
  {
    path: 'pluginSeverities',
    label: 'Plugin Severities',
    title: 'Target Plugin Severities',
    needs: [{ action: 'read', subject: 'PluginSeverityOverride' }],
    load: async () =>
      (await import('../severities/components/TargetPluginSeverities')).TargetPluginSeverities,
  },
];

export const TARGET_TABS: readonly TargetTab[] = BUILT_TARGET_TABS;
