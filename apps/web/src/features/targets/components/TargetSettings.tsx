import { Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../../lib/format';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useTarget } from '../api';
import { DeleteTargetButton } from './DeleteTargetButton';
import { TargetSettingsForm } from './TargetSettingsForm';

/** The target page's Settings tab: the Edit Target form, Test target and delete. */
export function TargetSettings({ targetId }: { targetId: string }) {
  const ability = useAppAbility();
  // The page above has loaded it (and shows its loading and error states).
  const { data: target } = useTarget(targetId);
  if (!target) return null;
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">Updated {formatDateTime(target.updatedAt)}</Typography>
        {ability.can('delete', 'Provider') && <DeleteTargetButton target={target} />}
      </Stack>
      <TargetSettingsForm target={target} />
    </>
  );
}
