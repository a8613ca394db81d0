import {
  type IndianState,
  pinStateMismatch,
  pinStateOf,
  type ShippingFormInput,
} from '@skins/shared';
import { useState } from 'react';
import {
  normalisePin,
  SHIPPING_FIELDS,
  type ShippingErrors,
  type ShippingField,
  type ShippingFormValues,
  toFormValues,
  validateShipping,
} from './shipping-values.ts';

/** A PIN and state pair as the shopper left them. */
interface PinAndState {
  pin: string;
  state: string;
}

/** The PIN names another state than the chosen one, and the shopper has not said which is right. */
export interface PinStateQuestion extends PinAndState {
  pinStates: readonly IndianState[];
  /** A submit was tried meanwhile: the form waits for an answer. */
  isBlocking: boolean;
}

/** A PIN that names one state fills an empty state; a chosen state is never overwritten. */
function withStateFromPin(values: ShippingFormValues, changed: ShippingField): ShippingFormValues {
  if (changed !== 'pin' || values.state !== '') return values;
  const state = pinStateOf(normalisePin(values.pin));
  return state ? { ...values, state } : values;
}

function samePair(a: PinAndState | null, pin: string, state: string): boolean {
  return a !== null && a.pin === pin && a.state === state;
}

/**
 * The values as typed and which messages to show. A field's message appears once the shopper
 * leaves it having typed something, or for every field after a submit; from then on it follows
 * the value as it changes, so fixing a field clears its message at once.
 */
export function useShippingValues(initialValues: Partial<ShippingFormInput> | undefined) {
  const [values, setValues] = useState(() => toFormValues(initialValues));
  const [shownFields, setShownFields] = useState<ReadonlySet<ShippingField>>(() => new Set());
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  // The pair the shopper kept although the PIN names another state; details saved with
  // `stateConfirmed` were kept earlier. Any change to either field asks again.
  const [keptPair, setKeptPair] = useState<PinAndState | null>(() =>
    initialValues?.stateConfirmed
      ? { pin: normalisePin(initialValues.pin ?? ''), state: initialValues.state ?? '' }
      : null,
  );
  // The state the PIN filled in, so the form can say where it came from.
  const [filledPair, setFilledPair] = useState<PinAndState | null>(null);

  const pin = normalisePin(values.pin);
  const pinStates = pinStateMismatch(pin, values.state);
  const isKept = pinStates !== null && samePair(keptPair, pin, values.state);
  const pinQuestion: PinStateQuestion | null =
    pinStates && !isKept
      ? { pin, state: values.state, pinStates, isBlocking: hasTriedSubmit }
      : null;
  const filledFromPin = samePair(filledPair, pin, values.state) ? pin : null;

  const validation = validateShipping(values, { stateConfirmed: isKept });
  const allErrors: ShippingErrors = validation.ok ? {} : validation.errors;
  const errors: ShippingErrors = {};
  for (const field of SHIPPING_FIELDS) {
    const message = allErrors[field];
    // The open question says what the state's message would (shipping-fields.tsx).
    if (field === 'state' && pinQuestion) continue;
    if (message && (hasTriedSubmit || shownFields.has(field))) errors[field] = message;
  }

  function setField(field: ShippingField, value: string) {
    setValues((current) => withStateFromPin({ ...current, [field]: value }, field));
    const filled = withStateFromPin({ ...values, [field]: value }, field);
    if (filled.state !== values.state)
      setFilledPair({ pin: normalisePin(value), state: filled.state });
  }

  /** The shopper's answer to the question: one of the PIN's states, or the state they chose. */
  function answerPinQuestion(state: string) {
    if (!pinQuestion) return;
    if (state === pinQuestion.state) setKeptPair({ pin, state });
    else setValues((current) => ({ ...current, state }));
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

  return {
    values,
    errors,
    pinQuestion,
    filledFromPin,
    setField,
    answerPinQuestion,
    leaveField,
    trySubmit,
    replaceValues,
  };
}
