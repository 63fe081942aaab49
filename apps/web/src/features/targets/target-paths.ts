/** The tab the target's page opens on. */
export const DEFAULT_TARGET_TAB = 'dashboard';

/** A tab of the target's page, with an optional query (`status=open&severity=high`). */
export function targetPagePath(targetId: string, tab = DEFAULT_TARGET_TAB, query?: string): string {
  return `/redteam/target/${targetId}/${tab}${query ? `?${query}` : ''}`;
}
