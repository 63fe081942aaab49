import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ModelAuditFinding } from '@crucible/shared';
import { findingsByFile, locationOf } from '../format';
import { SeverityChip } from './Chips';

/** Findings grouped by file (worst first); each with where, what and what to do. */
export function FindingsTree({ findings }: { findings: ModelAuditFinding[] }) {
  const files = findingsByFile(findings);
  if (files.length === 0) {
    return (
      <Typography color="text.secondary">
        No findings: nothing unsafe was found in these files.
      </Typography>
    );
  }
  return (
    <Box data-testid="model-audit-findings">
      {files.map((node, index) => (
        <Accordion key={node.file} defaultExpanded={index === 0} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <SeverityChip severity={node.worst} />
              <Typography sx={{ fontFamily: 'monospace' }}>{node.file}</Typography>
              <Typography color="text.secondary">({node.findings.length})</Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={2}>
              {node.findings.map((finding) => (
                <Box
                  key={finding.id}
                  data-testid="model-audit-finding"
                  sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}
                >
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <SeverityChip severity={finding.severity} />
                    <Typography variant="subtitle2">{finding.ruleId}</Typography>
                    {(finding.global ?? finding.operator) && (
                      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                        {finding.global ?? finding.operator}
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary">
                      {finding.scanner}
                      {locationOf(finding) && ` · ${locationOf(finding)}`}
                    </Typography>
                  </Stack>
                  <Typography sx={{ mt: 0.5 }}>{finding.explanation}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    What to do: {finding.remediation}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
