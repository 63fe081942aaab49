import { forwardRef } from 'react';
import { Alert } from '@mui/material';
import { SnackbarContent, type CustomContentProps } from 'notistack';

/** notistack's toasts drawn as MUI alerts, so they follow the theme in both modes. */
export const ToastAlert = forwardRef<HTMLDivElement, CustomContentProps>(function ToastAlert(
  { id, message, variant },
  ref,
) {
  const severity = variant === 'default' ? 'info' : variant;
  return (
    <SnackbarContent ref={ref} role="alert" data-testid="toast" data-toast-id={id}>
      <Alert
        severity={severity}
        variant="filled"
        sx={{ minWidth: 280, boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)' }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
