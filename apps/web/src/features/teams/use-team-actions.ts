import { useState } from 'react';
import type { Team } from '@crucible/shared';
import { useToast } from '../../lib/toast';
import { useCreateTeam, useDeleteTeam, useUpdateTeam } from './api';

/**
 * Create, rename and delete a team with the toasts of spec §8. The dialogs read `editing`:
 * 'new' for creation, a team for renaming; `deleting` for the confirmation.
 */
export function useTeamActions(options: { onDeleted?: () => void } = {}) {
  const toast = useToast();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const remove = useDeleteTeam();
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);

  const save = async (name: string) => {
    if (editing === 'new') {
      try {
        await create.mutateAsync(name);
        toast('Team created successfully', 'success');
        setEditing(null);
      } catch (error) {
        toast('Failed to create team', 'error');
        throw error;
      }
    } else if (editing) {
      try {
        await update.mutateAsync({ id: editing.id, name });
        toast('Team updated successfully', 'success');
        setEditing(null);
      } catch (error) {
        toast('Failed to update team', 'error');
        throw error;
      }
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast('Team deleted successfully', 'success');
        setDeleting(null);
        options.onDeleted?.();
      },
      onError: () => toast('Failed to delete team', 'error'),
    });
  };

  return {
    editing,
    setEditing,
    deleting,
    setDeleting,
    save,
    confirmDelete,
    savePending: create.isPending || update.isPending,
    deletePending: remove.isPending,
  };
}
