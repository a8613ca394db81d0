import type {
  AppliedCoupon,
  PriceChangedDetails,
  ShippingForm as ShippingDetails,
} from '@skins/shared';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useCashOnDelivery, useMessageChannels } from '#features/gate/index.ts';
import { sendFunnelBeacon } from '#lib/funnel-beacon.ts';
import { NoIndex } from '#ui/no-index.tsx';
import type { CheckoutLine } from './checkout-line.ts';
import { readCheckoutShipping, writeCheckoutShipping } from './checkout-session.ts';
import { parseShipping } from './payment/order-details.ts';
import { PaymentPanel } from './payment/payment-panel.tsx';
import { usePayment } from './payment/use-payment.ts';
import { CheckoutProgress } from './progress/checkout-progress.tsx';
import { PromoCode } from './promo/promo-code.tsx';
import { usePromoCode } from './promo/use-promo-code.ts';
import { CartReminderBox } from './reminder/cart-reminder-box.tsx';
import { useCartReminder } from './reminder/use-cart-reminder.ts';
import { ShippingForm } from './shipping/shipping-form.tsx';
import type { ShippingField } from './shipping/shipping-values.ts';
import { OrderSummary } from './summary/order-summary.tsx';

export interface CheckoutPageProps {
  pipelineId: string;
  lines: readonly CheckoutLine[];
  /** Cart checkout empties the cart once paid; buy-now leaves it alone. */
  clearsCartWhenPaid: boolean;
  /** 409 PRICE_CHANGED: re-price `lines` with the server's prices. */
  onPricesChanged: (details: PriceChangedDetails) => void;
  /** Paid: the page is about to leave for the confirmation (the cart may empty first). */
  onPaid?: () => void;
  /** Why Pay Now is held back (e.g. an item no longer sold, a device not chosen). */
  blockedReason?: string | null;
  /** Shown above the shipping form: price notices, a buy-now's device choice. */
  intro?: ReactNode;
  /**
   * What a cart reminder would bring back, when not `lines` (a buy-now whose device is not
   * chosen yet has nothing to remind of: `[]`).
   */
  reminderLines?: readonly CheckoutLine[];
}

/** The fields a cart reminder needs from the shipping form, as typed. */
type ReminderContact = Pick<ShippingDetails, 'email' | 'firstName'>;
const CONTACT_FIELDS: readonly ShippingField[] = ['email', 'firstName'];

/**
 * The checkout (spec §2): progress Shipping → Payment → Confirmation; on the left the shipping
 * form then the payment panel, on the right the order summary with the promo code.
 */
export function CheckoutPage({
  pipelineId,
  lines,
  clearsCartWhenPaid,
  onPricesChanged,
  onPaid,
  blockedReason = null,
  intro,
  reminderLines = lines,
}: CheckoutPageProps) {
  const titleId = useId();
  const shippingTitleId = useId();
  useCheckoutStartBeacon(pipelineId);
  const promo = usePromoCode(pipelineId);
  const [stored] = useState(() => readCheckoutShipping(pipelineId));
  const [shipping, setShipping] = useState<ShippingDetails | null>(() =>
    stored?.isSubmittedHere ? parseShipping(stored.shipping) : null,
  );
  const payment = usePayment({
    checkoutId: pipelineId,
    clearsCartWhenPaid,
    onPricesChanged,
    // The server refused the coupon (409 COUPON_NOT_USABLE): take it off, saying why.
    onCouponRefused: (reason) => promo.remove(reason),
    // A coupon message is about the code typed before this payment, not the payment's outcome.
    onOrderRequested: promo.dismissMessage,
    onPaid,
  });
  const coupon: AppliedCoupon | null = promo.coupon;
  const cod = useCashOnDelivery({ ask: true });
  const messageChannels = useMessageChannels({ ask: true });
  const [contact, setContact] = useState<ReminderContact>(() => ({
    email: stored?.shipping.email ?? '',
    firstName: stored?.shipping.firstName ?? '',
  }));
  const reminder = useCartReminder({
    pipelineId,
    ...contact,
    items: reminderLines.map((line) => ({
      productId: line.productId,
      selectedBrand: line.brand,
      selectedModel: line.model,
      quantity: line.quantity,
    })),
  });

  function handleShippingSubmit(details: ShippingDetails) {
    writeCheckoutShipping(pipelineId, details, true);
    setShipping(details);
    setContact({ email: details.email, firstName: details.firstName });
    // Continue leaves the fields as surely as a blur does.
    reminder.saveNow();
  }

  function handleFieldChange(field: ShippingField, value: string) {
    if (CONTACT_FIELDS.includes(field)) setContact((current) => ({ ...current, [field]: value }));
  }

  function handleFieldLeave(field: ShippingField) {
    if (CONTACT_FIELDS.includes(field)) reminder.saveNow();
  }

  function handleShippingEdit() {
    if (shipping) writeCheckoutShipping(pipelineId, shipping, false);
    setShipping(null);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-24 sm:px-6 lg:px-8">
      <NoIndex />
      <title>Checkout — Skins</title>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <h1
          id={titleId}
          className="font-semibold text-3xl text-neutral-900 tracking-tight sm:text-4xl"
        >
          Checkout
        </h1>
        <CheckoutProgress current={shipping ? 'payment' : 'shipping'} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-12 lg:gap-10">
        {/* First in the source on phones: the shopper sees what they buy before the form. */}
        <OrderSummary
          lines={lines}
          coupon={coupon}
          promoSlot={<PromoCode promo={promo} />}
          className="lg:order-2 lg:col-span-5"
        />
        <div className="space-y-6 lg:order-1 lg:col-span-7">
          {intro}
          <section
            aria-labelledby={shippingTitleId}
            className="rounded-3xl bg-white p-5 ring-1 ring-neutral-900/5 sm:p-6"
          >
            <h2 id={shippingTitleId} className="mb-5 font-semibold text-lg text-neutral-900">
              Shipping details
            </h2>
            <ShippingForm
              initialValues={stored?.shipping}
              startSubmitted={stored?.isSubmittedHere ?? false}
              onSubmit={handleShippingSubmit}
              onEdit={handleShippingEdit}
              submitting={payment.isBusy}
              messageChannels={messageChannels}
              onFieldChange={handleFieldChange}
              onFieldLeave={handleFieldLeave}
              afterFields={<CartReminderBox reminder={reminder} />}
            />
          </section>
          <PaymentPanel
            payment={payment}
            lines={lines}
            shipping={shipping}
            coupon={coupon}
            blockedReason={blockedReason}
            cod={cod}
          />
        </div>
      </div>
    </div>
  );
}

/** Checkouts already counted on this page: one beacon per checkout, even if React mounts twice. */
const countedCheckouts = new Set<string>();

function useCheckoutStartBeacon(pipelineId: string) {
  useEffect(() => {
    if (countedCheckouts.has(pipelineId)) return;
    countedCheckouts.add(pipelineId);
    sendFunnelBeacon('checkout-start');
  }, [pipelineId]);
}
