import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/**
 * Each page and layout is its own chunk, loaded by the router: the chunks of all routes a URL
 * matches load in parallel, and during a navigation the current page stays until the next is
 * ready. The first paint loads the shell and the chunks of the one page it shows.
 */
export function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

export const title = (name: string): RouteHandle => ({ title: name });
/** A page that uses the whole width of the window (the eval matrix). */
export const wideTitle = (name: string): RouteHandle => ({ title: name, wide: true });

export const notFound = page(() => import('./pages/NotFoundPage'), 'NotFoundPage');
