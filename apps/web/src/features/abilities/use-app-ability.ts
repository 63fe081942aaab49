import { useAbility } from '@casl/react';
import type { AppAbility } from './ability';

export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
