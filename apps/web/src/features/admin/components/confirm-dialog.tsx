import { type ReactNode, useRef } from 'react';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { adminButton } from './admin-button.ts';
import { ADMIN_DIALOG_FRAME } from './admin-dialog-frame.ts';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Destructive actions (cancel with refund, delete) get the red button. */
  tone?: 'danger' | 'default';
  isPending?: boolean;
  /** The server's refusal, shown inside the dialog so the admin can decide again. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before an admin action that cannot be undone. Focus starts on the safe answer,
 * so an accidental Enter changes nothing; Escape and the backdrop cancel.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'default',
  isPending = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      role="alertdialog"
      onClose={onCancel}
      initialFocusRef={cancelRef}
      hasDescription
      {...ADMIN_DIALOG_FRAME}
    >
      <DialogTitle className="font-semibold text-lg text-neutral-900">{title}</DialogTitle>
      <DialogDescription as="div" className="mt-2 text-neutral-700 text-sm leading-relaxed">
        {children}
      </DialogDescription>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" onClick={onCancel} className={adminButton.secondary}>
          Keep it
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isPending}
          className={tone === 'danger' ? adminButton.danger : adminButton.primary}
        >
          {isPending && <ButtonSpinner />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
