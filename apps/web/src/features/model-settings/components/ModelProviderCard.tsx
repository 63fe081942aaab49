import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import type { ModelProviderSettings, ModelRole } from '@crucible/shared';
import { SecretField } from '../../../components/SecretField';
import { errorMessage } from '../../../lib/api-client';
import { fieldError, type FormErrors } from '../../../lib/form-errors';
import { useTestModelConnection } from '../api';
import { modelRequest, type ModelDraft, type ProviderChoice } from '../model-draft';
import { ROLE_LABELS } from '../server-settings';
import { ModelTestResult } from './ModelTestResult';

const PLACEHOLDERS = {
  openai: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
  anthropic: { baseUrl: 'https://api.anthropic.com', model: 'claude-3-5-haiku-latest' },
} as const;

type ModelProviderCardProps = {
  role: ModelRole;
  draft: ModelDraft;
  saved: ModelProviderSettings | null;
  onChange: (patch: Partial<ModelDraft>) => void;
  errors: FormErrors;
  readOnly: boolean;
};

/** One model (attacker or grader): provider, address, model, write-only key, Test connection. */
export function ModelProviderCard({
  role,
  draft,
  saved,
  onChange,
  errors,
  readOnly,
}: ModelProviderCardProps) {
  const test = useTestModelConnection();
  const labels = ROLE_LABELS[role];
  const keySet = saved !== null && saved.apiKeySet;
  const error = (field: string) => fieldError(errors, `${role}.${field}`);

  const runTest = () => {
    const provider = modelRequest(draft);
    if (!provider) return;
    // No key typed: the server tests with the key saved for this role.
    const { apiKey, ...rest } = provider;
    test.mutate({ role, provider: typeof apiKey === 'string' ? { ...rest, apiKey } : rest });
  };

  return (
    <Card data-testid={`model-${role}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {labels.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {labels.description}
        </Typography>
        <Stack spacing={2.5}>
          <TextField
            select
            label="Provider"
            value={draft.type}
            onChange={(event) => {
              test.reset();
              onChange({ type: event.target.value as ProviderChoice });
            }}
            disabled={readOnly}
            sx={{ maxWidth: 320 }}
            error={Boolean(error('type'))}
            helperText={error('type')}
          >
            <MenuItem value="none">None</MenuItem>
            <MenuItem value="openai">OpenAI-compatible</MenuItem>
            <MenuItem value="anthropic">Anthropic</MenuItem>
          </TextField>
          {draft.type !== 'none' && (
            <>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <TextField
                  label="Base URL"
                  value={draft.baseUrl}
                  onChange={(event) => onChange({ baseUrl: event.target.value })}
                  disabled={readOnly}
                  placeholder={PLACEHOLDERS[draft.type].baseUrl}
                  fullWidth
                  error={Boolean(error('baseUrl'))}
                  helperText={
                    error('baseUrl') ??
                    (draft.type === 'openai'
                      ? 'Any OpenAI-compatible server (vLLM, Ollama, LiteLLM…). Empty: api.openai.com.'
                      : 'Empty: api.anthropic.com.')
                  }
                />
                <TextField
                  label="Model"
                  value={draft.model}
                  onChange={(event) => onChange({ model: event.target.value })}
                  disabled={readOnly}
                  placeholder={PLACEHOLDERS[draft.type].model}
                  fullWidth
                  error={Boolean(error('model'))}
                  helperText={error('model')}
                />
              </Stack>
              <SecretField
                label="API key"
                isSet={keySet}
                edit={draft.apiKey}
                onChange={(apiKey) => onChange({ apiKey })}
                error={error('apiKey')}
                disabled={readOnly}
              />
              {!readOnly && (
                <Box>
                  <Button
                    variant="outlined"
                    startIcon={<NetworkCheckIcon />}
                    onClick={runTest}
                    loading={test.isPending}
                  >
                    Test connection
                  </Button>
                </Box>
              )}
              {test.data && <ModelTestResult result={test.data} />}
              {test.error && <Alert severity="error">{errorMessage(test.error)}</Alert>}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
