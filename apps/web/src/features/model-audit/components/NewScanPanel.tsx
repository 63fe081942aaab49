import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/api-client';
import { useClientConfig } from '../../config/ConfigProvider';
import { uploadModelFiles, useStartPathScan, type UploadItem } from '../api';
import { formatBytes } from '../format';

/** Files of a drop, folders walked (their files named by relative path). */
async function droppedItems(event: DragEvent): Promise<UploadItem[]> {
  const entries = [...event.dataTransfer.items]
    .map((item) => item.webkitGetAsEntry?.())
    .filter((entry): entry is FileSystemEntry => Boolean(entry));
  if (entries.length === 0) {
    return [...event.dataTransfer.files].map((file) => ({ file, name: file.name }));
  }
  const items: UploadItem[] = [];
  const walk = async (entry: FileSystemEntry, prefix: string): Promise<void> => {
    if (entry.isFile) {
      const file = await new Promise<File>((resolve, reject) =>
        (entry as FileSystemFileEntry).file(resolve, reject),
      );
      items.push({ file, name: `${prefix}${entry.name}` });
    } else if (entry.isDirectory) {
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
          reader.readEntries(resolve, reject),
        );
        if (batch.length === 0) break;
        for (const child of batch) await walk(child, `${prefix}${entry.name}/`);
      }
    }
  };
  for (const entry of entries) await walk(entry, '');
  return items;
}

const fromInput = (files: FileList | null): UploadItem[] =>
  [...(files ?? [])].map((file) => ({ file, name: file.webkitRelativePath || file.name }));

/** The New Scan tab: upload files or a folder (drop or choose), or a path on the server. */
export function NewScanPanel({ teamId }: { teamId: string | undefined }) {
  const navigate = useNavigate();
  const { modelAuditServerPaths } = useClientConfig();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [error, setError] = useState<string>();
  const [path, setPath] = useState('');
  const startPath = useStartPathScan();
  const folderInput = useRef<HTMLInputElement>(null);
  const total = items.reduce((sum, item) => sum + item.file.size, 0);

  const upload = async () => {
    if (!teamId || items.length === 0) return;
    setError(undefined);
    setProgress({ sent: 0, total });
    try {
      const { promise } = uploadModelFiles(teamId, items, (sent, all) =>
        setProgress({ sent, total: all }),
      );
      const created = await promise;
      void navigate(`/model-audit/scan/${created.id}`);
    } catch (failure) {
      setError(errorMessage(failure));
      setProgress(null);
    }
  };
  const scanPath = (event: FormEvent) => {
    event.preventDefault();
    if (!teamId) return;
    startPath.mutate(
      { teamId, path },
      { onSuccess: (created) => void navigate(`/model-audit/scan/${created.id}`) },
    );
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Upload model files
        </Typography>
        <Box
          data-testid="model-audit-dropzone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void droppedItems(event).then((dropped) =>
              setItems((current) => [...current, ...dropped]),
            );
          }}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            p: 4,
            textAlign: 'center',
          }}
        >
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Drop model files or folders here. Nothing is loaded or run: files are read as bytes.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
            <Button variant="outlined" component="label">
              Choose files
              <input
                hidden
                multiple
                type="file"
                data-testid="model-audit-files"
                onChange={(event) =>
                  setItems((current) => [...current, ...fromInput(event.target.files)])
                }
              />
            </Button>
            <Button variant="outlined" onClick={() => folderInput.current?.click()}>
              Choose folder
            </Button>
            <input
              hidden
              type="file"
              ref={(node) => {
                folderInput.current = node;
                node?.setAttribute('webkitdirectory', '');
              }}
              onChange={(event) =>
                setItems((current) => [...current, ...fromInput(event.target.files)])
              }
            />
          </Stack>
        </Box>
        {items.length > 0 && (
          <List dense aria-label="Files to scan">
            {items.map((item) => (
              <ListItem key={item.name}>
                <ListItemText primary={item.name} secondary={formatBytes(item.file.size)} />
              </ListItem>
            ))}
          </List>
        )}
        {progress && (
          <Box sx={{ my: 2 }}>
            <LinearProgress
              variant="determinate"
              value={progress.total ? (100 * progress.sent) / progress.total : 0}
              aria-label="Upload progress"
            />
            <Typography variant="body2" color="text.secondary">
              Uploading {formatBytes(progress.sent)} of {formatBytes(progress.total)}
            </Typography>
          </Box>
        )}
        <FormAlert message={error} />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            disabled={items.length === 0 || progress !== null || !teamId}
            onClick={() => void upload()}
          >
            {items.length > 0 ? `Scan ${items.length} file(s), ${formatBytes(total)}` : 'Scan'}
          </Button>
          {items.length > 0 && progress === null && (
            <Button onClick={() => setItems([])}>Clear</Button>
          )}
        </Stack>
      </Paper>
      {modelAuditServerPaths && (
        <Paper variant="outlined" sx={{ p: 3 }} component="form" onSubmit={scanPath}>
          <Typography variant="h6" component="h2" gutterBottom>
            Scan a path on the server
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            A file or folder below the model audit root the operator configured.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label="Path"
              value={path}
              onChange={(event) => setPath(event.target.value)}
              size="small"
              sx={{ flex: 1 }}
              required
            />
            <Button
              type="submit"
              variant="contained"
              disabled={!path.trim() || startPath.isPending}
            >
              Scan path
            </Button>
          </Stack>
          <FormAlert message={startPath.error ? errorMessage(startPath.error) : undefined} />
        </Paper>
      )}
    </Stack>
  );
}
