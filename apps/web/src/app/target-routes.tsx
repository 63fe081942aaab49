import { Navigate, type RouteObject } from 'react-router';
import { targetTabRoute } from '../features/targets/components/TargetTabRoute';
import { DEFAULT_TARGET_TAB } from '../features/targets/target-paths';
import { TARGET_TABS } from '../features/targets/target-tabs';
import { page, title } from './route-parts';

/**
 * `/redteam/target/{targetId}` and a route per tab of `TARGET_TABS`; the bare path opens the
 * dashboard. A tab not in the list matches none of these, so the area's catch-all shows the
 * not-found page.
 */
export function targetPageRoute(): RouteObject {
  return {
    path: 'target/:targetId',
    ...page(() => import('../features/targets/pages/TargetPage'), 'TargetPage'),
    children: [
      {
        index: true,
        handle: title('Target'),
        element: <Navigate replace to={DEFAULT_TARGET_TAB} />,
      },
      ...TARGET_TABS.map((tab) => ({
        path: tab.path,
        handle: title(tab.title),
        lazy: async () => ({ Component: targetTabRoute(tab, await tab.load()) }),
      })),
    ],
  };
}
