import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@mui/material';
import { useAppAbility } from '../../abilities/use-app-ability';
import type { TargetTab, TargetTabComponent } from '../target-tabs';

/**
 * The route component of one tab: its content for the target in the URL, or a note when the
 * caller's role may not see it (the tab bar leaves such a tab out; this is its URL typed in).
 */
export function targetTabRoute(tab: TargetTab, Content: TargetTabComponent): ComponentType {
  return function TargetTabRoute() {
    const { targetId = '' } = useParams();
    const ability = useAppAbility();
    if (!tab.needs.every(({ action, subject }) => ability.can(action, subject))) {
      return (
        <Alert severity="info" data-testid="target-tab-forbidden">
          Your role in this team cannot see this target&rsquo;s {tab.label.toLowerCase()}.
        </Alert>
      );
    }
    return <Content targetId={targetId} />;
  };
}
