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
import { useCreateDataset, useCreateDatasetVersion, useDatasets } from '../../datasets/api';
import { datasetPath } from '../../datasets/dataset-format';

type Mode = 'new' | 'version';

/**
 * "Create dataset from failing rows": the eval's rows with a cell that does not pass (ratings
 * applied) become a new dataset, or a new version of one the team has — a regression set.
 */
export function CreateDatasetDialog({
  open,
  evalId,
  teamId,
  evalName,
  failingRows,
  onClose,
}: {
  open: boolean;
  evalId: string;
  teamId: string;
  evalName: string;
  failingRows: number;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState('');
  const [description, setDescription] = useState(`Failing rows of ${evalName}`);
  const [changelog, setChangelog] = useState(`Failing rows of ${evalId}`);
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
    const version = { source: 'eval' as const, evalId, changelog };
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
      <DialogTitle>Create dataset from failing rows</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          component="form"
          id="failing-rows-dataset"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogContentText>
            The rows with a failing or errored cell (
            {failingRows === 1 ? '1 cell' : `${failingRows} cells`} in all) become test cases —
            their variables and assertions — to run again as a regression set.
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
          form="failing-rows-dataset"
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
