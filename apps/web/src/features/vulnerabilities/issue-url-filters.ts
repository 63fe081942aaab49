import {
  ISSUE_SORT_DEFAULT_ORDER,
  ISSUE_SORT_ORDERS,
  ISSUE_SORTS,
  ISSUE_STATUSES,
  PLUGIN_CATEGORY_IDS,
  PLUGIN_SEVERITIES,
  type IssueSort,
} from '@crucible/shared';
import type { IssueFilters } from './api';

/*
 * The Vulnerabilities page keeps its filters and order in the URL query, so a filtered list can
 * be linked, reloaded and gone back to. Unknown values are ignored, not sent.
 */

export const ISSUE_FILTER_NAMES = [
  'targetId',
  'status',
  'severity',
  'pluginId',
  'category',
  'framework',
  'q',
] as const;

/** The filters as they stand in the URL query; '' is "all". */
export type IssueUrlFilters = Record<(typeof ISSUE_FILTER_NAMES)[number], string>;

export type IssueOrder = { sort: IssueSort; order: (typeof ISSUE_SORT_ORDERS)[number] };

/** The list's first order: most severe first, then latest seen. */
export const DEFAULT_ORDER: IssueOrder = { sort: 'severity', order: 'desc' };

const oneOf = <V extends string>(values: readonly V[], value: string | null): V | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as V) : undefined;

export function urlFiltersOf(params: URLSearchParams): IssueUrlFilters {
  return Object.fromEntries(
    ISSUE_FILTER_NAMES.map((name) => [name, params.get(name) ?? '']),
  ) as IssueUrlFilters;
}

/** `sort` and `order` from the URL; a sort without an order takes its natural direction. */
export function orderOf(params: URLSearchParams): IssueOrder {
  const sort = oneOf(ISSUE_SORTS, params.get('sort')) ?? DEFAULT_ORDER.sort;
  const order = oneOf(ISSUE_SORT_ORDERS, params.get('order')) ?? ISSUE_SORT_DEFAULT_ORDER[sort];
  return { sort, order };
}

/** A click on a column's header: the active column turns around, another starts its natural way. */
export function nextOrder(current: IssueOrder, clicked: IssueSort): IssueOrder {
  if (current.sort === clicked)
    return { sort: clicked, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: clicked, order: ISSUE_SORT_DEFAULT_ORDER[clicked] };
}

/** The URL's `sort` and `order` for an order: both left out for the default one. */
export function orderParams(order: IssueOrder): { sort: string; order: string } {
  const natural = ISSUE_SORT_DEFAULT_ORDER[order.sort] === order.order;
  return {
    sort: order.sort === DEFAULT_ORDER.sort && natural ? '' : order.sort,
    order: natural ? '' : order.order,
  };
}

/** What the API is asked for: the team, the valid filters, the (debounced) search, the order. */
export function apiFiltersOf(
  teamId: string | undefined,
  url: IssueUrlFilters,
  q: string,
  order: IssueOrder,
): IssueFilters {
  return {
    teamId,
    targetId: url.targetId || undefined,
    status: oneOf(ISSUE_STATUSES, url.status),
    severity: oneOf(PLUGIN_SEVERITIES, url.severity),
    pluginId: url.pluginId || undefined,
    category: oneOf(PLUGIN_CATEGORY_IDS, url.category),
    framework: url.framework || undefined,
    q: q || undefined,
    ...(order.sort === DEFAULT_ORDER.sort && order.order === DEFAULT_ORDER.order ? {} : order),
  };
}
