import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { CustomPolicyInputSchema, type CustomPolicy } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { apiFormErrors, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useDeletePolicy, usePolicy, useUpdatePolicy } from '../api';
import { PolicyFields } from '../components/PolicyFields';
import { draftOf, inputOf, type PolicyDraft } from '../policy-draft';

/** `/redteam/plugins/policies/{id}`: one policy's rule, grading aids, and its deletion. */
export function PolicyDetailPage() {
  const { policyId = '' } = useParams();
  const { data: policy, isPending, error } = usePolicy(policyId);
  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/redteam/plugins" underline="hover" color="inherit">
        Plugins Collection
      </Link>
      <Link component={RouterLink} to="/redteam/plugins/policies" underline="hover" color="inherit">
        Policy Library
      </Link>
      <Typography color="text.primary">{policy?.name ?? 'Policy'}</Typography>
    </Breadcrumbs>
  );
  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Skeleton variant="rounded" height={420} />
      </>
    );
  }
  if (error) {
    return (
      <>
        {breadcrumbs}
        <Alert severity={isApiError(error, 404) ? 'warning' : 'error'}>
          {isApiError(error, 404)
            ? 'This policy does not exist or was deleted.'
            : errorMessage(error)}
        </Alert>
      </>
    );
  }
  return (
    <>
      {breadcrumbs}
      <PolicyForm key={policy.updatedAt} policy={policy} />
    </>
  );
}

function PolicyForm({ policy }: { policy: CustomPolicy }) {
  const ability = useAppAbility();
  const save = useUpdatePolicy(policy.id);
  const remove = useDeletePolicy();
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useState<PolicyDraft>(() => draftOf(policy));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [confirming, setConfirming] = useState(false);
  const readOnly = !ability.can('update', 'CustomPolicy');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(CustomPolicyInputSchema, inputOf(draft));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    // mutateAsync: the saved policy remounts this form (new updatedAt), which would drop
    // mutate()'s callbacks and the toast with them.
    try {
      await save.mutateAsync(checked.data);
      toast('Policy saved successfully', 'success');
    } catch (saveError) {
      setErrors(apiFormErrors(saveError));
    }
  };

  const confirmDelete = () =>
    remove.mutate(policy.id, {
      onSuccess: () => {
        toast('Policy deleted successfully', 'success');
        void navigate('/redteam/plugins/policies');
      },
      onError: (deleteError) => {
        setConfirming(false);
        toast(errorMessage(deleteError), 'error');
      },
    });

  const who = (ref: CustomPolicy['createdBy']) => (ref ? ` by ${ref.name}` : '');
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <PageHeader
        title={policy.name}
        description={
          <>
            Plugin <Box component="code">{policy.pluginId}</Box> · created{' '}
            {formatDate(policy.createdAt)}
            {who(policy.createdBy)} · updated {formatDate(policy.updatedAt)}
            {who(policy.updatedBy)}
          </>
        }
        actions={
          ability.can('delete', 'CustomPolicy') && (
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          )
        }
      />
      <FormAlert message={errors.form} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <PolicyFields value={draft} onChange={setDraft} errors={errors} disabled={readOnly} />
        </CardContent>
      </Card>
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2.5 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save changes
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete policy?"
        message={`${policy.name} will be deleted. Scans already run with it keep their results, and its vulnerabilities stay.`}
        confirmLabel="Delete policy"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
