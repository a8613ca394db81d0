import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { adminButton } from './admin-button.ts';

interface DialogFormActionsProps {
  /** The way out that changes nothing ("Cancel", "Keep the request"). */
  cancelLabel: string;
  onCancel: () => void;
  /** The form's submit button. */
  submitLabel: string;
  isPending: boolean;
  /** Why the last submit failed, said above the buttons (none: nothing shown). */
  failure?: string | null;
}

/**
 * The foot of an admin dialog's form: why the last submit failed (if it did), then the way out and
 * the submit with its spinner.
 */
export function DialogFormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  isPending,
  failure,
}: DialogFormActionsProps) {
  return (
    <>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={adminButton.secondary}>
          {cancelLabel}
        </button>
        <button type="submit" disabled={isPending} className={adminButton.primary}>
          {isPending && <ButtonSpinner />}
          {submitLabel}
        </button>
      </div>
    </>
  );
}
