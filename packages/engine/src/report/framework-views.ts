import type { FrameworkItemStatus, FrameworkView, OutcomeCounts } from '@crucible/shared';
import { FRAMEWORKS } from '../frameworks/registry';
import type { Framework } from '../frameworks/types';
import { getPlugin } from '../plugins/registry';

/**
 * An item's verdict from its plugins' outcomes in the scan: any failure fails it; otherwise
 * graded probes with none undecided pass it; undecided probes keep it `undecided` (never a
 * pass); no graded probe at all (not run, or only errors) leaves it `not_tested`.
 */
export function itemStatus(counts: readonly OutcomeCounts[]): FrameworkItemStatus {
  const sum = (field: keyof OutcomeCounts) => counts.reduce((total, c) => total + c[field], 0);
  if (sum('failed') > 0) return 'fail';
  if (sum('undecided') > 0) return 'undecided';
  if (sum('passed') > 0) return 'pass';
  return 'not_tested';
}

/** Each framework's items with pass / fail / undecided / not tested and their evidence. */
export function frameworkViews(
  plugins: ReadonlyMap<string, OutcomeCounts>,
  frameworks: readonly Framework[] = FRAMEWORKS,
): FrameworkView[] {
  return frameworks.map((framework) => {
    const summary = { pass: 0, fail: 0, undecided: 0, notTested: 0 };
    const items = framework.items.map((item) => {
      const tested = item.plugins.flatMap((id) => {
        const counts = plugins.get(id);
        return counts ? [{ id, name: getPlugin(id)?.name ?? id, ...counts }] : [];
      });
      const status = itemStatus(tested);
      summary[status === 'not_tested' ? 'notTested' : status] += 1;
      return {
        id: item.id,
        name: item.name,
        status,
        plugins: tested,
        untestedPlugins: item.plugins.filter((id) => !plugins.has(id)),
        failedProbes: tested.reduce((total, plugin) => total + plugin.failed, 0),
      };
    });
    return { id: framework.id, name: framework.name, summary, items };
  });
}
