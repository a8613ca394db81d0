import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { controlClass, describedBy, errorIdOf, FieldShell } from '#ui/form-field.tsx';
import { ADMIN_DIALOG_FRAME } from './admin-dialog-frame.ts';
import { DialogFormActions } from './dialog-form-actions.tsx';

interface TextFormDialogProps {
  title: string;
  /** Who reads the text, and what happens on sending. */
  description: ReactNode;
  /** The text box's label: 'Reason for the shopper'. */
  label: string;
  initialValue?: string;
  maxLength: number;
  /** Said under the box when it is left blank. */
  requiredMessage: string;
  submitLabel: string;
  cancelLabel?: string;
  isPending: boolean;
  /** The server's refusal: said on the field when it names it, else under the form. */
  fieldError?: string | undefined;
  failure?: string | null;
  /** The trimmed text; the caller sends it and closes on success. */
  onSubmit: (text: string) => void;
  onClose: () => void;
}

/**
 * A dialog asking for one piece of text the other side reads (a reply, a reason, a question):
 * the admin dialogs' frame and foot, a counted text box, its message and the server's refusal.
 */
export function TextFormDialog({
  title,
  description,
  label,
  initialValue = '',
  maxLength,
  requiredMessage,
  submitLabel,
  cancelLabel = 'Cancel',
  isPending,
  fieldError,
  failure,
  onSubmit,
  onClose,
}: TextFormDialogProps) {
  const id = useId();
  const countId = `${id}-count`;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialValue);
  const [blankError, setBlankError] = useState<string | undefined>();
  // The server's word on the text holds until the text changes.
  const [isEditedSinceSend, setIsEditedSinceSend] = useState(false);
  const error = blankError ?? (isEditedSinceSend ? undefined : fieldError);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      setBlankError(requiredMessage);
      textRef.current?.focus();
      return;
    }
    setIsEditedSinceSend(false);
    onSubmit(trimmed);
  }

  return (
    <Dialog
      onClose={onClose}
      closesOnBackdrop={false}
      initialFocusRef={textRef}
      hasDescription
      isBusy={isPending}
      {...ADMIN_DIALOG_FRAME}
    >
      <DialogTitle className="font-semibold text-lg text-neutral-900">{title}</DialogTitle>
      <DialogDescription as="div" className="mt-2 text-neutral-700 text-sm leading-relaxed">
        {description}
      </DialogDescription>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <FieldShell id={id} label={label} error={error}>
          <textarea
            ref={textRef}
            id={id}
            rows={5}
            maxLength={maxLength}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && errorIdOf(id), countId)}
            onChange={(event) => {
              setText(event.target.value);
              setBlankError(undefined);
              setIsEditedSinceSend(true);
            }}
            className={controlClass(Boolean(error), 'mt-2 px-4 py-3')}
          />
          <p id={countId} className="mt-1 text-right text-neutral-500 text-xs">
            {text.length.toLocaleString('en-IN')} / {maxLength.toLocaleString('en-IN')}
          </p>
        </FieldShell>
        <DialogFormActions
          failure={failure}
          cancelLabel={cancelLabel}
          onCancel={onClose}
          submitLabel={submitLabel}
          isPending={isPending}
        />
      </form>
    </Dialog>
  );
}
