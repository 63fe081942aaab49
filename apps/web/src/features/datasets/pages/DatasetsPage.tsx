import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Box, Button, InputAdornment, Link, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { Dataset } from '@crucible/shared';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { useDatasets } from '../api';
import { DatasetDetailView } from '../components/DatasetDetailView';
import { UploadDatasetDialog } from '../components/UploadDatasetDialog';
import { datasetPath } from '../dataset-format';

const PAGE_SIZE = 25;

const COLUMNS: DataColumn<Dataset>[] = [
  {
    key: 'name',
    header: 'Dataset',
    render: (dataset) => (
      <>
        <Link component={RouterLink} to={datasetPath(dataset.id)} sx={{ fontWeight: 600 }}>
          {dataset.name}
        </Link>
        {dataset.description && (
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{dataset.description}</Box>
        )}
      </>
    ),
  },
  {
    key: 'version',
    header: 'Latest version',
    render: (dataset) => (dataset.latestVersion === null ? '—' : `v${dataset.latestVersion}`),
  },
  {
    key: 'items',
    header: 'Items',
    align: 'right',
    render: (dataset) => formatNumber(dataset.itemCount),
  },
  {
    key: 'author',
    header: 'Created by',
    hideBelow: 'md',
    render: (dataset) => dataset.createdBy.name,
  },
  {
    key: 'updated',
    header: 'Updated',
    hideBelow: 'sm',
    render: (dataset) => formatDateTime(dataset.updatedAt),
  },
];

function DatasetList() {
  const { currentTeam } = useCurrentTeam();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [importing, setImporting] = useState(false);
  const { data, isPending, error } = useDatasets(currentTeam?.id, {
    search: search || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const canCreate = ability.can('create', 'Eval');
  const apply = () => {
    if (text.trim() === search) return;
    setSearch(text.trim());
    setPage(0);
  };
  return (
    <>
      <PageHeader
        title="Datasets"
        description="Named, versioned sets of test cases: import a file, or keep an eval's failing rows; run one with tests: dataset://name@version."
        actions={
          canCreate && (
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              onClick={() => setImporting(true)}
            >
              Import dataset
            </Button>
          )
        }
      />
      <DataTable
        columns={COLUMNS}
        rows={data?.items}
        rowTestId="dataset-row"
        isPending={isPending}
        error={error}
        emptyTitle={search ? 'No datasets match this search' : 'No datasets yet'}
        emptyMessage={
          search
            ? 'Try a different search term.'
            : 'Import a CSV, JSONL, JSON or promptfoo tests file, or create one from an eval’s failing rows.'
        }
        emptyAction={
          !search &&
          canCreate && (
            <Button variant="outlined" onClick={() => setImporting(true)}>
              Import dataset
            </Button>
          )
        }
        toolbar={
          <Stack
            component="form"
            direction="row"
            sx={{ p: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
          >
            <TextField
              size="small"
              label="Search datasets"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={apply}
              sx={{ width: 360, maxWidth: '100%' }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Stack>
        }
        pagination={data && { count: data.total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      />
      {importing && currentTeam && (
        <UploadDatasetDialog
          teamId={currentTeam.id}
          onClose={() => setImporting(false)}
          onDone={(datasetId, version) => {
            setImporting(false);
            void navigate(datasetPath(datasetId, version));
          }}
        />
      )}
    </>
  );
}

/**
 * `/datasets` (Datasets): the team's datasets, or one of them (`?dataset={id}&version={n}`: spec
 * §2 lists this page only).
 */
export function DatasetsPage() {
  const [params] = useSearchParams();
  const id = params.get('dataset');
  const version = Number.parseInt(params.get('version') ?? '', 10);
  if (id) {
    return (
      <DatasetDetailView key={id} id={id} version={Number.isNaN(version) ? undefined : version} />
    );
  }
  return <DatasetList />;
}
