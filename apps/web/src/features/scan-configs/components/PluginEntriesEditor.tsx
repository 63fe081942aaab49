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
import {
  inlinePolicyText,
  isIntentEntry,
  isPolicyId,
  pluginEntry,
  pluginRow,
  type PluginRow,
} from '../redteam-block';
import { IntentEntriesList } from './IntentEntriesList';

type PluginEntriesEditorProps = {
  entries: ScanPluginEntry[];
  onChange: (entries: ScanPluginEntry[]) => void;
  /** Plugin ids, collection ids (e.g. `default`, `owasp:llm`) and library policies to offer. */
  options: string[];
  /** Display names by plugin id (a library policy's `policy:<id>` included). */
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
  /** The picked ids as rows: each existing row is reused once (inline policies share `policy`). */
  const pick = (ids: string[]) => {
    const unused = [...rows];
    setRows(
      ids.map((id) => {
        const at = unused.findIndex((row) => row.id === id);
        return at >= 0 ? unused.splice(at, 1)[0]! : { id };
      }),
    );
  };
  /** A library policy is shown by its name; a built-in plugin by name and id. */
  const labelOf = (id: string) => {
    const name = names.get(id);
    if (isPolicyId(id)) return name ? `Policy: ${name}` : id;
    return name ? `${name} (${id})` : id;
  };
  const chipOf = (id: string) =>
    isPolicyId(id) ? (names.get(id) ?? id) : id === 'policy' ? 'Inline policy' : id;
  const titleOf = (row: PluginRow) =>
    inlinePolicyText(row) === undefined ? (names.get(row.id) ?? row.id) : 'Inline policy';
  return (
    <Box>
      <Autocomplete
        multiple
        freeSolo
        options={options}
        value={rows.map((row) => row.id)}
        onChange={(_, ids) => pick(ids)}
        getOptionLabel={labelOf}
        disabled={disabled}
        disableCloseOnSelect
        filterSelectedOptions
        renderValue={(value, getItemProps) =>
          value.map((id, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={chipOf(id)} size="small" {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Plugins"
            placeholder={
              rows.length === 0
                ? 'Plugins, collections or policies: default, owasp:llm, harmful…'
                : undefined
            }
            error={Boolean(error)}
            helperText={
              error ??
              "A collection (default, harmful, owasp:llm…) expands to its plugins; profile, to those the target's profile calls for. Policies come from the Policy Library."
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
              // Inline policies share the id `policy`: the index keeps their rows apart.
              <TableRow key={`${index}:${row.id}`} data-testid="plugin-entry">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {titleOf(row)}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{
                      fontFamily: inlinePolicyText(row) === undefined ? 'monospace' : undefined,
                    }}
                  >
                    {inlinePolicyText(row) ?? row.id}
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
