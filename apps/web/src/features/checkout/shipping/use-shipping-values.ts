import type { ShippingFormInput } from '@skins/shared';
import { useState } from 'react';
import { pinStateHint, pinStateMismatch } from './pin-state.ts';
import {
  normalisePin,
  SHIPPING_FIELDS,
  type ShippingErrors,
  type ShippingField,
  type ShippingFormValues,
  toFormValues,
  validateShipping,
} from './shipping-values.ts';

/**
 * The values as typed and which messages to show. A field's message appears once the shopper
 * leaves it having typed something, or for every field after a submit; from then on it follows
 * the value as it changes, so fixing a field clears its message at once.
 */
export function useShippingValues(initialValues: Partial<ShippingFormInput> | undefined) {
  const [values, setValues] = useState(() => toFormValues(initialValues));
  const [shownFields, setShownFields] = useState<ReadonlySet<ShippingField>>(() => new Set());
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);

  const validation = validateShipping(values);
  const allErrors: ShippingErrors = validation.ok ? {} : validation.errors;
  const errors: ShippingErrors = {};
  for (const field of SHIPPING_FIELDS) {
    const message = allErrors[field];
    if (message && (hasTriedSubmit || shownFields.has(field))) errors[field] = message;
  }

  const pin = normalisePin(values.pin);
  const pinStates = pinStateMismatch(pin, values.state);
  const pinHint = pinStates ? pinStateHint(pin, values.state, pinStates) : null;

  function setField(field: ShippingField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function leaveField(field: ShippingField) {
    if (values[field].trim() === '' || shownFields.has(field)) return;
    setShownFields((current) => new Set(current).add(field));
  }

  /** Shows every message and answers with the verdict on the current values. */
  function trySubmit() {
    setHasTriedSubmit(true);
    return validation;
  }

  function replaceValues(next: ShippingFormValues) {
    setValues(next);
  }

  return { values, errors, pinHint, setField, leaveField, trySubmit, replaceValues };
}
