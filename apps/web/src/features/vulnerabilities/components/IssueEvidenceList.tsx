import { Link as RouterLink } from 'react-router';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { IssueDetail, IssueEvidence } from '@crucible/shared';
import { formatDateTime } from '../../../lib/format';

const EXCERPT = {
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontFamily: 'monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

function Excerpt({ label, text }: { label: string; text: string | null }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box sx={EXCERPT}>{text ?? '—'}</Box>
    </Box>
  );
}

function EvidenceItem({ item }: { item: IssueEvidence }) {
  return (
    <Stack
      spacing={1}
      data-testid="evidence-item"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          label={item.strategyId}
          sx={{ fontFamily: 'monospace' }}
        />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(item.at)}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Link
          component={RouterLink}
          to={`/jobs/${item.scanId}?probe=${item.probeId}`}
          variant="body2"
          data-testid="evidence-probe-link"
        >
          Open the probe in its scan
        </Link>
      </Stack>
      <Excerpt label="Attack" text={item.prompt} />
      <Excerpt label="Reply" text={item.output} />
      {item.reason && (
        <Typography variant="body2" data-testid="evidence-reason">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Grader:{' '}
          </Box>
          {item.reason}
        </Typography>
      )}
    </Stack>
  );
}

/** The failing probes behind the vulnerability, latest first (the API sends up to a limit). */
export function IssueEvidenceList({ evidence }: { evidence: IssueDetail['evidence'] }) {
  if (evidence.items.length === 0) {
    return <Typography color="text.secondary">No failing probes are recorded.</Typography>;
  }
  return (
    <Stack spacing={1.5}>
      {evidence.total > evidence.items.length && (
        <Typography variant="body2" color="text.secondary">
          The latest {evidence.items.length} of {evidence.total} failing probes.
        </Typography>
      )}
      {evidence.items.map((item) => (
        <EvidenceItem key={`${item.scanId}:${item.probeId}`} item={item} />
      ))}
    </Stack>
  );
}
