import { Alert, AlertTitle, Typography } from '@mui/material';
import type { TestModelConnectionResponse } from '@crucible/shared';

/** The answer of Test connection: the model's reply, or what went wrong and what to try. */
export function ModelTestResult({ result }: { result: TestModelConnectionResponse }) {
  if (result.ok) {
    return (
      <Alert severity="success" data-testid="connection-ok">
        <AlertTitle>Connected to {result.provider}</AlertTitle>
        It answered “{result.reply}” in {result.latencyMs} ms.
      </Alert>
    );
  }
  const diagnosis = result.diagnosis;
  return (
    <Alert severity="error" data-testid="connection-failed">
      <AlertTitle>{diagnosis?.title ?? `Could not reach ${result.provider}`}</AlertTitle>
      {diagnosis?.message}
      {diagnosis?.hint && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>Try:</strong> {diagnosis.hint}
        </Typography>
      )}
    </Alert>
  );
}
