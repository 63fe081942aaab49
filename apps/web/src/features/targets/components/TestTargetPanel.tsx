import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { errorMessage } from '../../../lib/api-client';
import { useTestTarget } from '../api';
import { TestResultView } from './TestResultView';

/** Sends one probe with the saved configuration and shows what went over the wire. */
export function TestTargetPanel({ targetId, dirty }: { targetId: string; dirty: boolean }) {
  const [prompt, setPrompt] = useState('');
  const test = useTestTarget(targetId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    test.mutate(prompt.trim() || undefined);
  };
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Test target
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Sends one prompt with the saved configuration and secrets.
        </Typography>
        {dirty && (
          <Alert severity="info" sx={{ mb: 2 }}>
            The test uses the saved configuration: save your changes first.
          </Alert>
        )}
        <Box component="form" onSubmit={submit}>
          <Stack spacing={1.5}>
            <TextField
              label="Prompt"
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              placeholder="Hello (a harmless greeting by default)"
              size="small"
              fullWidth
            />
            <Box>
              <Button
                type="submit"
                variant="outlined"
                startIcon={<PlayArrowIcon />}
                loading={test.isPending}
              >
                Test target
              </Button>
            </Box>
          </Stack>
        </Box>
        {test.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(test.error)}
          </Alert>
        )}
        {test.data && (
          <Box sx={{ mt: 2.5 }}>
            <TestResultView result={test.data} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
