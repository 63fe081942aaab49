import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { MODEL_ROLES, type ModelProviderSettings } from '@crucible/shared';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSignedInSession } from '../../auth/SessionContext';
import { useModelSettings } from '../api';
import { OFFLINE_EXPLANATION, ROLE_LABELS, SERVER_SETTINGS } from '../server-settings';

const PROVIDER_NAMES = { openai: 'OpenAI-compatible', anthropic: 'Anthropic' } as const;

function ModelSummary({ model }: { model: ModelProviderSettings | null }) {
  if (!model) return <Typography color="text.secondary">Not set</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ fontWeight: 600 }}>{model.model}</Typography>
      <Chip size="small" label={PROVIDER_NAMES[model.type]} />
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {model.baseUrl ?? 'default endpoint'}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={model.apiKeySet ? 'success' : 'default'}
        label={model.apiKeySet ? 'Key set' : 'No key'}
      />
    </Stack>
  );
}

/** `/server`: the server-wide settings of the organization, read by members, edited by admins. */
export function ServerSettingsPage() {
  const { isAdmin } = useSignedInSession();
  const { data: settings, isPending, error } = useModelSettings();
  const [providers] = SERVER_SETTINGS;
  return (
    <>
      <PageHeader
        title="Server Settings"
        description="Settings that apply to the whole organization."
      />
      <Card data-testid="setting-redteam-providers">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <div>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {providers.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {providers.description}
              </Typography>
            </div>
            {isAdmin && (
              <Button
                component={RouterLink}
                to={`/server/edit/${providers.key}`}
                startIcon={<EditOutlinedIcon />}
                variant="outlined"
                sx={{ flexShrink: 0 }}
              >
                Edit
              </Button>
            )}
          </Stack>
          <Divider sx={{ my: 2 }} />
          {isPending && <Skeleton variant="rounded" height={80} />}
          {error && <Alert severity="error">{errorMessage(error)}</Alert>}
          {settings && (
            <Stack spacing={2}>
              {settings.offline && (
                <Alert severity="info" data-testid="offline-mode">
                  <strong>Offline mode.</strong> {OFFLINE_EXPLANATION}
                </Alert>
              )}
              {MODEL_ROLES.map((role) => (
                <Stack key={role} spacing={0.5} data-testid={`summary-${role}`}>
                  <Typography variant="overline" color="text.secondary">
                    {ROLE_LABELS[role].title}
                  </Typography>
                  <ModelSummary model={settings[role]} />
                </Stack>
              ))}
              {settings.updatedAt && (
                <Typography variant="caption" color="text.secondary">
                  Updated {formatDateTime(settings.updatedAt)}
                </Typography>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
    </>
  );
}
