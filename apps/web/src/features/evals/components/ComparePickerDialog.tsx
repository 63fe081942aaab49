import { useState } from 'react';
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import type { EvalDetail } from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { formatRate } from '../../scans/scan-format';
import { useEvals } from '../api';

/** Chooses the eval to compare with: the team's others, newest first, searchable. */
export function ComparePickerDialog({
  evaluation,
  onPick,
  onClose,
}: {
  evaluation: EvalDetail;
  onPick: (otherId: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const { data, isPending, error } = useEvals(evaluation.teamId, {
    search: search || undefined,
    limit: 20,
    offset: 0,
  });
  const others = (data?.items ?? []).filter((item) => item.id !== evaluation.id);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Compare with another eval</DialogTitle>
      <DialogContent>
        <TextField
          label="Search evals"
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          size="small"
          autoFocus
          sx={{ mt: 1, mb: 1 }}
        />
        {isPending && <Skeleton variant="rounded" height={160} />}
        {error && <Alert severity="error">{errorMessage(error)}</Alert>}
        {data && others.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No other evals{search ? ' match this search' : ' in this team yet'}.
          </Typography>
        )}
        <List dense aria-label="Evals to compare with">
          {others.map((item) => (
            <ListItemButton key={item.id} onClick={() => onPick(item.id)}>
              <ListItemText
                primary={item.name}
                secondary={`${formatDateTime(item.createdAt)} · ${formatRate(item.progress.passRate)} passing · ${item.id}`}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
