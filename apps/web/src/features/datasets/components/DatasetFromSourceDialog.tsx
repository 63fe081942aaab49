import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { FormAlert } from '../../../components/FormAlert';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { useCreateDataset, useCreateDatasetVersion, useDatasets } from '../api';
import { datasetPath } from '../dataset-format';

type Mode = 'new' | 'version';

/** Where the items come from: an eval's failing rows, or a scan's successful attacks. */
export type DatasetSourceRef =
  | { source: 'eval'; evalId: string; name: string; failingCells: number }
  | { source: 'scan'; scanId: string; name: string; successfulAttacks: number };

const TEXT = {
  eval: {
    title: 'Create dataset from failing rows',
    from: (ref: DatasetSourceRef) => `Failing rows of ${ref.name}`,
  },
  scan: {
    title: 'Create dataset from successful attacks',
    from: (ref: DatasetSourceRef) => `Successful attacks on ${ref.name}`,
  },
} as const;

/**
 * A regression set from a run: an eval's rows with a cell that does not pass (ratings applied),
 * or a scan's successful attacks (as tests that the attack is refused), become a new dataset or
 * a new version of one the team has.
 */
export function DatasetFromSourceDialog({
  open,
  from,
  teamId,
  onClose,
}: {
  open: boolean;
  from: DatasetSourceRef;
  teamId: string;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState('');
  const [description, setDescription] = useState(TEXT[from.source].from(from));
  const [changelog, setChangelog] = useState(
    `${TEXT[from.source].from(from)} (${from.source === 'eval' ? from.evalId : from.scanId})`,
  );
  const [datasetId, setDatasetId] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const datasets = useDatasets(open ? teamId : undefined, { limit: 200, offset: 0 });
  const create = useCreateDataset();
  const addVersion = useCreateDatasetVersion(datasetId);
  const toast = useToast();
  const navigate = useNavigate();
  const pending = create.isPending || addVersion.isPending;

  const submit = () => {
    setErrors(NO_ERRORS);
    const version =
      from.source === 'eval'
        ? { source: 'eval' as const, evalId: from.evalId, changelog }
        : { source: 'scan' as const, scanId: from.scanId, changelog };
    if (mode === 'new') {
      create.mutate(
        { teamId, name: name.trim(), description: description.trim() || undefined, version },
        {
          onSuccess: (dataset) => {
            toast(`Dataset ${dataset.name} created`, 'success');
            onClose();
            void navigate(datasetPath(dataset.id));
          },
          onError: (error) => setErrors(apiFormErrors(error)),
        },
      );
    } else {
      addVersion.mutate(version, {
        onSuccess: (created) => {
          toast(`Version ${created.version} added`, 'success');
          onClose();
          void navigate(datasetPath(datasetId, created.version));
        },
        onError: (error) => setErrors(apiFormErrors(error)),
      });
    }
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{TEXT[from.source].title}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          component="form"
          id="dataset-from-source"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogContentText>
            {from.source === 'eval'
              ? `The rows with a failing or errored cell (${from.failingCells} ${from.failingCells === 1 ? 'cell' : 'cells'} in all) become test cases — their variables and assertions — to run again as a regression set.`
              : `The ${from.successfulAttacks} successful ${from.successfulAttacks === 1 ? 'attack becomes a test' : 'attacks become tests'} that the target refuses it: a red-team regression set to run as an eval.`}
          </DialogContentText>
          <FormAlert message={errors.form} />
          <RadioGroup
            row
            value={mode}
            onChange={(event) => setMode(event.target.value as Mode)}
            aria-label="Where the rows go"
          >
            <FormControlLabel value="new" control={<Radio />} label="New dataset" />
            <FormControlLabel
              value="version"
              control={<Radio />}
              label="New version of a dataset"
              disabled={(datasets.data?.items.length ?? 0) === 0}
            />
          </RadioGroup>
          {mode === 'new' ? (
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
                  'Letters, digits, ".", "_" and "-": it is written in dataset://name@version'
                }
              />
              <TextField
                label="Description"
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                error={Boolean(fieldError(errors, 'description'))}
                helperText={fieldError(errors, 'description')}
              />
            </>
          ) : (
            <TextField
              select
              label="Dataset"
              value={datasetId}
              onChange={(event) => setDatasetId(event.target.value)}
              required
            >
              {(datasets.data?.items ?? []).map((dataset) => (
                <MenuItem key={dataset.id} value={dataset.id}>
                  {dataset.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label="Changelog"
            value={changelog}
            onChange={(event) => setChangelog(event.target.value)}
            error={Boolean(
              fieldError(errors, 'version.changelog') ?? fieldError(errors, 'changelog'),
            )}
            helperText={fieldError(errors, 'version.changelog') ?? fieldError(errors, 'changelog')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="dataset-from-source"
          variant="contained"
          loading={pending}
          disabled={mode === 'version' ? !datasetId : !name.trim()}
        >
          Create dataset
        </Button>
      </DialogActions>
    </Dialog>
  );
}
