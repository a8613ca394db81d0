import {
  MESSAGES,
  orderUpdatesConsentHint,
  orderUpdatesConsentLabel,
  type ShippingForm as ShippingDetails,
  type ShippingFormInput,
  type StoreConfig,
} from '@skins/shared';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { ConsentCheckbox } from './consent-checkbox.tsx';
import { ShippingFields } from './shipping-fields.tsx';
import { ShippingSummary } from './shipping-summary.tsx';
import {
  SHIPPING_FIELDS,
  type ShippingErrors,
  type ShippingField,
  toFormValues,
  validateShipping,
} from './shipping-values.ts';
import { useShippingValues } from './use-shipping-values.ts';

export interface ShippingFormProps {
  /** Prefills the fields (e.g. details kept from an earlier visit). Country defaults to India. */
  initialValues?: Partial<ShippingFormInput>;
  /**
   * Opens on the summary instead of the form when `initialValues` are complete and valid (the
   * page remounting after the shopper already submitted). Ignored when they are not valid.
   */
  startSubmitted?: boolean;
  /**
   * Called with the checked, trimmed details (PIN and phone as bare digits, empty optionals
   * dropped). The form shows the summary once it returns or resolves; if it throws or rejects,
   * the form stays and says 'Failed to submit shipping details. Please try again.'
   */
  onSubmit: (shipping: ShippingDetails) => void | Promise<void>;
  /** Called when the shopper presses Edit on the summary: the details are no longer final. */
  onEdit?: () => void;
  /** The page is busy with these details (saving them, or paying): disables Continue and Edit. */
  submitting?: boolean;
  /** A message from the page about the details (shown on the form or the summary). */
  error?: string | null;
  /** The submit button's text. */
  submitLabel?: string;
  /**
   * The channels order updates may go by (the store config's `messages`): with one, the form
   * offers the unticked consent box in its words and sends `whatsappUpdates`; null, no box.
   */
  messageChannels?: StoreConfig['messages'] | null;
  /** A field changed as the shopper typed (or autofill filled it). */
  onFieldChange?: (field: ShippingField, value: string) => void;
  /** The shopper left a field. */
  onFieldLeave?: (field: ShippingField) => void;
  /** Shown under the fields, and under the summary once submitted (the cart reminder box). */
  afterFields?: ReactNode;
}

/**
 * Checkout's shipping step (spec §2, §3, §5): the form, then a summary with Edit. Messages are the
 * shared schema's. A PIN that names one state fills an empty state; a PIN from another state than
 * the chosen one asks which is right, and the form goes on only once the shopper has answered
 * (decision 047).
 */
export function ShippingForm({
  initialValues,
  startSubmitted = false,
  onSubmit,
  onEdit,
  submitting = false,
  error,
  submitLabel = 'Continue to payment',
  messageChannels = null,
  onFieldChange,
  onFieldLeave,
  afterFields,
}: ShippingFormProps) {
  const idPrefix = useId();
  const form = useShippingValues(initialValues);
  const updatesLabel = messageChannels ? orderUpdatesConsentLabel(messageChannels) : null;
  const [wantsUpdates, setWantsUpdates] = useState(initialValues?.whatsappUpdates === true);
  const [submitted, setSubmitted] = useState<ShippingDetails | null>(() =>
    startSubmitted ? validOrNull(initialValues) : null,
  );
  const [isSaving, setIsSaving] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const controls = useRef(new Map<ShippingField, HTMLElement | null>());
  const refCallbacks = useRef(new Map<ShippingField, (element: HTMLElement | null) => void>());
  const summaryHeadingRef = useRef<HTMLHeadingElement>(null);
  const firstAnswerRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'summary' | 'form' | null>(null);
  const isBusy = submitting || isSaving;
  const message = error || submitError;

  // Focus follows the switch between form and summary, so keyboard users are not dropped.
  useEffect(() => {
    if (submitted && pendingFocus.current === 'summary') summaryHeadingRef.current?.focus();
    if (!submitted && pendingFocus.current === 'form') {
      controls.current.get(SHIPPING_FIELDS[0])?.focus();
    }
    pendingFocus.current = null;
  }, [submitted]);

  function registerControl(field: ShippingField) {
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element) => {
        controls.current.set(field, element);
      };
      refCallbacks.current.set(field, callback);
    }
    return callback;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const verdict = form.trySubmit();
    if (!verdict.ok) {
      focusFirstInvalid(verdict.errors);
      return;
    }
    // Sent only while the box is offered: no box, no consent either way.
    const details = updatesLabel
      ? { ...verdict.value, whatsappUpdates: wantsUpdates }
      : verdict.value;
    setSubmitError(null);
    setIsSaving(true);
    try {
      await onSubmit(details);
      form.replaceValues(toFormValues(details));
      pendingFocus.current = 'summary';
      setSubmitted(details);
    } catch {
      setSubmitError(MESSAGES.shipping.submitFailed);
    } finally {
      setIsSaving(false);
    }
  }

  function focusFirstInvalid(errors: ShippingErrors) {
    const first = SHIPPING_FIELDS.find((field) => errors[field]);
    // The state waits for the PIN question's answer: its first choice takes focus.
    if (first === 'state' && form.pinQuestion) firstAnswerRef.current?.focus();
    else if (first) controls.current.get(first)?.focus();
  }

  function handlePinAnswer(state: string) {
    form.answerPinQuestion(state);
    // The question goes away with the button pressed: focus lands on the state it settled.
    controls.current.get('state')?.focus();
  }

  function handleEdit() {
    pendingFocus.current = 'form';
    setSubmitted(null);
    setSubmitError(null);
    onEdit?.();
  }

  const errorBox = message && (
    <p
      role="alert"
      className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
    >
      {message}
    </p>
  );

  if (submitted) {
    return (
      <div>
        <ShippingSummary
          shipping={submitted}
          messageChannels={messageChannels}
          headingId={`${idPrefix}-summary`}
          headingRef={summaryHeadingRef}
          onEdit={handleEdit}
          isEditDisabled={submitting}
        />
        {errorBox}
        {afterFields && <div className="mt-6">{afterFields}</div>}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isBusy} aria-label="Shipping details">
      <ShippingFields
        idPrefix={idPrefix}
        values={form.values}
        errors={form.errors}
        pinQuestion={form.pinQuestion}
        filledFromPin={form.filledFromPin}
        firstAnswerRef={firstAnswerRef}
        onPinAnswer={handlePinAnswer}
        onChange={(field, value) => {
          form.setField(field, value);
          onFieldChange?.(field, value);
        }}
        onLeave={(field) => {
          form.leaveField(field);
          onFieldLeave?.(field);
        }}
        registerControl={registerControl}
      />
      {(updatesLabel || afterFields) && (
        <div className="mt-6 space-y-4">
          {updatesLabel && messageChannels && (
            <ConsentCheckbox
              id={`${idPrefix}-whatsappUpdates`}
              label={updatesLabel}
              hint={orderUpdatesConsentHint(messageChannels)}
              checked={wantsUpdates}
              onChange={setWantsUpdates}
            />
          )}
          {afterFields}
        </div>
      )}
      {errorBox}
      <button
        type="submit"
        disabled={isBusy}
        className="mt-6 flex h-13 w-full items-center justify-center gap-2 rounded-full bg-charcoal-900 font-semibold text-white transition hover:bg-charcoal-700 disabled:cursor-not-allowed disabled:bg-neutral-400"
      >
        {isBusy && <ButtonSpinner />}
        {submitLabel}
      </button>
    </form>
  );
}

function validOrNull(initialValues: Partial<ShippingFormInput> | undefined) {
  const verdict = validateShipping(toFormValues(initialValues), {
    stateConfirmed: initialValues?.stateConfirmed === true,
  });
  if (!verdict.ok) return null;
  const { whatsappUpdates } = initialValues ?? {};
  return whatsappUpdates === undefined ? verdict.value : { ...verdict.value, whatsappUpdates };
}
