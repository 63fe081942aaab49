import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { ISSUE_COMMENT_MAX, type IssueEvent } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { describeEvent } from '../issue-format';

/**
 * One event: who, what and when; a comment's text (or why a severity changed) follows as plain
 * text (React escapes it).
 */
function TimelineEntry({ event }: { event: IssueEvent }) {
  return (
    <Box
      data-testid="timeline-entry"
      data-kind={event.kind}
      sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, py: 0.5 }}
    >
      <Typography variant="body2">
        {event.actor.type === 'scan' && event.actor.id ? (
          <Link component={RouterLink} to={`/jobs/${event.actor.id}`} sx={{ fontWeight: 600 }}>
            {event.actor.name}
          </Link>
        ) : (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {event.actor.name}
          </Box>
        )}{' '}
        {describeEvent(event)}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' · '}
          {formatDateTime(event.at)}
        </Box>
      </Typography>
      {event.body !== null && (
        <Typography
          variant="body2"
          data-testid={event.kind === 'comment' ? 'comment-body' : 'event-note'}
          sx={{ mt: 0.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
        >
          {event.body}
        </Typography>
      )}
    </Box>
  );
}

/** The vulnerability's history, oldest first, and a comment box for whoever may update it. */
export function IssueTimeline({
  events,
  canComment,
  pending,
  error,
  onComment,
}: {
  events: IssueEvent[];
  canComment: boolean;
  pending: boolean;
  error: unknown;
  onComment: (body: string) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState('');
  return (
    <Stack spacing={1.5}>
      {events.length === 0 ? (
        <Typography color="text.secondary">Nothing has happened yet.</Typography>
      ) : (
        events.map((event) => <TimelineEntry key={event.id} event={event} />)
      )}
      {canComment && (
        <Box
          component="form"
          onSubmit={(submit) => {
            submit.preventDefault();
            if (!draft.trim()) return;
            // A failure shows above the box (from the mutation); the draft stays.
            onComment(draft).then(
              () => setDraft(''),
              () => undefined,
            );
          }}
          sx={{ pt: 1 }}
        >
          {error ? <FormAlert message={errorMessage(error)} /> : null}
          <TextField
            label="Comment"
            multiline
            minRows={2}
            fullWidth
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            slotProps={{ htmlInput: { maxLength: ISSUE_COMMENT_MAX } }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={pending}
            disabled={!draft.trim()}
            sx={{ mt: 1 }}
          >
            Add comment
          </Button>
        </Box>
      )}
    </Stack>
  );
}
