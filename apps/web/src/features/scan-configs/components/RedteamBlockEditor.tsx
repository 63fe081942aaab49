import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ModelChoice, RedteamBlock } from '@crucible/shared';
import { fieldError, type FormErrors } from '../../../lib/form-errors';
import { useClientConfig } from '../../config/ConfigProvider';
import { usePlugins, useStrategies } from '../../plugins/api';
import { usePolicyPlugins } from '../../policies/api';
import { frameworkOf } from '../../plugins/plugin-labels';
import { useScanPresets } from '../api';
import {
  INTENT_PLUGIN,
  languageOf,
  languageText,
  modelChoiceOf,
  modelRefId,
  NAMED,
  strategyOn,
  withStrategy,
} from '../redteam-block';
import { PluginEntriesEditor } from './PluginEntriesEditor';

type RedteamBlockEditorProps = {
  value: RedteamBlock;
  onChange: (value: RedteamBlock) => void;
  errors: FormErrors;
  /** Where the block sits in the request (`config`), for the server's field errors. */
  path?: string;
  disabled?: boolean;
};

/** The `redteam` block of a scan: plugins, strategies, tests, language, purpose and models. */
export function RedteamBlockEditor({
  value,
  onChange,
  errors,
  path = 'config',
  disabled = false,
}: RedteamBlockEditorProps) {
  const config = useClientConfig();
  const { data: plugins = [] } = usePlugins();
  const { data: strategies = [] } = useStrategies();
  const { data: presets = [] } = useScanPresets();
  const policies = usePolicyPlugins();
  const update = (patch: Partial<RedteamBlock>) => onChange({ ...value, ...patch });
  const error = (field: string) => fieldError(errors, `${path}.${field}`);

  const { options, names } = useMemo(() => {
    const collections = new Set<string>(['default']);
    for (const preset of presets)
      for (const entry of preset.config.plugins)
        if (typeof entry === 'string') collections.add(entry);
    for (const plugin of plugins) {
      collections.add(plugin.category);
      for (const item of plugin.frameworks) collections.add(frameworkOf(item));
    }
    return {
      // Intents need their prompts (config.intent): they arrive with a config, not the picker.
      options: [
        ...collections,
        ...plugins.filter((plugin) => plugin.id !== INTENT_PLUGIN).map((plugin) => plugin.id),
        ...policies.map((policy) => policy.pluginId),
      ],
      names: new Map([
        ...plugins.map((plugin) => [plugin.id, plugin.name] as const),
        ...policies.map((policy) => [policy.pluginId, policy.name] as const),
      ]),
    };
  }, [plugins, presets, policies]);

  // promptfoo's reading: basic runs unless written as disabled, so unticking it says so.
  const toggleStrategy = (id: string, on: boolean) =>
    update({ strategies: withStrategy(value.strategies, id, on) });

  return (
    <Stack spacing={3}>
      <PluginEntriesEditor
        entries={value.plugins}
        onChange={(entries) => update({ plugins: entries })}
        options={options}
        names={names}
        defaultNumTests={value.numTests}
        error={error('plugins')}
        disabled={disabled}
      />
      <Box>
        <Typography variant="subtitle2">Strategies</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          How each attack is delivered. Basic sends it as written.
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
          data-testid="strategies"
        >
          {strategies.map((strategy) => (
            <Tooltip key={strategy.id} title={strategy.description} placement="top-start">
              <FormControlLabel
                control={
                  <Checkbox
                    checked={strategyOn(value.strategies, strategy.id)}
                    onChange={(event) => toggleStrategy(strategy.id, event.target.checked)}
                    disabled={disabled}
                  />
                }
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{strategy.name}</span>
                    {strategy.needsLlm && (
                      <Chip label="Needs LLM" size="small" variant="outlined" />
                    )}
                  </Stack>
                }
              />
            </Tooltip>
          ))}
        </Box>
        {error('strategies') && (
          <Typography variant="caption" color="error">
            {error('strategies')}
          </Typography>
        )}
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Tests per plugin"
          type="number"
          value={value.numTests ?? ''}
          onChange={(event) =>
            update({ numTests: event.target.value === '' ? undefined : Number(event.target.value) })
          }
          disabled={disabled}
          error={Boolean(error('numTests'))}
          helperText={error('numTests') ?? 'Before strategies multiply them.'}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Language"
          value={languageText(value.language)}
          onChange={(event) => update({ language: languageOf(event.target.value) })}
          disabled={disabled}
          placeholder="English"
          error={Boolean(error('language'))}
          helperText={
            error('language') ??
            'A code or name; several separated by commas. Offline attacks exist in 10 languages.'
          }
          sx={{ flex: 1 }}
        />
        {(['provider', 'judge'] as const).map((field) => (
          <TextField
            key={field}
            select
            label={field === 'provider' ? 'Attacker model' : 'Grader model'}
            value={modelChoiceOf(value[field])}
            onChange={(event) =>
              event.target.value !== NAMED && update({ [field]: event.target.value as ModelChoice })
            }
            disabled={disabled}
            helperText={
              field === 'provider' ? (
                <>
                  {'From '}
                  {config.enableServerSettingsPage ? (
                    <Link component={RouterLink} to="/server">
                      Red Team Providers
                    </Link>
                  ) : (
                    'Red Team Providers'
                  )}
                  , if set
                </>
              ) : (
                'Else rules'
              )
            }
            sx={{ flex: 1 }}
          >
            <MenuItem value="organization">Organization</MenuItem>
            <MenuItem value="offline">Offline</MenuItem>
            {modelChoiceOf(value[field]) === NAMED && (
              <MenuItem value={NAMED}>{`${modelRefId(value[field])} (from the file)`}</MenuItem>
            )}
          </TextField>
        ))}
      </Stack>
      <TextField
        label="Purpose"
        value={value.purpose ?? ''}
        onChange={(event) => update({ purpose: event.target.value || undefined })}
        disabled={disabled}
        multiline
        minRows={2}
        error={Boolean(error('purpose'))}
        helperText={error('purpose') ?? 'Empty: the target’s own purpose.'}
      />
    </Stack>
  );
}
