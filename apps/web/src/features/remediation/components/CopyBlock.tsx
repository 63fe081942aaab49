import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { COPY_TOAST_DURATION_MS } from '@crucible/shared';
import { copyToClipboard } from '../../../lib/clipboard';
import { useToast } from '../../../lib/toast';

type CopyBlockProps = { label: string; text: string; testId?: string; maxHeight?: number };

/** A titled block of preformatted text with a copy button (spec §9: the copy toast lasts 3 s). */
export function CopyBlock({ label, text, testId, maxHeight = 320 }: CopyBlockProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      await copyToClipboard(text);
      toast(`${label} copied to clipboard`, 'success', COPY_TOAST_DURATION_MS);
    } catch {
      toast('Could not copy to the clipboard. Select the text and copy it instead.', 'error');
    }
  };
  return (
    <Box data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Tooltip title="Copy">
          <IconButton
            size="small"
            aria-label={`Copy ${label.toLowerCase()}`}
            onClick={() => void copy()}
            className="remediation-no-print"
          >
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        component="pre"
        className="remediation-pre"
        sx={{
          m: 0,
          mt: 0.5,
          p: 1.5,
          maxHeight,
          overflow: 'auto',
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}
