import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Target } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useDeleteTarget } from '../api';

/** Delete, after a confirmation; then back to the targets list. */
export function DeleteTargetButton({ target }: { target: Pick<Target, 'id' | 'name'> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteTarget();
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = () =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast('Target deleted successfully', 'success');
        void navigate('/redteam/targets', { replace: true });
      },
      onError: (deleteError) => toast(errorMessage(deleteError), 'error'),
    });
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setDeleting(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={deleting}
        title="Delete target?"
        message={`${target.name} and its stored secrets will be deleted. This cannot be undone.`}
        confirmLabel="Delete target"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
