import {
  COURIER_NAMES,
  type CourierName,
  OTHER_COURIER,
  type Shipment,
  type ShipOrderInput,
  ShipOrderInputSchema,
} from '@skins/shared';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { SelectField, TextField } from '#ui/form-field.tsx';
import { ADMIN_DIALOG_FRAME } from './admin-dialog-frame.ts';
import { DialogFormActions } from './dialog-form-actions.tsx';
import { errorMessageOf, fieldErrorsOf } from './error-message.ts';
import { CHECK_FIELDS } from './form-errors.ts';

type ShipField = 'courier' | 'trackingNumber' | 'trackingUrl';
type ShipErrors = Partial<Record<ShipField, string>>;

const SHIP_FIELDS: readonly ShipField[] = ['courier', 'trackingNumber', 'trackingUrl'];

const FALLBACK_MESSAGES: Record<ShipField, string> = {
  courier: 'Choose a courier.',
  trackingNumber: 'Enter the AWB / tracking number (at most 64 characters).',
  trackingUrl: 'Enter the tracking page as an http(s) address (at most 500 characters).',
};

function isShipField(path: string): path is ShipField {
  return (SHIP_FIELDS as readonly string[]).includes(path);
}

function isCourierName(name: string): name is CourierName {
  return (COURIER_NAMES as readonly string[]).includes(name);
}

export interface ShipmentFormValues {
  courier: string;
  trackingNumber: string;
  trackingUrl: string;
}

/** The form's values for a new shipment, or a shipment to correct. */
export function shipmentFormValues(shipment: Shipment | null): ShipmentFormValues {
  if (!shipment) return { courier: '', trackingNumber: '', trackingUrl: '' };
  return {
    courier: shipment.courier,
    trackingNumber: shipment.trackingNumber,
    // A known courier's page follows from its template; only "Other" has its address by hand.
    trackingUrl: shipment.courier === OTHER_COURIER ? shipment.trackingUrl : '',
  };
}

/** The body to send, or what to fix first, checked with the shared schema. */
function check(
  values: ShipmentFormValues,
): { ok: true; body: ShipOrderInput } | { ok: false; errors: ShipErrors } {
  const isOther = values.courier === OTHER_COURIER;
  const errors: ShipErrors = {};
  if (!isCourierName(values.courier)) errors.courier = FALLBACK_MESSAGES.courier;
  if (values.trackingNumber.trim() === '')
    errors.trackingNumber = 'Enter the AWB / tracking number.';
  if (isOther && values.trackingUrl.trim() === '')
    errors.trackingUrl = 'Give the tracking page for another courier.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = ShipOrderInputSchema.safeParse({
    courier: values.courier,
    trackingNumber: values.trackingNumber,
    ...(isOther ? { trackingUrl: values.trackingUrl } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isShipField(field)) errors[field] ??= FALLBACK_MESSAGES[field];
  }
  return { ok: false, errors };
}

interface ShipmentDialogProps {
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** A shipment to correct; a new one starts empty. */
  shipment?: Shipment | null;
  isPending: boolean;
  /** Said when a refusal carries no message of its own. */
  failureFallback: string;
  /**
   * Sends the checked body. On success the caller closes the dialog; a refusal it does not handle
   * itself it passes to `showRefusal`, which puts the server's words on the fields they name.
   */
  onSubmit: (body: ShipOrderInput, showRefusal: (error: unknown) => void) => void;
  onClose: () => void;
}

/**
 * Courier (the shared courier list), AWB and, for another courier, the tracking page: an order's
 * shipment or a replacement's (API.md § Shipping, § Returns and replacements).
 */
export function ShipmentDialog({
  title,
  description,
  submitLabel,
  shipment = null,
  isPending,
  failureFallback,
  onSubmit,
  onClose,
}: ShipmentDialogProps) {
  const courierRef = useRef<HTMLSelectElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ShipmentFormValues>(() => shipmentFormValues(shipment));
  const [errors, setErrors] = useState<ShipErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isOther = values.courier === OTHER_COURIER;

  function change(field: ShipField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: ShipErrors) {
    setErrors(next);
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  function showRefusal(error: unknown) {
    const serverFields = fieldErrorsOf(error);
    const placed: ShipErrors = {};
    const unplaced: string[] = [];
    for (const [path, message] of Object.entries(serverFields)) {
      const field = path.split('.')[0] ?? '';
      if (isShipField(field) && (field !== 'trackingUrl' || isOther)) placed[field] ??= message;
      else unplaced.push(message);
    }
    if (Object.keys(placed).length > 0) showErrors(placed);
    setFailure(
      Object.keys(serverFields).length > 0
        ? [...unplaced, ...(Object.keys(placed).length > 0 ? [CHECK_FIELDS] : [])].join(' ')
        : errorMessageOf(error, failureFallback),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = check(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    onSubmit(checked.body, showRefusal);
  }

  return (
    <Dialog
      onClose={onClose}
      initialFocusRef={courierRef}
      closesOnBackdrop={false}
      hasDescription
      isBusy={isPending}
      {...ADMIN_DIALOG_FRAME}
    >
      <DialogTitle className="font-semibold text-lg text-neutral-900">{title}</DialogTitle>
      <DialogDescription className="mt-2 text-neutral-700 text-sm leading-relaxed">
        {description}
      </DialogDescription>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 space-y-4">
        <SelectField
          id="ship-courier"
          label="Courier"
          selectRef={courierRef}
          value={values.courier}
          error={errors.courier}
          onChange={(event) => change('courier', event.target.value)}
        >
          <option value="" disabled>
            Choose a courier
          </option>
          {COURIER_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="ship-tracking-number"
          label="AWB / tracking number"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={values.trackingNumber}
          error={errors.trackingNumber}
          onChange={(event) => change('trackingNumber', event.target.value)}
        />
        {isOther && (
          <TextField
            id="ship-tracking-url"
            label="Tracking page"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={500}
            value={values.trackingUrl}
            error={errors.trackingUrl}
            onChange={(event) => change('trackingUrl', event.target.value)}
          />
        )}
        <DialogFormActions
          failure={failure}
          cancelLabel="Cancel"
          onCancel={onClose}
          submitLabel={submitLabel}
          isPending={isPending}
        />
      </form>
    </Dialog>
  );
}
