import {
  Autocomplete,
  Box,
  Chip,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { PLUGIN_SEVERITIES, type ScanPluginEntry } from '@crucible/shared';
import { SEVERITY_LABELS } from '../../plugins/plugin-labels';
import { isIntentEntry, pluginEntry, pluginRow, type PluginRow } from '../redteam-block';
import { IntentEntriesList } from './IntentEntriesList';

type PluginEntriesEditorProps = {
  entries: ScanPluginEntry[];
  onChange: (entries: ScanPluginEntry[]) => void;
  /** Plugin ids and collection ids (e.g. `default`, `owasp:llm`) to offer. */
  options: string[];
  names: Map<string, string>;
  defaultNumTests: number | undefined;
  error?: string;
  disabled: boolean;
};

/** The plugins of a scan: pick plugins or collections, then override tests and severity per plugin. */
export function PluginEntriesEditor({
  entries,
  onChange,
  options,
  names,
  defaultNumTests,
  error,
  disabled,
}: PluginEntriesEditorProps) {
  // Intent entries (fixed prompts) share one id: they are listed apart and kept whole.
  const intents = entries.filter(isIntentEntry);
  const rows = entries.filter((entry) => !isIntentEntry(entry)).map(pluginRow);
  const setRows = (next: PluginRow[]) => onChange([...next.map(pluginEntry), ...intents]);
  const update = (index: number, patch: Partial<PluginRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Box>
      <Autocomplete
        multiple
        freeSolo
        options={options}
        value={rows.map((row) => row.id)}
        onChange={(_, ids) => setRows(ids.map((id) => rows.find((row) => row.id === id) ?? { id }))}
        getOptionLabel={(id) => (names.has(id) ? `${names.get(id) ?? id} (${id})` : id)}
        disabled={disabled}
        disableCloseOnSelect
        filterSelectedOptions
        renderValue={(value, getItemProps) =>
          value.map((id, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={id} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Plugins"
            placeholder={
              rows.length === 0 ? 'Plugins or collections: default, owasp:llm, harmful…' : undefined
            }
            error={Boolean(error)}
            helperText={
              error ??
              "A collection (default, harmful, owasp:llm…) expands to its plugins; profile, to those the target's profile calls for."
            }
          />
        )}
      />
      {rows.length > 0 && (
        <Table size="small" sx={{ mt: 1.5 }}>
          <TableHead>
            <TableRow>
              <TableCell>Plugin</TableCell>
              <TableCell sx={{ width: 150 }}>Tests</TableCell>
              <TableCell sx={{ width: 170 }}>Severity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.id} data-testid="plugin-entry">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {names.get(row.id) ?? row.id}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ fontFamily: 'monospace' }}
                  >
                    {row.id}
                  </Typography>
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    type="number"
                    value={row.numTests ?? ''}
                    placeholder={
                      defaultNumTests === undefined ? 'default' : String(defaultNumTests)
                    }
                    onChange={(event) =>
                      update(index, {
                        numTests:
                          event.target.value === '' ? undefined : Number(event.target.value),
                      })
                    }
                    disabled={disabled}
                    slotProps={{
                      htmlInput: { min: 1, max: 500, 'aria-label': `Tests for ${row.id}` },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={row.severity ?? ''}
                    onChange={(event) =>
                      update(index, {
                        severity:
                          event.target.value === ''
                            ? undefined
                            : (event.target.value as PluginRow['severity']),
                      })
                    }
                    disabled={disabled}
                    slotProps={{
                      select: { displayEmpty: true },
                      htmlInput: { 'aria-label': `Severity for ${row.id}` },
                    }}
                  >
                    <MenuItem value="">Plugin default</MenuItem>
                    {PLUGIN_SEVERITIES.map((severity) => (
                      <MenuItem key={severity} value={severity}>
                        {SEVERITY_LABELS[severity]}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <IntentEntriesList
        intents={intents}
        names={names}
        disabled={disabled}
        onRemove={(index) =>
          onChange([...rows.map(pluginEntry), ...intents.filter((_, at) => at !== index)])
        }
      />
    </Box>
  );
}
