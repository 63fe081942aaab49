import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ProbeOutcomeValue, ProbeSummary, Scan } from '@crucible/shared';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { useToast } from '../../../lib/toast';
import { policyNamesOf } from '../../policies/policy-names';
import { isTerminal, useProbe, useReviewProbes, useScanResults } from '../api';
import { OutcomeChip } from './OutcomeChip';
import { ProbeDrawer } from './ProbeDrawer';
import { ReviewProbesDialog } from './ReviewProbesDialog';

const PAGE_SIZE = 25;

const OUTCOMES = ['fail', 'pass', 'undecided', 'error'] as const;
const OUTCOME_FILTER_LABELS: Record<ProbeOutcomeValue, string> = {
  fail: 'Attack succeeded',
  pass: 'Defended',
  undecided: 'Undecided',
  error: 'Error',
};

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

const MONOSPACE = { fontFamily: 'monospace', fontSize: 13 } as const;

/** The columns; a custom policy's probes are shown with its name (`names`), not its id. */
const columnsOf = (names: Map<string, string>): DataColumn<ProbeSummary>[] => [
  {
    key: 'outcome',
    header: 'Outcome',
    render: (probe) => <OutcomeChip outcome={probe.outcome} />,
  },
  {
    key: 'plugin',
    header: 'Plugin',
    sx: MONOSPACE,
    render: (probe) => names.get(probe.pluginId) ?? probe.pluginId,
  },
  { key: 'strategy', header: 'Strategy', sx: MONOSPACE, render: (probe) => probe.strategyId },
  {
    key: 'attack',
    header: 'Attack',
    hideBelow: 'md',
    sx: { maxWidth: 320 },
    render: (probe) => clip(probe.prompt),
  },
  {
    key: 'reply',
    header: 'Reply',
    hideBelow: 'lg',
    sx: { maxWidth: 320, color: 'text.secondary' },
    render: (probe) => clip(probe.output),
  },
];

/**
 * The scan's probes, filtered by plugin, strategy and outcome (or one group of errors); a row
 * opens the whole probe. Once the scan has finished, whoever may review selects undecided
 * probes and decides them together. A link with `?probe={probeId}` (from a vulnerability's
 * evidence) opens that probe.
 */
export function ProbeResultsTable({
  scan,
  filters,
  onFiltersChange,
  canReview,
}: {
  scan: Scan;
  filters: ProbeFilters;
  onFiltersChange: (filters: ProbeFilters) => void;
  canReview: boolean;
}) {
  const { pluginId, strategyId, outcome, errorGroup, page } = filters;
  const [opened, setOpened] = useState<ProbeSummary | null>(null);
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('probe') ?? undefined;
  const linked = useProbe(scan.id, linkedId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState(false);
  const review = useReviewProbes(scan.id);
  const toast = useToast();
  const reviewing = canReview && isTerminal(scan.status) && scan.progress.undecided > 0;
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
  const policyNames = policyNamesOf(scan.config);
  const filter = (changed: Partial<ProbeFilters>) => {
    setSelected(new Set());
    onFiltersChange({ ...filters, ...changed, page: 0 });
  };
  // The drawer shows the row as the page has it now, or as it was when the filter dropped it
  // (a decision made in the drawer answers the probe as it is now).
  // A linked probe is read whole: as a row it is not truncated.
  const linkedRow: ProbeSummary | null =
    linked.data && linked.data.id === linkedId ? { ...linked.data, truncated: false } : null;
  const shown = opened ?? linkedRow;
  const open = shown && (data?.items.find((probe) => probe.id === shown.id) ?? shown);
  const close = () => {
    setOpened(null);
    if (linkedId === undefined) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('probe');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <DataTable
        columns={columnsOf(policyNames)}
        rows={data?.items}
        rowTestId="probe-row"
        onRowClick={setOpened}
        {...(reviewing && {
          selection: {
            selected,
            onChange: setSelected,
            isSelectable: (probe: ProbeSummary) => probe.outcome === 'undecided',
            label: (probe: ProbeSummary) => `Select probe #${probe.idx + 1}`,
          },
        })}
        size="small"
        isPending={isPending}
        error={error}
        emptyTitle="No probes to show"
        emptyMessage={
          isTerminal(scan.status)
            ? 'Clear a filter to see more.'
            : 'Results appear as probes are graded.'
        }
        toolbar={
          <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
              Probe results
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <FilterSelect
                label="Outcome"
                value={outcome}
                allLabel="All outcomes"
                options={OUTCOMES}
                optionLabel={(value) => OUTCOME_FILTER_LABELS[value]}
                onChange={(value) =>
                  filter({ outcome: value, errorGroup: value === 'error' ? errorGroup : '' })
                }
                sx={{ minWidth: 190 }}
              />
              <FilterSelect
                label="Plugin"
                value={pluginId}
                allLabel="All plugins"
                options={plugins}
                optionLabel={(id) => policyNames.get(id) ?? id}
                onChange={(value) => filter({ pluginId: value })}
                sx={{ minWidth: 220 }}
              />
              <FilterSelect
                label="Strategy"
                value={strategyId}
                allLabel="All strategies"
                options={[...new Set([...strategies, ...(strategyId ? [strategyId] : [])])]}
                onChange={(value) => filter({ strategyId: value })}
                sx={{ minWidth: 200 }}
              />
              {reviewing && selected.size > 0 && (
                <Button
                  variant="contained"
                  onClick={() => setDeciding(true)}
                  sx={{ alignSelf: 'center', whiteSpace: 'nowrap' }}
                  data-testid="decide-selected"
                >
                  Decide {selected.size} selected
                </Button>
              )}
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
        }
        pagination={
          data && {
            count: data.total,
            page,
            pageSize: PAGE_SIZE,
            onPageChange: (next) => onFiltersChange({ ...filters, page: next }),
          }
        }
      />
      <ProbeDrawer
        scanId={scan.id}
        targetId={scan.targetId}
        row={open}
        canReview={canReview && isTerminal(scan.status)}
        onDecide={(probe, decision) =>
          review.mutateAsync({ probeIds: [probe.id], ...decision }).then((answer) => {
            const decided = answer.probes[0];
            setOpened(decided ? { ...probe, ...decided } : null);
            toast(`Probe #${probe.idx + 1} decided: ${decision.outcome}`, 'success');
          })
        }
        reviewPending={review.isPending}
        onClose={close}
      />
      {deciding && (
        <ReviewProbesDialog
          open
          subject={`${selected.size} selected ${selected.size === 1 ? 'probe' : 'probes'}`}
          pending={review.isPending}
          onSubmit={(decision) =>
            review.mutateAsync({ probeIds: [...selected], ...decision }).then((answer) => {
              toast(`${answer.reviewed} probes decided: ${decision.outcome}`, 'success');
              setSelected(new Set());
              setDeciding(false);
            })
          }
          onClose={() => setDeciding(false)}
        />
      )}
    </>
  );
}
