import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { GradingExample } from '@crucible/shared';
import { formatDateTime } from '../../../lib/format';
import { EXPECTATION_LABELS, SOURCE_LABELS } from '../grading-example-format';

function Block({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Box
        sx={{
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontSize: 14,
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

/** One example whole: the attack, the reply, the verdict and where it came from. */
export function GradingExampleDetails({
  example,
  onClose,
}: {
  example: GradingExample;
  onClose: () => void;
}) {
  const probePath =
    example.sourceScanId &&
    `/jobs/${example.sourceScanId}${example.sourceProbeId ? `?probe=${example.sourceProbeId}` : ''}`;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Grading example</DialogTitle>
      <DialogContent data-testid="grading-example-details">
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
          <Chip
            size="small"
            color={example.expected === 'pass' ? 'success' : 'error'}
            label={EXPECTATION_LABELS[example.expected]}
          />
          <Chip size="small" variant="outlined" label={example.pluginId} />
          <Chip size="small" variant="outlined" label={SOURCE_LABELS[example.source]} />
        </Stack>
        <Typography variant="body2" sx={{ mb: 2 }}>
          <strong>{example.createdBy.name}</strong>, {formatDateTime(example.createdAt)}:{' '}
          {example.reason}
        </Typography>
        {example.prompt && <Block label="Attack" text={example.prompt} />}
        <Block label="Reply" text={example.output} />
        {probePath && (
          <Link component={RouterLink} to={probePath}>
            Open the probe it came from
          </Link>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
