import { useState } from 'react';
import {
  Autocomplete,
  Box,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  PLUGIN_SEVERITIES,
  SEVERITY_REASON_MAX,
  type PluginSummary,
  type SeverityOverrideItem,
} from '@crucible/shared';
import { fieldError, type FormErrors } from '../../../lib/form-errors';
import { usePluginsAndPolicies } from '../../policies/api';
import { SeverityChip } from '../../plugins/components/SeverityChip';
import { SEVERITY_LABELS } from '../../plugins/plugin-labels';

type SeverityItemsEditorProps = {
  items: SeverityOverrideItem[];
  onChange: (items: SeverityOverrideItem[]) => void;
  errors: FormErrors;
  disabled: boolean;
  /** Under a row's default: what else applies to the plugin (e.g. the organization's override). */
  note?: (pluginId: string) => string | undefined;
  emptyText: string;
};

/**
 * Plugin rows of an override list: pick a plugin to add a row (at its default severity), then
 * set its severity and say why; a row's errors come from the form's `items.N.…` paths.
 */
export function SeverityItemsEditor({
  items,
  onChange,
  errors,
  disabled,
  note,
  emptyText,
}: SeverityItemsEditorProps) {
  const plugins = usePluginsAndPolicies();
  const [picked, setPicked] = useState<PluginSummary | null>(null);
  const byId = new Map(plugins.map((plugin) => [plugin.id, plugin]));
  const chosen = new Set(items.map((item) => item.pluginId));
  const update = (index: number, patch: Partial<SeverityOverrideItem>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const add = (plugin: PluginSummary | null) => {
    setPicked(null);
    if (!plugin) return;
    onChange([...items, { pluginId: plugin.id, severity: plugin.severity, reason: '' }]);
  };
  const rowError = (index: number, field: keyof SeverityOverrideItem) =>
    fieldError(errors, `items.${index}.${field}`);

  return (
    <Box>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="severity-items-empty">
          {emptyText}
        </Typography>
      ) : (
        <Table size="small" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>Plugin</TableCell>
              <TableCell sx={{ width: note ? 190 : 110 }}>Default</TableCell>
              <TableCell sx={{ width: 150 }}>Severity</TableCell>
              <TableCell>Reason</TableCell>
              {!disabled && <TableCell sx={{ width: 48 }} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item, index) => {
              const plugin = byId.get(item.pluginId);
              const hint = note?.(item.pluginId);
              return (
                <TableRow key={item.pluginId} data-testid="severity-item">
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {plugin?.name ?? item.pluginId}
                    </Typography>
                    <Typography
                      variant="caption"
                      color={rowError(index, 'pluginId') ? 'error' : 'text.secondary'}
                      sx={{ fontFamily: 'monospace' }}
                    >
                      {rowError(index, 'pluginId') ?? item.pluginId}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {plugin && <SeverityChip severity={plugin.severity} />}
                    {hint && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {hint}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={item.severity}
                      disabled={disabled}
                      onChange={(event) =>
                        update(index, {
                          severity: event.target.value as SeverityOverrideItem['severity'],
                        })
                      }
                      error={Boolean(rowError(index, 'severity'))}
                      slotProps={{ htmlInput: { 'aria-label': `Severity for ${item.pluginId}` } }}
                    >
                      {PLUGIN_SEVERITIES.map((severity) => (
                        <MenuItem key={severity} value={severity}>
                          {SEVERITY_LABELS[severity]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      fullWidth
                      value={item.reason}
                      disabled={disabled}
                      placeholder="Why this severity?"
                      onChange={(event) => update(index, { reason: event.target.value })}
                      error={Boolean(rowError(index, 'reason'))}
                      helperText={rowError(index, 'reason')}
                      slotProps={{
                        htmlInput: {
                          maxLength: SEVERITY_REASON_MAX,
                          'aria-label': `Reason for ${item.pluginId}`,
                        },
                      }}
                    />
                  </TableCell>
                  {!disabled && (
                    <TableCell>
                      <Tooltip title="Remove">
                        <IconButton
                          aria-label={`Remove ${item.pluginId}`}
                          onClick={() => onChange(items.filter((_, at) => at !== index))}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {!disabled && (
        <Autocomplete
          options={plugins.filter((plugin) => !chosen.has(plugin.id))}
          value={picked}
          onChange={(_, plugin) => add(plugin)}
          getOptionLabel={(plugin) => `${plugin.name} (${plugin.id})`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          blurOnSelect
          sx={{ maxWidth: 480 }}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label="Add a plugin"
              placeholder="Search plugins by name or id"
            />
          )}
        />
      )}
    </Box>
  );
}
