import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useToast } from '../../../lib/toast';
import { useCreateTarget } from '../api';
import { TargetForm } from './TargetForm';

type CreateTargetDialogProps = { open: boolean; teamId: string; onClose: () => void };

/** A new target of the current team; once saved, its page opens to test it. */
export function CreateTargetDialog({ open, teamId, onClose }: CreateTargetDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const create = useCreateTarget();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle>New target</DialogTitle>
      <DialogContent sx={{ bgcolor: 'background.default', pt: '16px !important' }}>
        {open && (
          <TargetForm
            submitLabel="Create target"
            pending={create.isPending}
            onCancel={onClose}
            onSubmit={async (body) => {
              const target = await create.mutateAsync({ ...body, teamId });
              toast('Target created successfully', 'success');
              onClose();
              void navigate(`/redteam/targets/${target.id}`);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
