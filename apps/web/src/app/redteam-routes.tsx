import type { RouteObject } from 'react-router';
import { RequireAbility } from './guards/RequireAbility';
import { remediationRoute } from './remediation-route';
import { notFound, page, title } from './route-parts';
import { targetPageRoute } from './target-routes';

/** The red-team area behind its guard; each page also needs read permission on its subject. */
export function redteamRoutes(): RouteObject[] {
  const createScan = page(() => import('../features/scans/pages/CreateScanPage'), 'CreateScanPage');
  return [
    {
      element: <RequireAbility action="read" subject="Provider" />,
      children: [
        {
          path: 'targets',
          handle: title('Targets'),
          ...page(() => import('../features/targets/pages/TargetsPage'), 'TargetsPage'),
        },
        {
          path: 'targets/:targetId',
          handle: title('Edit Target'),
          ...page(() => import('../features/targets/pages/EditTargetPage'), 'EditTargetPage'),
        },
        targetPageRoute(),
      ],
    },
    {
      element: <RequireAbility action="read" subject="Config" />,
      children: [
        {
          path: 'configs',
          handle: title('Scan Templates'),
          ...page(
            () => import('../features/scan-configs/pages/ScanConfigsPage'),
            'ScanConfigsPage',
          ),
        },
        {
          path: 'configs/:configId',
          handle: title('Scan Templates'),
          ...page(
            () => import('../features/scan-configs/pages/EditScanConfigPage'),
            'EditScanConfigPage',
          ),
        },
      ],
    },
    {
      element: <RequireAbility action="read" subject="Eval" teamOptional />,
      children: [
        {
          path: 'report',
          handle: title('Report'),
          ...page(() => import('../features/reports/pages/ReportsPage'), 'ReportsPage'),
        },
      ],
    },
    {
      element: <RequireAbility action="read" subject="Issue" />,
      children: [
        {
          path: 'vulnerabilities',
          handle: title('Vulnerabilities'),
          ...page(
            () => import('../features/vulnerabilities/pages/VulnerabilitiesPage'),
            'VulnerabilitiesPage',
          ),
        },
        {
          path: 'vulnerabilities/:issueId',
          handle: title('Vulnerabilities'),
          ...page(
            () => import('../features/vulnerabilities/pages/VulnerabilityDetailPage'),
            'VulnerabilityDetailPage',
          ),
        },
      ],
    },
    {
      element: <RequireAbility action="create" subject="EvalJob" />,
      children: [
        {
          path: 'scan/create',
          handle: title('Create Scan'),
          ...createScan,
        },
        // Spec §2: `/redteam` is the red-team setup, and `/redteam/{targetId}` the setup of one
        // target (static paths such as `targets` and `plugins` win over the parameter).
        { index: true, handle: title('Redteam'), ...createScan },
        {
          path: ':targetId',
          handle: title('Redteam'),
          ...page(() => import('./pages/RedteamTargetRedirect'), 'RedteamTargetRedirect'),
        },
      ],
    },
    {
      element: <RequireAbility action="read" subject="PluginCollection" />,
      children: [
        {
          path: 'plugins',
          handle: title('Plugins Collection'),
          ...page(() => import('../features/plugins/pages/PluginsPage'), 'PluginsPage'),
        },
        {
          element: <RequireAbility action="read" subject="PluginSeverityOverride" />,
          children: [
            {
              path: 'plugins/severities',
              handle: title('Plugin Severity Overrides'),
              ...page(
                () => import('../features/severities/pages/SeverityOverridesPage'),
                'SeverityOverridesPage',
              ),
            },
            {
              path: 'plugins/severities/:id',
              handle: title('Plugin Severity Overrides'),
              ...page(
                () => import('../features/severities/pages/SeverityOverrideDetailPage'),
                'SeverityOverrideDetailPage',
              ),
            },
          ],
        },
        {
          element: <RequireAbility action="read" subject="CustomPolicy" />,
          children: [
            {
              path: 'plugins/policies',
              handle: title('Policy Library'),
              ...page(() => import('../features/policies/pages/PoliciesPage'), 'PoliciesPage'),
            },
            {
              path: 'plugins/policies/:policyId',
              handle: title('Policy Library'),
              ...page(
                () => import('../features/policies/pages/PolicyDetailPage'),
                'PolicyDetailPage',
              ),
            },
          ],
        },
        {
          path: 'plugins/:pluginId',
          handle: title('Plugins Collection'),
          ...page(() => import('../features/plugins/pages/PluginDetailPage'), 'PluginDetailPage'),
        },
      ],
    },
    remediationRoute,
    { path: '*', handle: title('Page Not Found'), ...notFound },
  ];
}
