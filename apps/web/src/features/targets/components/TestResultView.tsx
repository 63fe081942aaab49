import { Alert, AlertTitle, Box, Chip, Stack, Typography } from '@mui/material';
import type { TestTargetResponse } from '@crucible/shared';

function pretty(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

function CodeBlock({
  label,
  children,
  testId,
}: {
  label: string;
  children: string;
  testId: string;
}) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="pre"
        data-testid={testId}
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 12.5,
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          maxHeight: 280,
          overflow: 'auto',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** The outcome of Test target: the reply, or the diagnosis; then the raw exchange. */
export function TestResultView({ result }: { result: TestTargetResponse }) {
  const { request, response, diagnosis } = result;
  const requestLine = request.method && request.url ? `${request.method} ${request.url}\n` : '';
  const requestHeaders = headerLines(request.headers);
  return (
    <Stack spacing={2} data-testid="test-result">
      {result.ok ? (
        <Alert severity="success" data-testid="test-ok">
          <AlertTitle>The target answered</AlertTitle>
          Extracted reply in {result.latencyMs} ms.
        </Alert>
      ) : (
        <Alert severity="error" data-testid="test-diagnosis">
          <AlertTitle>{diagnosis?.title ?? 'The test failed'}</AlertTitle>
          {diagnosis?.message}
          {diagnosis?.hint && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <strong>Try:</strong> {diagnosis.hint}
            </Typography>
          )}
        </Alert>
      )}
      {result.ok && (
        <CodeBlock label="Extracted output" testId="test-output">
          {result.output || '(empty)'}
        </CodeBlock>
      )}
      <CodeBlock label="Request" testId="test-request">
        {`${requestLine}${requestHeaders}${requestHeaders ? '\n\n' : ''}${pretty(request.body)}`}
      </CodeBlock>
      {response ? (
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {response.status !== null && (
              <Chip
                size="small"
                label={`HTTP ${response.status}`}
                color={response.status < 400 ? 'success' : 'error'}
                variant="outlined"
              />
            )}
          </Stack>
          <CodeBlock label="Response" testId="test-response">
            {`${headerLines(response.headers)}${Object.keys(response.headers).length ? '\n\n' : ''}${pretty(response.body)}`}
          </CodeBlock>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No response was received.
        </Typography>
      )}
    </Stack>
  );
}
