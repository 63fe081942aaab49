import { Box, Tooltip } from '@mui/material';
import type { ScanTemplateRef } from '@crucible/shared';

/**
 * The template a scan was started from, as it was named then; "Custom" for an ad-hoc
 * configuration. A deleted template keeps its name, with a note.
 */
export function TemplateName({ template }: { template: ScanTemplateRef | null }) {
  if (!template) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Custom
      </Box>
    );
  }
  if (template.id === null) {
    return (
      <Tooltip title="This template was deleted since">
        <span>{template.name}</span>
      </Tooltip>
    );
  }
  return <span>{template.name}</span>;
}
