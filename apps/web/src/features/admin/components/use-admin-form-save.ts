import { type FormEvent, useRef, useState } from 'react';
import { CHECK_FIELDS } from './form-errors.ts';

/** Messages keyed by the field's path as the server writes it: `price`, `images.0`. */
export type AdminFieldErrors = Readonly<Record<string, string>>;

interface AdminFormSaveOptions<Body> {
  /** The body to send, or the messages by field when the form's own check (the shared schema) fails. */
  check: () => { ok: true; body: Body } | { ok: false; errors: AdminFieldErrors };
  /** Sends the body; rejects with the server's refusal. */
  save: (body: Body) => Promise<unknown>;
  /** A refused save's messages by field, and the form's own message about it. */
  refusalOf: (error: unknown) => { fields: AdminFieldErrors; message: string };
}

/**
 * An admin form's submit: checked before sending, saved, and a refusal shown where the admin can
 * act on it, with the focus on the first field to fix.
 */
export function useAdminFormSave<Body>({ check, save, refusalOf }: AdminFormSaveOptions<Body>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<AdminFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  function showErrors(next: AdminFieldErrors) {
    setErrors(next);
    // After React has marked the fields: the admin lands on the first one to fix.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  /**
   * Forgets the messages about changed fields and what is below them: they may no longer be
   * true. Once the last one is gone, so is the form's message about them.
   */
  function forgetErrors(fields: readonly string[]) {
    const kept = Object.entries(errors).filter(
      ([path]) => !fields.some((field) => path === field || path.startsWith(`${field}.`)),
    );
    if (kept.length === Object.keys(errors).length) return;
    setErrors(Object.fromEntries(kept));
    if (kept.length === 0) setFailure(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = check();
    if (!checked.ok) {
      showErrors(checked.errors);
      setFailure(CHECK_FIELDS);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      await save(checked.body);
    } catch (error) {
      const refusal = refusalOf(error);
      showErrors(refusal.fields);
      setFailure(refusal.message);
    } finally {
      setIsSaving(false);
    }
  }

  return {
    formRef,
    errors,
    failure,
    isSaving,
    forgetErrors,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
  };
}
