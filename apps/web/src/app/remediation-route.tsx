import type { RouteObject } from 'react-router';
import { page, title } from './route-parts';

/**
 * `/redteam/report/{id}/remediation` (spec §2, a public route). Signed in for now: the server
 * checks read permission in the scan's team, whatever the current team. Public sharing will
 * give it a variant without sign-in that reuses the page's one data hook.
 */
export const remediationRoute: RouteObject = {
  path: 'report/:id/remediation',
  handle: title('Remediation Report'),
  ...page(
    () => import('../features/remediation/pages/RemediationReportPage'),
    'RemediationReportPage',
  ),
};
