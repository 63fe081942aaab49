import { useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { useToast } from '../lib/toast';
import { ConfirmDialog } from './ConfirmDialog';

/** A feature's delete mutation, called with the item's id (a `useMutation` result fits). */
type DeleteMutation = {
  mutate: (
    id: string,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

type ConfirmDeleteOptions<T> = {
  mutation: DeleteMutation;
  title: string;
  message: (row: T) => ReactNode;
  confirmLabel: string;
  /** The success toast; a failure toasts the error's message and keeps the dialog open. */
  successMessage: string | ((row: T) => string);
};

/**
 * Delete after confirmation: `ask(row)` opens the dialog, confirming runs the mutation, toasts,
 * and closes it. Render `dialog` once in the page.
 */
export function useConfirmDelete<T extends { id: string }>({
  mutation,
  title,
  message,
  confirmLabel,
  successMessage,
}: ConfirmDeleteOptions<T>): { ask: (row: T) => void; dialog: ReactNode } {
  const toast = useToast();
  // The row outlives `open` so the text does not change while the dialog fades out.
  const [asked, setAsked] = useState<{ row: T; open: boolean } | null>(null);
  const close = () => setAsked((current) => current && { ...current, open: false });

  const confirm = () => {
    if (!asked) return;
    const { row } = asked;
    mutation.mutate(row.id, {
      onSuccess: () => {
        toast(typeof successMessage === 'string' ? successMessage : successMessage(row), 'success');
        close();
      },
      onError: (error) => toast(errorMessage(error), 'error'),
    });
  };

  const dialog = asked && (
    <ConfirmDialog
      open={asked.open}
      title={title}
      message={message(asked.row)}
      confirmLabel={confirmLabel}
      pending={mutation.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
  return { ask: (row) => setAsked({ row, open: true }), dialog };
}
