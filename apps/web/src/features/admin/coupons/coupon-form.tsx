import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { TextField } from '#ui/form-field.tsx';
import { adminButton } from '../components/admin-button.ts';
import { AdminFormCard } from '../components/admin-form-card.tsx';
import { AdminSwitch } from '../components/admin-switch.tsx';
import { useAdminFormSave } from '../components/use-admin-form-save.ts';
import type { CouponBody } from './api/create-coupon.ts';
import { type CouponFormValues, couponBodyOf } from './coupon-form-values.ts';
import { couponSaveErrorsOf } from './coupon-save-errors.ts';

interface CouponFormProps {
  initialValues: CouponFormValues;
  /** The uses so far of an existing coupon: the limit may not go below them. */
  redemptions?: number;
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Sends the checked body; rejects with the server's refusal, which the form shows by field. */
  onSave: (body: CouponBody) => Promise<unknown>;
}

/**
 * A coupon's settings, checked with the server's own schema (CampaignInputSchema) before sending,
 * so the form and the server speak with the same messages; the server's refusals (a taken code,
 * a limit below the uses so far) land on the same fields.
 */
export function CouponForm({
  initialValues,
  redemptions,
  submitLabel,
  cancelTo,
  onSave,
}: CouponFormProps) {
  const ids = {
    name: useId(),
    nameHint: useId(),
    discount: useId(),
    startsAt: useId(),
    endsAt: useId(),
    windowHint: useId(),
    maxRedemptions: useId(),
    maxHint: useId(),
    email: useId(),
    emailHint: useId(),
  };
  const [values, setValues] = useState(initialValues);
  const { formRef, errors, failure, isSaving, forgetErrors, onSubmit } = useAdminFormSave({
    check: () => couponBodyOf(values),
    save: onSave,
    refusalOf: couponSaveErrorsOf,
  });

  /** Changes a field and forgets the message about it: it may no longer be true. */
  function change<K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    forgetErrors([field]);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <AdminFormCard title="Code and discount">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <TextField
              id={ids.name}
              label="Code"
              name="name"
              value={values.name}
              error={errors.name}
              extraDescribedBy={ids.nameHint}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder="DIWALI25"
              // Stored upper-case and typed in any case at checkout: shown as it will be kept.
              onChange={(event) => change('name', event.target.value.toUpperCase())}
            />
            <Hint id={ids.nameHint}>Letters, digits, - and _; typed in any case at checkout.</Hint>
          </div>
          <TextField
            id={ids.discount}
            label="Discount"
            labelNote="(% off)"
            name="discount"
            inputMode="decimal"
            value={values.discount}
            error={errors.discount}
            placeholder="10"
            onChange={(event) => change('discount', event.target.value)}
          />
        </div>
        <AdminSwitch
          label="Active"
          name="active"
          isOn={values.active}
          hint={
            values.active
              ? 'Shoppers can use the code inside its dates and limits.'
              : 'Switched off: no one can use the code until it is switched on again.'
          }
          onChange={(active) => change('active', active)}
        />
      </AdminFormCard>

      <AdminFormCard
        title="When it can be used"
        description={
          <span id={ids.windowHint}>
            India time. The code works from the start up to, not including, the end; leave either
            blank for no limit.
          </span>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={ids.startsAt}
            label="Starts"
            labelNote="(optional)"
            type="datetime-local"
            name="startsAt"
            value={values.startsAt}
            error={errors.startsAt}
            extraDescribedBy={ids.windowHint}
            onChange={(event) => change('startsAt', event.target.value)}
          />
          <TextField
            id={ids.endsAt}
            label="Ends"
            labelNote="(optional)"
            type="datetime-local"
            name="endsAt"
            value={values.endsAt}
            error={errors.endsAt}
            extraDescribedBy={ids.windowHint}
            onChange={(event) => change('endsAt', event.target.value)}
          />
        </div>
      </AdminFormCard>

      <AdminFormCard title="Who can use it">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <TextField
              id={ids.maxRedemptions}
              label="Maximum redemptions"
              labelNote="(optional)"
              name="maxRedemptions"
              inputMode="numeric"
              value={values.maxRedemptions}
              error={errors.maxRedemptions}
              extraDescribedBy={ids.maxHint}
              placeholder="No limit"
              onChange={(event) => change('maxRedemptions', event.target.value)}
            />
            <Hint id={ids.maxHint}>
              {redemptions === undefined
                ? 'How many paid orders may use it in all. Blank means no limit.'
                : usesText(redemptions)}
            </Hint>
          </div>
          <div>
            <TextField
              id={ids.email}
              label="Only for this email"
              labelNote="(optional)"
              type="email"
              name="email"
              inputMode="email"
              autoComplete="off"
              value={values.email}
              error={errors.email}
              extraDescribedBy={ids.emailHint}
              placeholder="Anyone"
              onChange={(event) => change('email', event.target.value)}
            />
            <Hint id={ids.emailHint}>
              A coupon for one customer, such as a subscriber’s welcome coupon. Blank means anyone.
            </Hint>
          </div>
        </div>
        <AdminSwitch
          label="First order only"
          name="firstOrderOnly"
          isOn={values.firstOrderOnly}
          hint={
            values.firstOrderOnly
              ? 'Only for an email with no paid order yet.'
              : 'Any order may use it, first or not.'
          }
          onChange={(firstOrderOnly) => change('firstOrderOnly', firstOrderOnly)}
        />
      </AdminFormCard>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {failure && (
          <p role="alert" className="text-red-700 text-sm">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Link to={cancelTo} className={adminButton.secondary}>
            Cancel
          </Link>
          <button type="submit" disabled={isSaving} className={adminButton.primary}>
            {isSaving && <ButtonSpinner />}
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}

function usesText(redemptions: number): string {
  if (redemptions === 0) return 'Not used yet. Blank means no limit.';
  const times = redemptions === 1 ? 'once' : `${redemptions} times`;
  return `Used ${times} so far: the limit cannot go below that. Blank means no limit.`;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-neutral-600 text-sm">
      {children}
    </p>
  );
}
