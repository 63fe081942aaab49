import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Collapse,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { ProfileSuggestionResponse } from '@crucible/shared';
import { errorMessage } from '../../../lib/api-client';
import { useSuggestProfile } from '../api';
import { suggestionPatch } from '../profile-fields';
import type { TargetDraft } from '../target-draft';

type SuggestProfileProps = {
  targetId: string;
  draft: TargetDraft;
  update: (patch: Partial<TargetDraft>) => void;
};

/**
 * "Suggest from a test conversation": the saved target is asked a few questions about itself and
 * the empty profile fields are filled from its answers, for the person to review and save.
 */
export function SuggestProfile({ targetId, draft, update }: SuggestProfileProps) {
  const suggest = useSuggestProfile(targetId);
  const [outcome, setOutcome] = useState<
    { result: ProfileSuggestionResponse; filled: string[] } | undefined
  >();
  const [showConversation, setShowConversation] = useState(false);

  const run = () => {
    setOutcome(undefined);
    suggest.mutate(undefined, {
      onSuccess: (result) => {
        const { patch, filled } = suggestionPatch(draft, result.suggestion);
        if (filled.length > 0) update(patch);
        setOutcome({ result, filled });
      },
    });
  };

  return (
    <Stack spacing={1.5} data-testid="suggest-profile">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button variant="outlined" onClick={run} disabled={suggest.isPending}>
          Suggest from a test conversation
        </Button>
        <Typography variant="body2" color="text.secondary">
          Asks the saved target who it is, what it offers and what it can do, and fills the empty
          fields from its answers. Nothing is saved until you save.
        </Typography>
      </Stack>
      {suggest.isPending && <LinearProgress aria-label="Talking to the target" />}
      {suggest.isError && <Alert severity="error">{errorMessage(suggest.error)}</Alert>}
      {outcome && (
        <Alert severity={outcome.result.ok ? 'success' : 'warning'} data-testid="suggest-outcome">
          {outcome.filled.length > 0
            ? `Filled from the target's answers (${outcome.result.source === 'llm' ? 'read by the generator model' : 'read by rules'}): ${outcome.filled.join(', ')}. Review them, then save.`
            : 'The answers added nothing to the empty fields.'}
          {outcome.result.message && <Box sx={{ mt: 0.5 }}>{outcome.result.message}</Box>}
          {outcome.result.conversation.length > 0 && (
            <Box sx={{ mt: 0.5 }}>
              <Link
                component="button"
                type="button"
                onClick={() => setShowConversation((shown) => !shown)}
              >
                {showConversation ? 'Hide the conversation' : 'Show the conversation'}
              </Link>
            </Box>
          )}
        </Alert>
      )}
      {outcome && (
        <Collapse in={showConversation}>
          <Stack spacing={1} data-testid="suggest-conversation">
            {outcome.result.conversation.map(({ question, answer }) => (
              <Box key={question}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {question}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} color="text.secondary">
                  {answer}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Collapse>
      )}
    </Stack>
  );
}
