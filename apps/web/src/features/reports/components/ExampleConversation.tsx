import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ReportExample } from '@crucible/shared';
import { MessageBubble } from '../../scans/components/MessageBubble';

/** One failing probe's exchange, with the grader's reason and (for members) its probe page. */
export function ExampleConversation({
  example,
  probeHref,
}: {
  example: ReportExample;
  /** The probe in its scan's results; absent in a shared report. */
  probeHref?: string | undefined;
}) {
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, breakInside: 'avoid' }}
      data-testid="report-example"
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {example.scan === 'previous' ? 'In the previous scan · ' : ''}Strategy:{' '}
        {example.strategyName}
        {example.truncated && ' · shortened'}
        {probeHref && (
          <span data-print="hide">
            {' · '}
            <Link component={RouterLink} to={probeHref} data-testid="example-probe-link">
              Open the probe
            </Link>
          </span>
        )}
      </Typography>
      <Stack spacing={1}>
        {example.turns.map((turn, index) => (
          <MessageBubble key={index} role={turn.role} content={turn.content} />
        ))}
      </Stack>
      {example.reason && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {example.reason}
        </Typography>
      )}
    </Box>
  );
}
