import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import type { Target } from '@crucible/shared';
import { useToast } from '../../../lib/toast';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useUpdateTarget } from '../api';
import { TargetForm } from './TargetForm';
import { TestTargetPanel } from './TestTargetPanel';

/**
 * A saved target's settings: the form (read-only without `update Provider`) beside Test target.
 * The Edit Target page and the target page's Settings tab show it.
 */
export function TargetSettingsForm({ target }: { target: Target }) {
  const toast = useToast();
  const ability = useAppAbility();
  const save = useUpdateTarget(target.id);
  const [dirty, setDirty] = useState(false);
  const canUpdate = ability.can('update', 'Provider');
  return (
    <>
      {!canUpdate && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your role in this team can view this target but not change or test it.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <TargetForm
          key={target.updatedAt}
          target={target}
          submitLabel="Save changes"
          pending={save.isPending}
          readOnly={!canUpdate}
          onEdit={() => setDirty(true)}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            setDirty(false);
            toast('Target saved successfully', 'success');
          }}
        />
        {canUpdate && (
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <TestTargetPanel targetId={target.id} dirty={dirty} />
          </Box>
        )}
      </Box>
    </>
  );
}
