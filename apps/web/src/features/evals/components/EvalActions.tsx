import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DatasetIcon from '@mui/icons-material/Dataset';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import StopIcon from '@mui/icons-material/Stop';
import type { EvalDetail } from '@crucible/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useClientConfig } from '../../config/ConfigProvider';
import { useCancelEval, useDeleteEval, useRerunEval, useRetryEval } from '../api';
import { DatasetFromSourceDialog } from '../../datasets/components/DatasetFromSourceDialog';
import { ComparePickerDialog } from './ComparePickerDialog';
import { ShareEvalButton } from './ShareEvalButton';

type Dialog = 'cancel' | 'delete' | 'compare' | 'dataset' | null;

/**
 * What a member may do with an eval: cancel a running one, retry its errored cells, re-run it,
 * compare it, share it (when the server allows), make a dataset of its failing rows, edit its
 * config into a new eval, delete it.
 */
export function EvalActions({
  evaluation,
  live,
  comparing,
  onCompare,
}: {
  evaluation: EvalDetail;
  live: boolean;
  comparing: boolean;
  onCompare: (otherId: string) => void;
}) {
  const ability = useAppAbility();
  const config = useClientConfig();
  const toast = useToast();
  const navigate = useNavigate();
  const cancel = useCancelEval();
  const rerun = useRerunEval();
  const retry = useRetryEval();
  const remove = useDeleteEval();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const canRun = ability.can('create', 'EvalJob');
  const onError = (error: unknown) => toast(errorMessage(error), 'error');
  const failingRows = evaluation.progress.failed + evaluation.progress.errors;

  return (
    <>
      {canRun && live && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<StopIcon />}
          onClick={() => setDialog('cancel')}
        >
          Cancel eval
        </Button>
      )}
      {canRun && !live && evaluation.progress.errors > 0 && (
        <Button
          startIcon={<RefreshIcon />}
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(evaluation.id, {
              onSuccess: (answer) => toast(`${answer.requeued} cells queued again`, 'success'),
              onError,
            })
          }
        >
          Retry errors
        </Button>
      )}
      {!comparing && (
        <Button
          variant="outlined"
          startIcon={<CompareArrowsIcon />}
          onClick={() => setDialog('compare')}
        >
          Compare
        </Button>
      )}
      {config.enableMakePublic && evaluation.canShare && (
        <ShareEvalButton evaluation={evaluation} />
      )}
      {canRun && !live && (
        <Button
          variant="contained"
          startIcon={<ReplayIcon />}
          loading={rerun.isPending}
          onClick={() =>
            rerun.mutate(evaluation.id, {
              onSuccess: (created) => void navigate(`/eval/${created.id}`),
              onError,
            })
          }
        >
          Re-run
        </Button>
      )}
      <Button
        variant="outlined"
        aria-label="More actions"
        aria-haspopup="menu"
        onClick={(event) => setMenu(event.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        <MoreVertIcon />
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {ability.can('create', 'Eval') && (
          <MenuItem
            disabled={live || failingRows === 0}
            onClick={() => {
              setMenu(null);
              setDialog('dataset');
            }}
          >
            <ListItemIcon>
              <DatasetIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Create dataset from failing rows</ListItemText>
          </MenuItem>
        )}
        {canRun && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              void navigate(`/config?from=${encodeURIComponent(evaluation.id)}`);
            }}
          >
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Edit config and run</ListItemText>
          </MenuItem>
        )}
        {ability.can('delete', 'Eval') && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setDialog('delete');
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon>
              <DeleteIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>Delete eval</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel this eval?"
        message="Cells in flight finish; the rest are not run. Results so far are kept."
        confirmLabel="Cancel eval"
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(evaluation.id, {
            onSuccess: () => {
              setDialog(null);
              toast('Eval cancelled', 'success');
            },
            onError,
          })
        }
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this eval?"
        message={`${evaluation.name} and all its results and ratings are deleted. This cannot be undone.`}
        confirmLabel="Delete eval"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(evaluation.id, {
            onSuccess: () => {
              toast('Eval deleted', 'success');
              void navigate('/evals');
            },
            onError,
          })
        }
        onClose={() => setDialog(null)}
      />
      {dialog === 'compare' && (
        <ComparePickerDialog
          evaluation={evaluation}
          onPick={(otherId) => {
            setDialog(null);
            onCompare(otherId);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'dataset' && (
        <DatasetFromSourceDialog
          open
          from={{
            source: 'eval',
            evalId: evaluation.id,
            name: evaluation.name,
            failingCells: failingRows,
          }}
          teamId={evaluation.teamId}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
