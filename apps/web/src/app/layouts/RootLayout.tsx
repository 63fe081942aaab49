import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PRODUCT_NAME, type RouteHandle } from '../route-handle';
import { NavigationProgress } from './NavigationProgress';

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Sets the page title of the deepest matched route: '{page} | Crucible' (spec §2). */
export function RootLayout() {
  const matches = useMatches();
  const title = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .map((handle) => handle.title)
    .at(-1);

  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);

  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
