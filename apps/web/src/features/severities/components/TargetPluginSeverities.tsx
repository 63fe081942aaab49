import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import {
  UpdateTargetPluginSeveritiesRequestSchema,
  type SeverityOverrideItem,
  type TargetPluginSeverities as TargetSeverities,
} from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { FormSection } from '../../../components/FormSection';
import { errorMessage } from '../../../lib/api-client';
import { apiFormErrors, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useAppAbility } from '../../abilities/use-app-ability';
import { SEVERITY_LABELS } from '../../plugins/plugin-labels';
import { useTargetPluginSeverities, useUpdateTargetPluginSeverities } from '../api';
import { SEVERITY_OVERRIDES_PATH, severityOverridePath } from '../severity-paths';
import { SeverityItemsEditor } from './SeverityItemsEditor';

const TITLE = 'Target Plugin Severities';
const DESCRIPTION =
  "Severities for this target only: they beat the organization's collections, and a severity set on one vulnerability beats them.";

/**
 * A target's own plugin severities (the target page's `pluginSeverities` tab): the
 * organization's overrides that apply, and the target's rows to edit (with `update
 * PluginSeverityOverride` in the current team). Self-contained: give it the target's id.
 */
export function TargetPluginSeverities({ targetId }: { targetId: string }) {
  const { data, isPending, error } = useTargetPluginSeverities(targetId);
  if (isPending) {
    return (
      <FormSection title={TITLE} description={DESCRIPTION}>
        <Skeleton variant="rounded" height={120} />
      </FormSection>
    );
  }
  if (error) {
    return (
      <FormSection title={TITLE} description={DESCRIPTION}>
        <Alert severity="error">{errorMessage(error)}</Alert>
      </FormSection>
    );
  }
  const version = data.items.map((item) => `${item.pluginId}@${item.updatedAt}`).join();
  return <TargetSeveritiesForm key={version} targetId={targetId} data={data} />;
}

function TargetSeveritiesForm({ targetId, data }: { targetId: string; data: TargetSeverities }) {
  const ability = useAppAbility();
  const toast = useToast();
  const save = useUpdateTargetPluginSeverities(targetId);
  const [items, setItems] = useState<SeverityOverrideItem[]>(() =>
    data.items.map(({ pluginId, severity, reason }) => ({ pluginId, severity, reason })),
  );
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const readOnly = !ability.can('update', 'PluginSeverityOverride');
  const organization = new Map(data.organization.map((item) => [item.pluginId, item]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(UpdateTargetPluginSeveritiesRequestSchema, { items });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    try {
      await save.mutateAsync(checked.data);
      toast('Target plugin severities saved', 'success');
    } catch (saveError) {
      setErrors(apiFormErrors(saveError));
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="target-plugin-severities">
      <FormSection title={TITLE} description={DESCRIPTION}>
        <FormAlert message={errors.form} />
        <SeverityItemsEditor
          items={items}
          onChange={setItems}
          errors={errors}
          disabled={readOnly}
          note={(pluginId) => {
            const inherited = organization.get(pluginId);
            return inherited
              ? `Organization: ${SEVERITY_LABELS[inherited.severity]} (${inherited.collectionName})`
              : undefined;
          }}
          emptyText="This target uses the organization's severities."
        />
        {data.organization.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            The organization overrides{' '}
            {data.organization.map((item, index) => (
              <span key={item.pluginId}>
                {index > 0 && ', '}
                <Link component={RouterLink} to={severityOverridePath(item.collectionId)}>
                  {item.pluginId}
                </Link>{' '}
                ({SEVERITY_LABELS[item.severity]})
              </span>
            ))}
            .
          </Typography>
        )}
        {data.organization.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            No active organization override applies.{' '}
            <Link component={RouterLink} to={SEVERITY_OVERRIDES_PATH}>
              Plugin Severity Overrides
            </Link>
          </Typography>
        )}
        {!readOnly && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              Save severities
            </Button>
          </Stack>
        )}
      </FormSection>
    </Box>
  );
}
