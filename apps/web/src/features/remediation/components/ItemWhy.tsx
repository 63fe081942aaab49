import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { RemediationItem } from '@crucible/shared';

/** Why the vulnerability happens: the mechanism, this scan's evidence and the probes quoted. */
export function ItemWhy({ item, scanId }: { item: RemediationItem; scanId: string }) {
  const { why } = item;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Why it happens
      </Typography>
      <Typography>{why.cause}</Typography>
      <Typography color="text.secondary" data-testid="remediation-evidence">
        {why.evidence}
      </Typography>
      {why.strategies.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {why.strategies.map((strategy) => (
            <Chip
              key={strategy.id}
              size="small"
              variant="outlined"
              label={`${strategy.name}: ${strategy.failed} failed`}
            />
          ))}
        </Stack>
      )}
      {why.examples.map((example) => (
        <Box
          key={example.probeId}
          sx={{ borderLeft: 3, borderColor: 'error.light', pl: 1.5 }}
          className="remediation-example"
          data-testid="remediation-example"
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {example.strategyName}
            {example.turns > 1 ? ` · ${example.turns} turns` : ''} ·{' '}
            <Link component={RouterLink} to={`/jobs/${scanId}`} underline="hover">
              probe {example.probeId.slice(0, 8)}
            </Link>
          </Typography>
          <Typography
            variant="body2"
            sx={{
              fontFamily: 'monospace',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              my: 0.5,
            }}
          >
            {example.attack}
          </Typography>
          {example.reason && (
            <Typography variant="body2" color="text.secondary">
              Graded a failure by {example.grader ?? 'a person'}: {example.reason}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}
