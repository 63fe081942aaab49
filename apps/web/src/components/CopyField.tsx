import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { COPY_TOAST_DURATION_MS } from '@crucible/shared';
import { copyToClipboard } from '../lib/clipboard';
import { useToast } from '../lib/toast';

type CopyFieldProps = { label: string; value: string; toastMessage: string; multiline?: boolean };

/** A read-only field with a copy button; copying confirms with a 3 s toast (spec §2, §9). */
export function CopyField({ label, value, toastMessage, multiline = false }: CopyFieldProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      await copyToClipboard(value);
      toast(toastMessage, 'success', COPY_TOAST_DURATION_MS);
    } catch {
      toast('Could not copy to the clipboard. Select the text and copy it instead.', 'error');
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      multiline={multiline}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-readonly': true, sx: { fontFamily: 'monospace' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title="Copy">
                <IconButton
                  aria-label={`Copy ${label.toLowerCase()}`}
                  onClick={() => void copy()}
                  edge="end"
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
