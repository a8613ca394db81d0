import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { adminButton } from './admin-button.ts';

interface DialogFormActionsProps {
  /** The way out that changes nothing ("Cancel", "Keep the request"). */
  cancelLabel: string;
  onCancel: () => void;
  /** The form's submit button. */
  submitLabel: string;
  isPending: boolean;
}

/** The foot of an admin dialog's form: the way out, then the submit with its spinner. */
export function DialogFormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  isPending,
}: DialogFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={adminButton.secondary}>
        {cancelLabel}
      </button>
      <button type="submit" disabled={isPending} className={adminButton.primary}>
        {isPending && <ButtonSpinner />}
        {submitLabel}
      </button>
    </div>
  );
}
