import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  FormControlLabel,
  Link,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  UpdateSeverityOverrideRequestSchema,
  type SeverityOverrideCollection,
  type SeverityOverrideItem,
} from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/FormAlert';
import { FormSection } from '../../../components/FormSection';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useDeleteSeverityOverride, useSeverityOverride, useUpdateSeverityOverride } from '../api';
import { SeverityItemsEditor } from '../components/SeverityItemsEditor';
import { PRECEDENCE_TEXT, SEVERITY_OVERRIDES_PATH } from '../severity-paths';

/** `/redteam/plugins/severities/{id}`: one collection — name, active, plugin rows; delete. */
export function SeverityOverrideDetailPage() {
  const { id = '' } = useParams();
  const { data: collection, isPending, error } = useSeverityOverride(id);
  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to={SEVERITY_OVERRIDES_PATH} underline="hover" color="inherit">
        Plugin Severity Overrides
      </Link>
      <Typography color="text.primary">{collection?.name ?? 'Collection'}</Typography>
    </Breadcrumbs>
  );
  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Skeleton variant="text" width={280} height={40} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </>
    );
  }
  if (error) {
    const missing = isApiError(error, 404) || isApiError(error, 400);
    return (
      <>
        {breadcrumbs}
        <Alert severity={missing ? 'warning' : 'error'} data-testid="severity-override-missing">
          {missing
            ? 'This severity override collection does not exist or was deleted.'
            : errorMessage(error)}
        </Alert>
      </>
    );
  }
  return (
    <>
      {breadcrumbs}
      <CollectionForm key={collection.updatedAt} collection={collection} />
    </>
  );
}

function CollectionForm({ collection }: { collection: SeverityOverrideCollection }) {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const toast = useToast();
  const save = useUpdateSeverityOverride(collection.id);
  const remove = useDeleteSeverityOverride();
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const [active, setActive] = useState(collection.active);
  const [items, setItems] = useState<SeverityOverrideItem[]>(collection.items);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [deleting, setDeleting] = useState(false);
  const readOnly = !ability.can('update', 'PluginSeverityOverride');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(UpdateSeverityOverrideRequestSchema, {
      name,
      description,
      active,
      items,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    // mutateAsync: the saved collection's new updatedAt remounts this form (see scan templates).
    try {
      await save.mutateAsync(checked.data);
      toast('Severity overrides saved', 'success');
    } catch (saveError) {
      setErrors(apiFormErrors(saveError));
    }
  };
  const confirmDelete = () =>
    remove.mutate(collection.id, {
      onSuccess: () => {
        toast('Severity override collection deleted', 'success');
        void navigate(SEVERITY_OVERRIDES_PATH, { replace: true });
      },
      onError: (deleteError) => toast(errorMessage(deleteError), 'error'),
    });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <PageHeader
        title={collection.name}
        description={PRECEDENCE_TEXT}
        actions={
          ability.can('delete', 'PluginSeverityOverride') && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
          )
        }
      />
      <FormAlert message={errors.form} />
      <Stack spacing={2.5}>
        <FormSection title="Collection">
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                label="Name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                disabled={readOnly}
                error={Boolean(fieldError(errors, 'name'))}
                helperText={fieldError(errors, 'name')}
                sx={{ flex: 1 }}
              />
              <TextField
                label="Description"
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                disabled={readOnly}
                error={Boolean(fieldError(errors, 'description'))}
                helperText={fieldError(errors, 'description')}
                sx={{ flex: 2 }}
              />
            </Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={active}
                  onChange={(event) => setActive(event.target.checked)}
                  disabled={readOnly}
                />
              }
              label={
                active
                  ? 'Active: applies to every target of the organization'
                  : 'Inactive: kept, but applies to nothing'
              }
            />
          </Stack>
        </FormSection>
        <FormSection
          title="Overrides"
          description="Each plugin's findings take the severity set here, on every target without its own override."
        >
          <SeverityItemsEditor
            items={items}
            onChange={setItems}
            errors={errors}
            disabled={readOnly}
            emptyText="No plugin is overridden yet. Add a plugin to set its severity."
          />
        </FormSection>
      </Stack>
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2.5 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save changes
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete severity override collection?"
        message={`${collection.name} will be deleted; the vulnerabilities of its plugins go back to the severity that applies without it.`}
        confirmLabel="Delete collection"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
