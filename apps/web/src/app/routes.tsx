import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminRoute } from './guards/AdminRoute';
import { ProtectedRoute } from './guards/ProtectedRoute';
import { RedteamGuard } from './guards/RedteamGuard';
import { RequireAbility } from './guards/RequireAbility';
import { RequireUser } from './guards/RequireUser';
import { RootRedirect } from './guards/RootRedirect';
import { ServerSettingsGuard } from './guards/ServerSettingsGuard';
import { ServerSideJobsGuard } from './guards/ServerSideJobsGuard';
import { TeamGuard } from './guards/TeamGuard';
import { RootLayout } from './layouts/RootLayout';

import { notFound, page, title, wideTitle } from './route-parts';
import { redteamRoutes } from './redteam-routes';

/**
 * The route table of spec §2 (paths and titles), for the areas built so far. Layout routes
 * carry the guards: public auth pages; the app layout; the logged-in layout; the protected
 * pages with the team guard; admin-only organization pages.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Blank until the first page's chunks are in (spec §2: protected pages are blank while loading).
    HydrateFallback: () => null,
    children: [
      {
        // Layouts are chunks of their own too: /login never loads the app bar and its menus.
        ...page(() => import('./layouts/AuthLayout'), 'AuthLayout'),
        children: [
          {
            path: 'login',
            handle: title('Login'),
            ...page(() => import('../features/auth/pages/LoginPage'), 'LoginPage'),
          },
          {
            path: 'logout',
            handle: title('Logout'),
            ...page(() => import('../features/auth/pages/LogoutPage'), 'LogoutPage'),
          },
          {
            path: 'register',
            handle: title('Register'),
            ...page(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage'),
          },
          {
            path: 'verify-email',
            handle: title('Verify Email'),
            ...page(() => import('../features/auth/pages/VerifyEmailPage'), 'VerifyEmailPage'),
          },
          {
            path: 'reset-password',
            handle: title('Request Password Reset'),
            ...page(
              () => import('../features/auth/pages/RequestPasswordResetPage'),
              'RequestPasswordResetPage',
            ),
          },
          {
            // Spec §2 names no title for the federated callback.
            path: 'auth/fusionauth/callback',
            handle: title('Signing in'),
            ...page(() => import('../features/auth/pages/SsoCallbackPage'), 'SsoCallbackPage'),
          },
          {
            path: 'reset-password/confirm',
            handle: title('Confirm Password Reset'),
            ...page(
              () => import('../features/auth/pages/ConfirmPasswordResetPage'),
              'ConfirmPasswordResetPage',
            ),
          },
        ],
      },
      {
        ...page(() => import('./layouts/AppLayout'), 'AppLayout'),
        children: [
          {
            path: 'upgrade',
            handle: title('Upgrade'),
            ...page(() => import('./pages/UpgradePage'), 'UpgradePage'),
          },
          {
            path: 'organizations/new',
            handle: title('Create Organization'),
            ...page(
              () => import('../features/organizations/pages/NewOrganizationPage'),
              'NewOrganizationPage',
            ),
          },
          { path: 'not-found', handle: title('Page Not Found'), ...notFound },
          {
            // Spec §2: the red-team report is a public route. A shared link's token opens for
            // anyone; a scan's id asks for sign-in, then read permission (checked by the API).
            path: 'redteam/report/:id',
            handle: title('Report'),
            ...page(() => import('../features/reports/pages/ReportPage'), 'ReportPage'),
          },
          ...evalRoutes(),
          {
            element: <RequireUser />,
            children: [
              {
                path: 'welcome',
                handle: title('Authenticate'),
                ...page(() => import('../features/auth/pages/WelcomePage'), 'WelcomePage'),
              },
              {
                path: 'api-tokens',
                handle: title('API Tokens'),
                ...page(
                  () => import('../features/api-tokens/pages/ApiTokensPage'),
                  'ApiTokensPage',
                ),
              },
              {
                path: 'logged-in-reset-password',
                handle: title('Reset Password'),
                ...page(
                  () => import('../features/auth/pages/ChangePasswordPage'),
                  'ChangePasswordPage',
                ),
              },
            ],
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                element: <TeamGuard />,
                children: [
                  { index: true, handle: title('Home'), element: <RootRedirect /> },
                  {
                    path: 'no-team',
                    handle: title('No Team'),
                    ...page(() => import('./pages/NoTeamPage'), 'NoTeamPage'),
                  },
                  ...organizationRoutes(),
                  {
                    path: 'server',
                    element: <ServerSettingsGuard />,
                    children: serverSettingsRoutes(),
                  },
                  {
                    path: 'redteam',
                    element: <RedteamGuard />,
                    children: redteamRoutes(),
                  },
                  {
                    path: 'jobs',
                    element: <RedteamGuard />,
                    children: jobsRoutes(),
                  },
                  {
                    path: 'datasets',
                    element: <RequireAbility action="read" subject="Eval" />,
                    children: [
                      {
                        index: true,
                        handle: title('Datasets'),
                        ...page(
                          () => import('../features/datasets/pages/DatasetsPage'),
                          'DatasetsPage',
                        ),
                      },
                    ],
                  },
                  {
                    path: 'config',
                    element: <RequireAbility action="create" subject="EvalJob" />,
                    children: [
                      {
                        index: true,
                        handle: title('Configuration'),
                        ...page(() => import('../features/evals/pages/ConfigPage'), 'ConfigPage'),
                      },
                    ],
                  },
                  {
                    path: 'model-audit',
                    element: <RequireAbility action="read" subject="ModelAudit" />,
                    children: modelAuditRoutes(),
                  },
                ],
              },
            ],
          },
          { path: '*', handle: title('Page Not Found'), ...notFound },
        ],
      },
    ],
  },
];

/**
 * Spec §2: the evals list and the eval pages are public routes, outside the signed-in layout: a
 * public eval opens for anyone; the pages ask for sign-in when the API does.
 */
function evalRoutes(): RouteObject[] {
  const evalPage = page(() => import('../features/evals/pages/EvalPage'), 'EvalPage');
  return [
    {
      path: 'evals',
      handle: title('Evaluations'),
      ...page(() => import('../features/evals/pages/EvalsPage'), 'EvalsPage'),
    },
    { path: 'eval', handle: wideTitle('Evaluation'), ...evalPage },
    { path: 'eval/:id', handle: wideTitle('Evaluation'), ...evalPage },
  ];
}

/** Scan history (spec §2: only with server-side jobs) and one scan's page. */
function jobsRoutes(): RouteObject[] {
  const jobsTitle = title('Redteam / Scan History');
  return [
    {
      element: <ServerSideJobsGuard />,
      children: [
        {
          element: <RequireAbility action="read" subject="EvalJob" />,
          children: [
            {
              index: true,
              handle: jobsTitle,
              ...page(() => import('../features/scans/pages/ScanHistoryPage'), 'ScanHistoryPage'),
            },
            {
              path: ':scanId',
              handle: jobsTitle,
              ...page(() => import('../features/scans/pages/ScanDetailPage'), 'ScanDetailPage'),
            },
          ],
        },
      ],
    },
    { path: '*', handle: title('Page Not Found'), ...notFound },
  ];
}

/** Model audit (spec §2): the tabs, the history and one scan's details. */
function modelAuditRoutes(): RouteObject[] {
  const audit = page(
    () => import('../features/model-audit/pages/ModelAuditPage'),
    'ModelAuditPage',
  );
  return [
    { index: true, handle: title('Model Audit'), ...audit },
    {
      path: 'history',
      handle: title('History'),
      ...page(
        () => import('../features/model-audit/pages/ModelAuditPage'),
        'ModelAuditHistoryPage',
      ),
    },
    {
      path: 'scan/:scanId',
      handle: title('Scan Details'),
      ...page(
        () => import('../features/model-audit/pages/ModelAuditScanPage'),
        'ModelAuditScanPage',
      ),
    },
    { path: ':tab', handle: title('Model Audit'), ...audit },
  ];
}

/** Server settings: members read them, administrators edit them (one key today). */
function serverSettingsRoutes(): RouteObject[] {
  const edit = page(
    () => import('../features/model-settings/pages/EditServerSettingsPage'),
    'EditServerSettingsPage',
  );
  return [
    {
      index: true,
      handle: title('Server Settings'),
      ...page(
        () => import('../features/model-settings/pages/ServerSettingsPage'),
        'ServerSettingsPage',
      ),
    },
    {
      element: <AdminRoute />,
      children: [
        { path: 'edit', handle: title('Edit Server Settings'), ...edit },
        { path: 'edit/:key', handle: title('Edit Server Settings'), ...edit },
      ],
    },
  ];
}

function organizationRoutes(): RouteObject[] {
  return [
    {
      path: 'organizations',
      handle: title('Organizations'),
      ...page(
        () => import('../features/organizations/pages/OrganizationsPage'),
        'OrganizationsPage',
      ),
    },
    {
      path: 'organizations/:orgId',
      ...page(
        () => import('../features/organizations/components/OrganizationLayout'),
        'OrganizationLayout',
      ),
      children: [
        {
          index: true,
          handle: title('Organization Details'),
          ...page(
            () => import('../features/organizations/pages/OrganizationIndexPage'),
            'OrganizationIndexPage',
          ),
        },
        {
          path: 'overview',
          handle: title('Organization Overview'),
          ...page(
            () => import('../features/organizations/pages/OrganizationOverviewPage'),
            'OrganizationOverviewPage',
          ),
        },
        {
          path: 'teams',
          handle: title('Teams'),
          ...page(() => import('../features/teams/pages/TeamsPage'), 'TeamsPage'),
        },
        {
          path: 'teams/:teamId/members',
          handle: title('Team Members'),
          ...page(() => import('../features/teams/pages/TeamMembersPage'), 'TeamMembersPage'),
        },
        {
          element: <AdminRoute />,
          children: [
            {
              path: 'users',
              handle: title('Users'),
              ...page(
                () => import('../features/organizations/pages/OrganizationUsersPage'),
                'OrganizationUsersPage',
              ),
            },
            {
              path: 'teams/:teamId',
              handle: title('Team Details'),
              ...page(() => import('../features/teams/pages/TeamDetailsPage'), 'TeamDetailsPage'),
            },
            {
              path: 'roles',
              handle: title('Roles'),
              ...page(() => import('../features/roles/pages/RolesPage'), 'RolesPage'),
            },
            {
              path: 'roles/:roleId',
              handle: title('Role Details'),
              ...page(() => import('../features/roles/pages/RoleDetailsPage'), 'RoleDetailsPage'),
            },
            {
              path: 'webhooks',
              handle: title('Webhooks'),
              ...page(() => import('../features/webhooks/pages/WebhooksPage'), 'WebhooksPage'),
            },
            {
              path: 'usage',
              handle: title('Usage'),
              ...page(() => import('../features/usage/pages/UsagePage'), 'UsagePage'),
            },
            {
              path: 'audit-logs',
              handle: title('Audit Logs'),
              ...page(() => import('../features/audit-logs/pages/AuditLogsPage'), 'AuditLogsPage'),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
