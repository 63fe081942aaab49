import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { Probe, ProbeSummary, ReviewDecision } from '@crucible/shared';
import { useAppAbility } from '../../abilities/use-app-ability';
import { ProbeExampleDialog } from '../../grading-examples/components/ProbeExampleDialog';
import { useProbe } from '../api';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatCost } from '../scan-format';
import { MessageBubble } from './MessageBubble';
import { OutcomeChip } from './OutcomeChip';
import { ReviewProbesDialog } from './ReviewProbesDialog';

const SEVERITY = { fail: 'error', pass: 'success', undecided: 'info', error: 'warning' } as const;

/** The exchange as sent and answered: the conversation of a multi-turn probe, else one turn. */
function conversationOf(probe: Probe) {
  return (
    probe.conversation ?? [
      { role: 'user', content: probe.prompt },
      ...(probe.output ? [{ role: 'assistant', content: probe.output }] : []),
    ]
  );
}

/**
 * One probe: the verdict (a person's, with what the graders had said) from the row clicked,
 * and the whole conversation, read on opening (a results page carries excerpts); an undecided
 * probe can be decided here, and of a graded one a person can say it should have passed or
 * failed (a grading example of the scan's target).
 */
export function ProbeDrawer({
  scanId,
  targetId,
  row,
  onClose,
  canReview,
  onDecide,
  reviewPending,
}: {
  scanId: string;
  /** The scan's target; null once it was deleted (no grading examples then). */
  targetId: string | null;
  row: ProbeSummary | null;
  onClose: () => void;
  canReview: boolean;
  onDecide: (probe: ProbeSummary, decision: ReviewDecision) => Promise<unknown>;
  reviewPending: boolean;
}) {
  const [deciding, setDeciding] = useState(false);
  const [example, setExample] = useState(false);
  const whole = useProbe(scanId, row?.id);
  const full = whole.data?.id === row?.id ? whole.data : undefined;
  const probe = row && { ...row, ...full };
  const ability = useAppAbility();
  // "This should have passed / failed": offered on a reply the graders judged (a person's
  // decision is already an example), the other verdict first.
  const graded = (probe?.outcome === 'pass' || probe?.outcome === 'fail') && !probe.review;
  const canSayExample =
    graded && Boolean(probe.output) && targetId !== null && ability.can('create', 'GradingExample');
  return (
    <Drawer anchor="right" open={row !== null} onClose={onClose}>
      {probe && (
        <Box sx={{ width: { xs: '100vw', sm: 560 }, p: 3 }} data-testid="probe-drawer">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6">Probe #{probe.idx + 1}</Typography>
            <IconButton aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ my: 1.5, flexWrap: 'wrap' }}>
            <OutcomeChip outcome={probe.outcome} />
            <Chip size="small" label={probe.pluginId} variant="outlined" />
            <Chip size="small" label={probe.strategyId} variant="outlined" />
            {full && full.latencyMs !== null && (
              <Chip size="small" label={`${full.latencyMs} ms`} />
            )}
            {probe.tokens && (
              <Chip
                size="small"
                label={`${formatNumber(probe.tokens.total)} tokens`}
                title={`${formatNumber(probe.tokens.prompt)} in, ${formatNumber(probe.tokens.completion)} out`}
              />
            )}
            {full && full.cost !== null && (
              <Chip
                size="small"
                label={formatCost(full.cost)}
                title="At the model's list price"
                data-testid="probe-cost"
              />
            )}
          </Stack>
          <Alert
            severity={probe.outcome ? SEVERITY[probe.outcome] : 'warning'}
            sx={{ mb: 2 }}
            data-testid="probe-reason"
            action={
              probe.outcome === 'undecided' && canReview ? (
                <Button color="inherit" size="small" onClick={() => setDeciding(true)}>
                  Decide
                </Button>
              ) : (
                canSayExample && (
                  <Button
                    color="inherit"
                    size="small"
                    sx={{ whiteSpace: 'nowrap' }}
                    onClick={() => setExample(true)}
                  >
                    {probe.outcome === 'fail' ? 'Should have passed' : 'Should have failed'}
                  </Button>
                )
              )
            }
          >
            <strong>
              {probe.review
                ? `Decided by ${probe.review.reviewedBy.name}: `
                : probe.grader
                  ? `Grader (${probe.grader}): `
                  : 'Grader: '}
            </strong>
            {probe.reason ?? 'No verdict yet.'}
          </Alert>
          {probe.review && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mb: 2 }}
              data-testid="probe-review"
            >
              {formatDateTime(probe.review.reviewedAt)}. Before that the graders said{' '}
              {probe.review.previous.outcome}
              {probe.review.previous.reason ? `: ${probe.review.previous.reason}` : ''}
            </Typography>
          )}
          <Divider sx={{ mb: 2 }} />
          {whole.error ? (
            <Alert severity="error">Could not load the conversation: {whole.error.message}</Alert>
          ) : !full ? (
            <Stack sx={{ alignItems: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label="Loading the conversation" />
            </Stack>
          ) : (
            <>
              <Stack spacing={1.5} data-testid="probe-conversation">
                {conversationOf(full).map((message, index) => (
                  <MessageBubble key={index} role={message.role} content={message.content} />
                ))}
              </Stack>
              {full.basePrompt !== full.prompt && (
                <Box sx={{ mt: 3 }}>
                  <Typography variant="overline" color="text.secondary">
                    Attack before the strategy
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {full.basePrompt}
                  </Typography>
                </Box>
              )}
            </>
          )}
        </Box>
      )}
      {probe && example && targetId && (
        <ProbeExampleDialog
          targetId={targetId}
          probeId={probe.id}
          subject={`probe #${probe.idx + 1}`}
          initial={probe.outcome === 'fail' ? 'pass' : 'fail'}
          onClose={() => setExample(false)}
        />
      )}
      {probe && deciding && (
        <ReviewProbesDialog
          open
          subject={`probe #${probe.idx + 1}`}
          pending={reviewPending}
          onSubmit={(decision) => onDecide(probe, decision).then(() => setDeciding(false))}
          onClose={() => setDeciding(false)}
        />
      )}
    </Drawer>
  );
}
