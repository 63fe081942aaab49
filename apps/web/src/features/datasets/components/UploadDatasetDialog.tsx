import { useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DATASET_FORMATS, type DatasetDetail, type DatasetFormat } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { formatOfFile, useCreateDataset, useCreateDatasetVersion } from '../api';

const FORMAT_LABELS: Record<DatasetFormat, string> = {
  csv: 'CSV (columns are vars; __expected, __description)',
  jsonl: 'JSONL (one test per line)',
  json: 'JSON (a list of tests)',
  yaml: 'promptfoo tests file (YAML)',
};

/** A 400 answer's problems name the line or field of the file: show them all, in order. */
function fileProblems(errors: FormErrors): string | undefined {
  const lines = Object.entries(errors.fields)
    .filter(([path]) => !['name', 'description', 'teamId'].includes(path))
    .map(
      ([path, message]) => `${path.replace(/^(version\.)?content\.?/, '') || 'file'}: ${message}`,
    );
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/**
 * A new dataset from a file (CSV, JSONL, JSON or a promptfoo tests file), or — given `dataset` —
 * a new immutable version of one, with its changelog.
 */
export function UploadDatasetDialog({
  teamId,
  dataset,
  onClose,
  onDone,
}: {
  teamId: string;
  /** Set: the upload is a new version of this dataset. */
  dataset?: DatasetDetail;
  onClose: () => void;
  onDone: (datasetId: string, version: number) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [changelog, setChangelog] = useState(dataset ? '' : 'First version');
  const [fileName, setFileName] = useState('');
  const [content, setContent] = useState('');
  const [format, setFormat] = useState<DatasetFormat>('csv');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const create = useCreateDataset();
  const addVersion = useCreateDatasetVersion(dataset?.id ?? '');
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = create.isPending || addVersion.isPending;

  const submit = () => {
    setErrors(NO_ERRORS);
    const version = { source: 'upload' as const, format, content, changelog };
    const onError = (error: unknown) => setErrors(apiFormErrors(error));
    if (dataset) {
      addVersion.mutate(version, {
        onSuccess: (created) => {
          toast(`Version ${created.version} uploaded`, 'success');
          onDone(dataset.id, created.version);
        },
        onError,
      });
    } else {
      create.mutate(
        { teamId, name: name.trim(), description: description.trim() || undefined, version },
        {
          onSuccess: (created) => {
            toast(`Dataset ${created.name} created`, 'success');
            onDone(created.id, created.latestVersion ?? 1);
          },
          onError,
        },
      );
    }
  };
  const problems = fileProblems(errors);

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        {dataset ? `Upload a new version of ${dataset.name}` : 'Import dataset'}
      </DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          id="upload-dataset"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormAlert message={errors.form} />
          {!dataset && (
            <>
              <TextField
                label="Name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                required
                autoFocus
                error={Boolean(fieldError(errors, 'name'))}
                helperText={
                  fieldError(errors, 'name') ??
                  'Letters, digits, ".", "_" and "-": configs use it as dataset://name@version'
                }
              />
              <TextField
                label="Description"
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
            </>
          )}
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => fileInput.current?.click()}
            >
              Choose file
            </Button>
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              data-testid="upload-file-name"
            >
              {fileName || 'CSV, JSONL, JSON or a promptfoo tests YAML file'}
            </Typography>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept=".csv,.jsonl,.ndjson,.json,.yaml,.yml"
              aria-label="Dataset file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                setFileName(file.name);
                const detected = formatOfFile(file.name);
                if (detected) setFormat(detected);
                void file.text().then(setContent);
              }}
            />
          </Stack>
          <TextField
            select
            label="Format"
            value={format}
            onChange={(event) => setFormat(event.target.value as DatasetFormat)}
          >
            {DATASET_FORMATS.map((option) => (
              <MenuItem key={option} value={option}>
                {FORMAT_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Content"
            value={content}
            onChange={(event) => setContent(event.target.value)}
            multiline
            minRows={5}
            maxRows={12}
            required
            error={problems !== undefined}
            helperText={
              problems ?? 'The file’s text; paste here instead of choosing a file if you like.'
            }
            slotProps={{
              htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
              formHelperText: { sx: { whiteSpace: 'pre-line' } },
            }}
          />
          <TextField
            label="Changelog"
            value={changelog}
            onChange={(event) => setChangelog(event.target.value)}
            helperText="What this version changes (shown in the dataset's versions)"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="upload-dataset"
          variant="contained"
          loading={pending}
          disabled={!content.trim() || (!dataset && !name.trim())}
        >
          {dataset ? 'Upload version' : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
