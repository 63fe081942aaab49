import { useState } from 'react';
import {
  Box,
  Card,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { Probe, ProbeOutcomeValue, Scan } from '@crucible/shared';
import { TableStates } from '../../../components/TableStates';
import { isTerminal, useScanResults } from '../api';
import { OutcomeChip } from './OutcomeChip';
import { ProbeDrawer } from './ProbeDrawer';

const PAGE_SIZE = 25;

/** The table's filters and page, held by the page so the errors view can set them. */
export type ProbeFilters = {
  pluginId: string;
  strategyId: string;
  outcome: ProbeOutcomeValue | '';
  /** One group of the errors view; only with `outcome` 'error'. */
  errorGroup: string;
  page: number;
};
export const NO_PROBE_FILTERS: ProbeFilters = {
  pluginId: '',
  strategyId: '',
  outcome: '',
  errorGroup: '',
  page: 0,
};

function clip(text: string | null, length = 110): string {
  if (!text) return '—';
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/**
 * The scan's probes, filtered by plugin, strategy and outcome (or one group of errors); a row
 * opens the whole probe.
 */
export function ProbeResultsTable({
  scan,
  filters,
  onFiltersChange,
}: {
  scan: Scan;
  filters: ProbeFilters;
  onFiltersChange: (filters: ProbeFilters) => void;
}) {
  const { pluginId, strategyId, outcome, errorGroup, page } = filters;
  const [open, setOpen] = useState<Probe | null>(null);
  const { data, isPending, error } = useScanResults(
    scan.id,
    {
      pluginId: pluginId || undefined,
      strategyId: strategyId || undefined,
      outcome: outcome || undefined,
      errorGroup: errorGroup || undefined,
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
    },
    !isTerminal(scan.status),
  );
  const plugins = [
    ...new Set([
      ...(scan.risk?.plugins.map((plugin) => plugin.id) ?? []),
      ...(data?.items.map((probe) => probe.pluginId) ?? []),
      ...(pluginId ? [pluginId] : []),
    ]),
  ];
  const strategies = [...new Set(data?.items.map((probe) => probe.strategyId) ?? [])];
  const filter = (changed: Partial<ProbeFilters>) =>
    onFiltersChange({ ...filters, ...changed, page: 0 });

  return (
    <Card>
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          Probe results
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            label="Outcome"
            value={outcome}
            sx={{ minWidth: 190 }}
            onChange={(event) => {
              const value = event.target.value as ProbeOutcomeValue | '';
              filter({ outcome: value, errorGroup: value === 'error' ? errorGroup : '' });
            }}
          >
            <MenuItem value="">All outcomes</MenuItem>
            <MenuItem value="fail">Attack succeeded</MenuItem>
            <MenuItem value="pass">Defended</MenuItem>
            <MenuItem value="error">Error</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Plugin"
            value={pluginId}
            sx={{ minWidth: 220 }}
            onChange={(event) => filter({ pluginId: event.target.value })}
          >
            <MenuItem value="">All plugins</MenuItem>
            {plugins.map((id) => (
              <MenuItem key={id} value={id}>
                {id}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Strategy"
            value={strategyId}
            sx={{ minWidth: 200 }}
            onChange={(event) => filter({ strategyId: event.target.value })}
          >
            <MenuItem value="">All strategies</MenuItem>
            {[...new Set([...strategies, ...(strategyId ? [strategyId] : [])])].map((id) => (
              <MenuItem key={id} value={id}>
                {id}
              </MenuItem>
            ))}
          </TextField>
          {errorGroup && (
            <Chip
              label={`Error: ${errorGroup}`}
              onDelete={() => filter({ errorGroup: '' })}
              color="warning"
              variant="outlined"
              sx={{ alignSelf: 'center', maxWidth: 360 }}
              data-testid="error-group-filter"
            />
          )}
        </Stack>
      </Box>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Outcome</TableCell>
              <TableCell>Plugin</TableCell>
              <TableCell>Strategy</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Attack</TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Reply</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              columns={5}
              isPending={isPending}
              error={error}
              isEmpty={data?.items.length === 0}
              emptyTitle="No probes to show"
              emptyMessage={
                isTerminal(scan.status)
                  ? 'Clear a filter to see more.'
                  : 'Results appear as probes are graded.'
              }
            />
            {data?.items.map((probe) => (
              <TableRow
                key={probe.id}
                hover
                onClick={() => setOpen(probe)}
                sx={{ cursor: 'pointer' }}
                data-testid="probe-row"
              >
                <TableCell>
                  <OutcomeChip outcome={probe.outcome} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                  {probe.pluginId}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                  {probe.strategyId}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, maxWidth: 320 }}>
                  {clip(probe.prompt)}
                </TableCell>
                <TableCell
                  sx={{
                    display: { xs: 'none', lg: 'table-cell' },
                    maxWidth: 320,
                    color: 'text.secondary',
                  }}
                >
                  {clip(probe.output)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data && data.total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => onFiltersChange({ ...filters, page: next })}
        />
      )}
      <ProbeDrawer probe={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
