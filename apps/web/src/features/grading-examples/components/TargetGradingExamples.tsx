import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GradingExample } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { FilterSelect } from '../../../components/FilterSelect';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatDate } from '../../../lib/format';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useDeleteGradingExample, useGradingExamples } from '../api';
import { EXPECTATION_LABELS, excerpt, SOURCE_LABELS } from '../grading-example-format';
import { AddGradingExampleDialog } from './AddGradingExampleDialog';
import { GradingExampleDetails } from './GradingExampleDetails';

const PAGE_SIZE = 25;
const MONOSPACE = { fontFamily: 'monospace', fontSize: 13 } as const;

/**
 * The target page's `gradingExamples` tab: the target's grading examples, newest first, with a
 * plugin filter; a row opens the whole example. Whoever may create them adds one by hand, and
 * whoever may delete them deletes one after a confirmation.
 */
export function TargetGradingExamples({ targetId }: { targetId: string }) {
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'GradingExample');
  const canDelete = ability.can('delete', 'GradingExample');
  const [pluginId, setPluginId] = useState('');
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<GradingExample | null>(null);
  const { data, isPending, error } = useGradingExamples(targetId, {
    pluginId: pluginId || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const remove = useConfirmDelete<GradingExample>({
    mutation: useDeleteGradingExample(targetId),
    title: 'Delete this grading example?',
    message: (example) =>
      `Later scans will grade this ${example.pluginId} reply with the graders again.`,
    confirmLabel: 'Delete',
    successMessage: 'Grading example deleted',
  });

  const columns: DataColumn<GradingExample>[] = [
    { key: 'plugin', header: 'Plugin', sx: MONOSPACE, render: (example) => example.pluginId },
    {
      key: 'verdict',
      header: 'Verdict',
      render: (example) => (
        <Chip
          size="small"
          color={example.expected === 'pass' ? 'success' : 'error'}
          label={EXPECTATION_LABELS[example.expected]}
        />
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      sx: { maxWidth: 280 },
      render: (e) => excerpt(e.reason, 120),
    },
    {
      key: 'reply',
      header: 'Reply',
      hideBelow: 'md',
      sx: { maxWidth: 340, color: 'text.secondary' },
      render: (example) => excerpt(example.output),
    },
    {
      key: 'creator',
      header: 'Created by',
      hideBelow: 'lg',
      render: (example) => (
        <>
          {example.createdBy.name}
          <Typography variant="caption" color="text.secondary" component="div">
            {SOURCE_LABELS[example.source]}
          </Typography>
        </>
      ),
    },
    { key: 'date', header: 'Date', render: (example) => formatDate(example.createdAt) },
    ...(canDelete
      ? [
          {
            key: 'actions',
            header: 'Actions',
            align: 'right' as const,
            render: (example: GradingExample) => (
              <Box component="span" onClick={(event) => event.stopPropagation()}>
                <DeleteRowButton
                  label={`Delete the ${example.pluginId} example`}
                  onClick={() => remove.ask(example)}
                />
              </Box>
            ),
          },
        ]
      : []),
  ];

  const addButton = (variant: 'contained' | 'outlined') =>
    canCreate && (
      <Button
        variant={variant}
        startIcon={<AddIcon />}
        onClick={() => setAdding(true)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Add example
      </Button>
    );

  return (
    <>
      <DataTable
        columns={columns}
        rows={data?.items}
        rowTestId="grading-example-row"
        testId="target-grading-examples"
        onRowClick={setOpened}
        isPending={isPending}
        error={error}
        emptyTitle={pluginId ? 'No examples for this plugin' : 'No grading examples yet'}
        emptyMessage={
          pluginId
            ? 'Choose another plugin, or all of them.'
            : 'Say of a probe that it should have passed or failed, decide undecided probes, or ' +
              'mark a vulnerability a false positive: those replies become examples here, and ' +
              'later scans of this target grade the same replies that way.'
        }
        emptyAction={!pluginId && addButton('outlined')}
        toolbar={
          <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Box>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  Grading examples
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  People&rsquo;s verdicts on this target&rsquo;s replies: they decide the same reply
                  on later scans, and a judge model reads them as examples.
                </Typography>
              </Box>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <FilterSelect
                  label="Plugin"
                  value={pluginId}
                  allLabel="All plugins"
                  options={[
                    ...new Set([...(data?.pluginIds ?? []), ...(pluginId ? [pluginId] : [])]),
                  ]}
                  onChange={(value) => {
                    setPluginId(value);
                    setPage(0);
                  }}
                  sx={{ minWidth: 200 }}
                />
                {addButton('contained')}
              </Stack>
            </Stack>
          </Box>
        }
        pagination={data && { count: data.total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      />
      {adding && <AddGradingExampleDialog targetId={targetId} onClose={() => setAdding(false)} />}
      {opened && <GradingExampleDetails example={opened} onClose={() => setOpened(null)} />}
      {remove.dialog}
    </>
  );
}
