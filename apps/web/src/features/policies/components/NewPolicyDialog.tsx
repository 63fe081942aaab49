import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { CustomPolicyInputSchema } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useCreatePolicy } from '../api';
import { EMPTY_POLICY, inputOf, type PolicyDraft } from '../policy-draft';
import { PolicyFields } from './PolicyFields';

type NewPolicyDialogProps = { open: boolean; onClose: () => void };

/** A new policy in the library; the list shows it once created. */
export function NewPolicyDialog({ open, onClose }: NewPolicyDialogProps) {
  const create = useCreatePolicy();
  const toast = useToast();
  const [draft, setDraft] = useState<PolicyDraft>(EMPTY_POLICY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const close = () => {
    setDraft(EMPTY_POLICY);
    setErrors(NO_ERRORS);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(CustomPolicyInputSchema, inputOf(draft));
    if (!checked.ok) return setErrors(checked.errors);
    create.mutate(checked.data, {
      onSuccess: () => {
        toast('Policy created successfully', 'success');
        close();
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : close} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>New policy</DialogTitle>
        <DialogContent>
          <FormAlert message={errors.form} />
          <PolicyFields value={draft} onChange={setDraft} errors={errors} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit" disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Create policy
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
