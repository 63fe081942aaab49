import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Chip,
  InputAdornment,
  Link,
  ListItemText,
  Menu,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  DATASET_FORMATS,
  type DatasetDetail,
  type DatasetItem,
  type DatasetVersion,
} from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useAppAbility } from '../../abilities/use-app-ability';
import { formatVar } from '../../evals/eval-format';
import { datasetExportUrl, useDataset, useDatasetItems, useDeleteDataset } from '../api';
import { datasetPath, datasetRef, SOURCE_LABELS, evalConfigPath } from '../dataset-format';
import { UploadDatasetDialog } from './UploadDatasetDialog';

const ITEMS_PAGE = 25;

function sourceLink(version: DatasetVersion) {
  if (!version.sourceId) return SOURCE_LABELS[version.source];
  const to = version.source === 'eval' ? `/eval/${version.sourceId}` : `/jobs/${version.sourceId}`;
  return (
    <>
      {SOURCE_LABELS[version.source]}:{' '}
      <Link component={RouterLink} to={to}>
        {version.sourceId}
      </Link>
    </>
  );
}

const VERSION_COLUMNS = (
  chosen: number,
  onChoose: (version: number) => void,
): DataColumn<DatasetVersion & { id: string }>[] => [
  {
    key: 'version',
    header: 'Version',
    render: (version) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Link
          component="button"
          type="button"
          onClick={() => onChoose(version.version)}
          sx={{ fontWeight: version.version === chosen ? 700 : 400 }}
        >
          v{version.version}
        </Link>
        {version.version === chosen && <Chip size="small" label="Shown" />}
      </Stack>
    ),
  },
  {
    key: 'changelog',
    header: 'Changelog',
    render: (version) => version.changelog || '—',
  },
  {
    key: 'items',
    header: 'Items',
    align: 'right',
    render: (version) => formatNumber(version.itemCount),
  },
  { key: 'source', header: 'Source', hideBelow: 'md', render: sourceLink },
  {
    key: 'by',
    header: 'Created',
    hideBelow: 'sm',
    render: (version) => `${formatDateTime(version.createdAt)} · ${version.createdBy.name}`,
  },
];

const ITEM_COLUMNS: DataColumn<DatasetItem & { id: string }>[] = [
  { key: 'index', header: '#', sx: { width: 56 }, render: (item) => item.index + 1 },
  {
    key: 'vars',
    header: 'Test case',
    render: (item) => (
      <>
        {item.description && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.description}
          </Typography>
        )}
        {Object.entries(item.vars).map(([name, value]) => (
          <Typography key={name} variant="body2" sx={{ fontSize: 13, wordBreak: 'break-word' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {name}:
            </Box>{' '}
            {formatVar(value)}
          </Typography>
        ))}
      </>
    ),
  },
  {
    key: 'assert',
    header: 'Assertions',
    render: (item) =>
      item.assert.length === 0
        ? '—'
        : item.assert.map((assertion, index) => (
            <Typography
              key={index}
              variant="body2"
              sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-word' }}
            >
              {String(assertion.type)}
              {assertion.value !== undefined && `: ${formatVar(assertion.value)}`}
            </Typography>
          )),
  },
];

function ExportButton({ dataset, version }: { dataset: DatasetDetail; version: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        Export
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {DATASET_FORMATS.map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={datasetExportUrl(dataset.id, version, format)}
            download
            onClick={() => setAnchor(null)}
          >
            <ListItemText>
              {datasetRef(dataset.name, version)}.{format === 'yaml' ? 'yaml' : format}
            </ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The items of one version: a searchable, paged preview. */
function ItemsPreview({ dataset, version }: { dataset: DatasetDetail; version: number }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useDatasetItems(dataset.id, version, {
    search: search || undefined,
    limit: ITEMS_PAGE,
    offset: page * ITEMS_PAGE,
  });
  return (
    <DataTable
      testId="dataset-items"
      columns={ITEM_COLUMNS}
      rows={data?.items.map((item) => ({ ...item, id: String(item.index) }))}
      rowTestId="dataset-item"
      isPending={isPending}
      error={error}
      emptyTitle={search ? 'No items match this search' : 'This version has no items'}
      toolbar={
        <Stack
          direction="row"
          spacing={2}
          sx={{ p: 2, alignItems: 'center' }}
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(text.trim());
            setPage(0);
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            Items of v{version}
            {data && ` (${formatNumber(data.total)})`}
          </Typography>
          <TextField
            size="small"
            label="Search items"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              if (text.trim() !== search) {
                setSearch(text.trim());
                setPage(0);
              }
            }}
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
      pagination={data && { count: data.total, page, pageSize: ITEMS_PAGE, onPageChange: setPage }}
    />
  );
}

/** One dataset: its versions (the changelog), a preview of a version, export, use in an eval. */
export function DatasetDetailView({ id, version }: { id: string; version: number | undefined }) {
  const { data: dataset, isPending, error } = useDataset(id);
  const ability = useAppAbility();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteDataset();
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/datasets" underline="hover" color="inherit">
        Datasets
      </Link>
      <Typography color="text.primary">{dataset?.name ?? 'Dataset'}</Typography>
    </Breadcrumbs>
  );
  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Skeleton variant="rounded" height={320} />
      </>
    );
  }
  if (error) {
    return (
      <>
        {breadcrumbs}
        <Alert severity={isApiError(error, 404) ? 'warning' : 'error'}>
          {isApiError(error, 404) ? 'This dataset does not exist.' : errorMessage(error)}
        </Alert>
      </>
    );
  }
  const shown = version ?? dataset.latestVersion ?? undefined;
  return (
    <>
      {breadcrumbs}
      <PageHeader
        title={dataset.name}
        description={
          <>
            {dataset.description && <>{dataset.description} · </>}
            {dataset.latestVersion === null
              ? 'No versions yet'
              : `Latest v${dataset.latestVersion}, ${formatNumber(dataset.itemCount)} items`}
          </>
        }
        actions={
          <>
            {shown !== undefined && (
              <Button
                variant="contained"
                startIcon={<PlayArrowIcon />}
                component={RouterLink}
                to={evalConfigPath(dataset.name, shown)}
              >
                Use in eval
              </Button>
            )}
            {shown !== undefined && <ExportButton dataset={dataset} version={shown} />}
            {ability.can('create', 'Eval') && (
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() => setUploading(true)}
              >
                New version
              </Button>
            )}
            {ability.can('delete', 'Eval') && (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteIcon />}
                onClick={() => setDeleting(true)}
              >
                Delete
              </Button>
            )}
          </>
        }
      />
      <Stack spacing={2.5}>
        {shown !== undefined && (
          <Card sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              In a config:{' '}
              <Box component="code" sx={{ color: 'text.primary' }} data-testid="dataset-ref">
                tests: dataset://{datasetRef(dataset.name, shown)}
              </Box>
            </Typography>
          </Card>
        )}
        <DataTable
          testId="dataset-versions"
          columns={VERSION_COLUMNS(
            shown ?? 0,
            (chosen) => void navigate(datasetPath(dataset.id, chosen), { replace: true }),
          )}
          rows={dataset.versions.map((item) => ({ ...item, id: String(item.version) }))}
          rowTestId="dataset-version"
          isPending={false}
          error={null}
          emptyTitle="No versions yet"
          emptyMessage="Upload a file to make the first version."
          toolbar={
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, p: 2, pb: 0 }}>
              Versions
            </Typography>
          }
        />
        {shown !== undefined && <ItemsPreview key={shown} dataset={dataset} version={shown} />}
      </Stack>
      {uploading && (
        <UploadDatasetDialog
          teamId={dataset.teamId}
          dataset={dataset}
          onClose={() => setUploading(false)}
          onDone={(datasetId, created) => {
            setUploading(false);
            void navigate(datasetPath(datasetId, created), { replace: true });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete this dataset?"
        message={`${dataset.name} and all its versions are deleted. Configs that use dataset://${dataset.name} stop working. This cannot be undone.`}
        confirmLabel="Delete dataset"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(dataset.id, {
            onSuccess: () => {
              toast('Dataset deleted', 'success');
              void navigate('/datasets');
            },
            onError: (deleteError) => toast(errorMessage(deleteError), 'error'),
          })
        }
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
