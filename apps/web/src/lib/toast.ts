import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import { TOAST_DURATION_MS } from '@crucible/shared';

export type ToastSeverity = 'info' | 'success' | 'error';

/** Page-wide toasts (spec §2): top centre, 2000 ms unless told otherwise. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: string, severity: ToastSeverity = 'info', durationMs: number = TOAST_DURATION_MS) => {
      enqueueSnackbar(message, { variant: severity, autoHideDuration: durationMs });
    },
    [enqueueSnackbar],
  );
}
