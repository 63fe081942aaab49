import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { useTeamActions } from '../use-team-actions';
import { TeamNameDialog } from './TeamNameDialog';

/** The create / rename dialog and the delete confirmation driven by `useTeamActions`. */
export function TeamDialogs({ actions }: { actions: ReturnType<typeof useTeamActions> }) {
  const { editing, setEditing, deleting, setDeleting } = actions;
  return (
    <>
      {editing !== null && (
        <TeamNameDialog
          open
          title={editing === 'new' ? 'Create team' : 'Rename team'}
          submitLabel={editing === 'new' ? 'Create team' : 'Save'}
          initialName={editing === 'new' ? '' : editing.name}
          pending={actions.savePending}
          onSubmit={actions.save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete team?"
        message={`The team ${deleting?.name ?? ''} and its memberships will be deleted. This cannot be undone.`}
        confirmLabel="Delete team"
        pending={actions.deletePending}
        onConfirm={actions.confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
