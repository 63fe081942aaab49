import { useMemo } from 'react';
import type { Organization } from '@crucible/shared';
import { useAppAbility } from '../../features/abilities/use-app-ability';
import { useClientConfig } from '../../features/config/ConfigProvider';
import { AREAS } from '../areas';
import { visibleNavEntries, type NavEntry } from '../nav-items';

export function useVisibleNav(organization: Organization | null): NavEntry[] {
  const config = useClientConfig();
  const ability = useAppAbility();
  return useMemo(
    () => (organization ? visibleNavEntries({ config, organization, areas: AREAS, ability }) : []),
    [config, organization, ability],
  );
}
