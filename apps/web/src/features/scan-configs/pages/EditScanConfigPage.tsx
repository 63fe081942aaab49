import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
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
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  UpdateScanConfigRequestSchema,
  type RedteamBlock,
  type ScanConfig,
} from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { validate } from '../../../lib/validate';
import { useAppAbility } from '../../abilities/use-app-ability';
import { scanConfigExportUrl, useScanConfig, useUpdateScanConfig } from '../api';
import { ConfigIssueList } from '../components/ConfigIssueList';
import { RedteamBlockEditor } from '../components/RedteamBlockEditor';

/** `/redteam/configs/{id}`: one scan template's name, description and `redteam` block. */
export function EditScanConfigPage() {
  const { configId = '' } = useParams();
  const { data: template, isPending, error } = useScanConfig(configId);
  // Here, not in the form: a save remounts the form, and its warnings must outlive that.
  const save = useUpdateScanConfig(configId);
  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/redteam/configs" underline="hover" color="inherit">
        Scan Templates
      </Link>
      <Typography color="text.primary">{template?.name ?? 'Template'}</Typography>
    </Breadcrumbs>
  );
  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Skeleton variant="rounded" height={360} />
      </>
    );
  }
  if (error) {
    return (
      <>
        {breadcrumbs}
        <Alert severity={isApiError(error, 404) ? 'warning' : 'error'}>
          {isApiError(error, 404)
            ? 'This scan template does not exist or was deleted.'
            : errorMessage(error)}
        </Alert>
      </>
    );
  }
  return (
    <>
      {breadcrumbs}
      {save.data && save.data.updatedAt === template.updatedAt && (
        <Box sx={{ mb: 2 }}>
          <ConfigIssueList
            severity="warning"
            title="Saved; read differently or not at all"
            issues={save.data.warnings}
          />
        </Box>
      )}
      <ScanConfigForm key={template.updatedAt} template={template} save={save} />
    </>
  );
}

function ScanConfigForm({
  template,
  save,
}: {
  template: ScanConfig;
  save: ReturnType<typeof useUpdateScanConfig>;
}) {
  const ability = useAppAbility();
  const toast = useToast();
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description ?? '');
  const [block, setBlock] = useState<RedteamBlock>(template.config);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const readOnly = !ability.can('update', 'Config');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(UpdateScanConfigRequestSchema, {
      name,
      description: description.trim() === '' ? undefined : description,
      config: block,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors(NO_ERRORS);
    // Not mutate()'s callbacks: a save refetches the template, whose new updatedAt remounts this
    // form, and mutate() drops the callbacks of an unmounted caller (the toast went missing).
    try {
      await save.mutateAsync(checked.data);
      toast('Scan template saved successfully', 'success');
    } catch (saveError) {
      setErrors(apiFormErrors(saveError));
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <PageHeader
        title={template.name}
        actions={
          <>
            <Button
              component="a"
              href={scanConfigExportUrl(template.id)}
              download
              startIcon={<DownloadIcon />}
            >
              Export YAML
            </Button>
            {ability.can('create', 'EvalJob') && (
              <Button
                component={RouterLink}
                to={`/redteam/scan/create?configId=${template.id}`}
                variant="outlined"
                startIcon={<PlayArrowIcon />}
              >
                Start scan
              </Button>
            )}
          </>
        }
      />
      <FormAlert message={errors.form} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
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
            <RedteamBlockEditor
              value={block}
              onChange={setBlock}
              errors={errors}
              disabled={readOnly}
            />
          </Stack>
        </CardContent>
      </Card>
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2.5 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save changes
          </Button>
        </Stack>
      )}
    </Box>
  );
}
