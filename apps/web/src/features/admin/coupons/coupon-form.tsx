import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ButtonSpinner } from '../../../components/ui/button-spinner.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { adminButton } from '../components/admin-button.ts';
import type { CouponBody } from './api/create-coupon.ts';
import {
  type CouponFieldErrors,
  type CouponFormValues,
  couponBodyOf,
} from './coupon-form-values.ts';
import { CHECK_FIELDS, couponSaveErrorsOf } from './coupon-save-errors.ts';
import { CouponSwitch } from './coupon-switch.tsx';

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
  const formRef = useRef<HTMLFormElement>(null);
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
  const [errors, setErrors] = useState<CouponFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  /** Changes a field and forgets the message about it: it may no longer be true. */
  function change<K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _forgotten, ...rest } = current;
      return rest;
    });
  }

  function showErrors(next: CouponFieldErrors) {
    setErrors(next);
    // After React has marked the fields: the admin lands on the first one to fix.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = couponBodyOf(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      setFailure(CHECK_FIELDS);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      await onSave(checked.body);
    } catch (error) {
      const refusal = couponSaveErrorsOf(error);
      showErrors(refusal.fields);
      setFailure(refusal.message);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-6"
    >
      <FormCard title="Code and discount">
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
        <CouponSwitch
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
      </FormCard>

      <FormCard
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
      </FormCard>

      <FormCard title="Who can use it">
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
        <CouponSwitch
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
      </FormCard>

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

interface FormCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

function FormCard({ title, description, children }: FormCardProps) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6">
      <h2 className="font-semibold text-neutral-900">{title}</h2>
      {description && <p className="mt-1 text-neutral-600 text-sm">{description}</p>}
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-neutral-600 text-sm">
      {children}
    </p>
  );
}
