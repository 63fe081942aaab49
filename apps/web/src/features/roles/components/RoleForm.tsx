import { useState, type FormEvent } from 'react';
import { Autocomplete, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { RoleRequestSchema, type Role, type RoleRequest } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import {
  apiFormErrors,
  clearFieldError,
  fieldError,
  NO_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors';
import { validate } from '../../../lib/validate';
import { usePermissionSets } from '../api';

type RoleFormProps = {
  role?: Role;
  submitLabel: string;
  pending: boolean;
  readOnly?: boolean;
  /** Resolves when saved; a rejection's field errors are shown in the form. */
  onSubmit: (body: RoleRequest) => Promise<unknown>;
  onCancel?: () => void;
};

/** Name, optional slug and permission sets of a role, checked with the contract (spec §5). */
export function RoleForm({
  role,
  submitLabel,
  pending,
  readOnly = false,
  onSubmit,
  onCancel,
}: RoleFormProps) {
  const { data: permissionSets = [], isPending: setsPending } = usePermissionSets();
  const [name, setName] = useState(role?.name ?? '');
  const [slug, setSlug] = useState(role?.slug ?? '');
  const [selected, setSelected] = useState<string[]>(role?.permissionSets ?? []);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const labels = new Map(permissionSets.map((set) => [set.id, set.label]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An untouched slug is left to the server; whitespace counts as given, so it is reported.
    const checked = validate(RoleRequestSchema, {
      name,
      slug: slug === '' ? undefined : slug,
      permissionSets: selected,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    onSubmit(checked.data).catch((error: unknown) => setErrors(apiFormErrors(error)));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <FormAlert message={errors.form} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((previous) => clearFieldError(previous, 'name'));
            }}
            error={Boolean(fieldError(errors, 'name'))}
            helperText={fieldError(errors, 'name')}
            disabled={readOnly}
            autoFocus={!role}
            fullWidth
          />
          <TextField
            label="Slug (optional)"
            value={slug}
            onChange={(event) => {
              setSlug(event.target.value);
              setErrors((previous) => clearFieldError(previous, 'slug'));
            }}
            error={Boolean(fieldError(errors, 'slug'))}
            helperText={
              fieldError(errors, 'slug') ??
              'Lowercase letters, digits, - and _. Derived from the name if empty.'
            }
            disabled={readOnly}
            fullWidth
          />
        </Stack>
        <Autocomplete
          multiple
          options={permissionSets.map((set) => set.id)}
          value={selected}
          onChange={(_, value) => {
            setSelected(value);
            setErrors((previous) => clearFieldError(previous, 'permissionSets'));
          }}
          getOptionLabel={(id) => labels.get(id) ?? id}
          loading={setsPending}
          disabled={readOnly}
          disableCloseOnSelect
          filterSelectedOptions
          renderValue={(value, getItemProps) =>
            value.map((id, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={labels.get(id) ?? id} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label="Permission sets"
              placeholder={selected.length === 0 ? 'Choose what this role may do' : undefined}
              error={Boolean(fieldError(errors, 'permissionSets'))}
              helperText={fieldError(errors, 'permissionSets')}
            />
          )}
        />
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {onCancel && (
              <Button onClick={onCancel} color="inherit" disabled={pending}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="contained" loading={pending}>
              {submitLabel}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
