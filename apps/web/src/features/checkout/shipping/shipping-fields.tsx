import {
  DEFAULT_COUNTRY,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  isIndianState,
  MAX_LENGTH,
  PIN_LENGTH,
  PIN_STATE_MESSAGES,
} from '@skins/shared';
import type { Ref } from 'react';
import {
  controlClass,
  describedBy,
  errorIdOf,
  FieldShell,
  SelectField,
  TextField,
} from '#ui/form-field.tsx';
import { PinStateQuestion } from './pin-state-question.tsx';
import type { ShippingErrors, ShippingField, ShippingFormValues } from './shipping-values.ts';
import type { PinStateQuestion as Question } from './use-shipping-values.ts';

interface ShippingFieldsProps {
  idPrefix: string;
  values: ShippingFormValues;
  errors: ShippingErrors;
  /** The PIN names another state than the chosen one, and the shopper has not answered yet. */
  pinQuestion: Question | null;
  /** The PIN the state was filled in from, while both are as filled; else null. */
  filledFromPin: string | null;
  firstAnswerRef: Ref<HTMLButtonElement>;
  onPinAnswer: (state: string) => void;
  onChange: (field: ShippingField, value: string) => void;
  onLeave: (field: ShippingField) => void;
  /** Keeps each control, so the first invalid one can take focus. */
  registerControl: (field: ShippingField) => (element: HTMLElement | null) => void;
}

// Room for "+91 98765-43210" as autofill types it; normalised to ten digits on submit.
const PHONE_INPUT_MAX = 16;
// "110 001" as people write it; normalised to six digits on submit.
const PIN_INPUT_MAX = PIN_LENGTH + 1;

/** The spec §3 fields with the autocomplete tokens browsers fill Indian addresses with. */
export function ShippingFields({
  idPrefix,
  values,
  errors,
  pinQuestion,
  filledFromPin,
  firstAnswerRef,
  onPinAnswer,
  onChange,
  onLeave,
  registerControl,
}: ShippingFieldsProps) {
  const idOf = (field: ShippingField) => `${idPrefix}-${field}`;
  const questionId = `${idPrefix}-pin-question`;
  const filledId = `${idPrefix}-state-filled`;
  const text = (field: ShippingField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    error: errors[field],
    inputRef: registerControl(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onLeave(field),
  });

  return (
    <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">
      <TextField
        {...text('firstName')}
        label="First name"
        type="text"
        autoComplete="given-name"
        maxLength={MAX_LENGTH.name}
      />
      <TextField
        {...text('lastName')}
        label="Last name"
        type="text"
        autoComplete="family-name"
        maxLength={MAX_LENGTH.name}
      />
      <TextField
        {...text('address')}
        label="Address"
        type="text"
        autoComplete="address-line1"
        placeholder="House number and street"
        maxLength={MAX_LENGTH.addressLine}
        className="sm:col-span-2"
      />
      <TextField
        {...text('apartment')}
        label="Apartment, suite, etc."
        labelNote="(optional)"
        type="text"
        autoComplete="address-line2"
        maxLength={MAX_LENGTH.addressLine}
        className="sm:col-span-2"
      />
      <TextField
        {...text('city')}
        label="City"
        type="text"
        autoComplete="address-level2"
        maxLength={MAX_LENGTH.cityOrState}
      />
      <TextField
        {...text('pin')}
        label="PIN code"
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={PIN_INPUT_MAX}
        extraDescribedBy={pinQuestion ? questionId : undefined}
      />
      <SelectField
        id={idOf('state')}
        name="state"
        label="State"
        autoComplete="address-level1"
        value={values.state}
        error={errors.state}
        extraDescribedBy={pinQuestion ? questionId : filledFromPin ? filledId : undefined}
        selectRef={registerControl('state')}
        onChange={(event) => onChange('state', event.target.value)}
        onBlur={() => onLeave('state')}
      >
        <option value="">Select a state</option>
        {/* A value from an older form or an autofill outside the list is kept, not lost. */}
        {values.state !== '' && !isIndianState(values.state) && (
          <option value={values.state}>{values.state}</option>
        )}
        <optgroup label="States">
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </optgroup>
        <optgroup label="Union territories">
          {INDIAN_UNION_TERRITORIES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <SelectField
        id={idOf('country')}
        name="country"
        label="Country"
        autoComplete="country-name"
        value={values.country}
        error={errors.country}
        selectRef={registerControl('country')}
        onChange={(event) => onChange('country', event.target.value)}
      >
        {/* The shop delivers within India only (spec §9: country default India). */}
        <option value={DEFAULT_COUNTRY}>{DEFAULT_COUNTRY}</option>
      </SelectField>
      <div aria-live="polite" className="sm:col-span-2 empty:hidden">
        {pinQuestion ? (
          <PinStateQuestion
            question={pinQuestion}
            sentenceId={questionId}
            firstAnswerRef={firstAnswerRef}
            onAnswer={onPinAnswer}
          />
        ) : (
          filledFromPin && (
            <p id={filledId} className="text-neutral-600 text-sm">
              {PIN_STATE_MESSAGES.filled(filledFromPin)}
            </p>
          )
        )}
      </div>
      <TextField
        {...text('phone')}
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+91"
        placeholder="98765 43210"
        maxLength={PHONE_INPUT_MAX}
      />
      <TextField
        {...text('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={MAX_LENGTH.email}
      />
      <FieldShell
        id={idOf('customerNote')}
        label="Order note"
        labelNote="(optional)"
        error={errors.customerNote}
        className="sm:col-span-2"
      >
        <textarea
          ref={registerControl('customerNote')}
          id={idOf('customerNote')}
          name="customerNote"
          rows={3}
          maxLength={MAX_LENGTH.customerNote}
          value={values.customerNote}
          placeholder="Anything we should know about the delivery?"
          aria-invalid={errors.customerNote ? true : undefined}
          aria-describedby={describedBy(errors.customerNote && errorIdOf(idOf('customerNote')))}
          onChange={(event) => onChange('customerNote', event.target.value)}
          onBlur={() => onLeave('customerNote')}
          className={controlClass(Boolean(errors.customerNote), 'mt-2 resize-y px-4 py-3')}
        />
      </FieldShell>
    </div>
  );
}
