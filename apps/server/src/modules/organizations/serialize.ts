import type { Organization } from '@crucible/shared';
import type { organizations } from '../../db/schema';
import { iso } from '../../lib/time';

export function toOrganization(row: typeof organizations.$inferSelect): Organization {
  return {
    id: row.id,
    name: row.name,
    canUseRedteam: row.canUseRedteam,
    canUseAdaptiveGuardrails: row.canUseAdaptiveGuardrails,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
