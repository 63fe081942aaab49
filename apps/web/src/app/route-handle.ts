export const PRODUCT_NAME = 'Crucible';

/** What a route of the table carries: its page name for the document title; wide pages. */
export type RouteHandle = { title: string; wide?: boolean };
