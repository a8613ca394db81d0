import type { ShippingForm, StoreConfig } from '@skins/shared';
import type { Ref } from 'react';

interface ShippingSummaryProps {
  shipping: ShippingForm;
  /** The channels order updates go by, to name the one the shopper agreed to. */
  messageChannels: StoreConfig['messages'] | null;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: () => void;
  isEditDisabled: boolean;
}

/** The submitted details with an Edit button (spec §2: "a summary view with an Edit button"). */
export function ShippingSummary({
  shipping,
  messageChannels,
  headingId,
  headingRef,
  onEdit,
  isEditDisabled,
}: ShippingSummaryProps) {
  const cityLine = `${shipping.city}, ${shipping.state} ${shipping.pin}`;
  const updatesChannel = shipping.whatsappUpdates ? channelWords(messageChannels) : null;
  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-neutral-900 focus:outline-none"
        >
          Shipping to
        </h3>
        <button
          type="button"
          onClick={onEdit}
          disabled={isEditDisabled}
          aria-describedby={headingId}
          className="-my-1 inline-flex h-9 items-center rounded-full px-4 font-semibold text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-100 hover:ring-neutral-500 disabled:cursor-not-allowed disabled:text-neutral-400 disabled:hover:bg-transparent"
        >
          Edit
        </button>
      </div>
      <div className="mt-3 grid gap-4 text-neutral-700 text-sm leading-relaxed sm:grid-cols-2">
        <address className="not-italic">
          <span className="block font-medium text-neutral-900">
            {shipping.firstName} {shipping.lastName}
          </span>
          <span className="block">{shipping.address}</span>
          {shipping.apartment && <span className="block">{shipping.apartment}</span>}
          <span className="block">{cityLine}</span>
          <span className="block">{shipping.country}</span>
        </address>
        <dl className="space-y-1">
          <div className="flex gap-2">
            <dt className="text-neutral-500">Phone</dt>
            <dd className="tabular-nums">+91 {shipping.phone}</dd>
          </div>
          <div className="flex min-w-0 gap-2">
            <dt className="text-neutral-500">Email</dt>
            <dd className="min-w-0 break-words">{shipping.email}</dd>
          </div>
          {updatesChannel && (
            <div className="flex gap-2">
              <dt className="text-neutral-500">Order updates</dt>
              <dd>{updatesChannel}</dd>
            </div>
          )}
          {shipping.customerNote && (
            <div className="flex min-w-0 gap-2">
              <dt className="text-neutral-500">Note</dt>
              <dd className="min-w-0 whitespace-pre-line break-words">{shipping.customerNote}</dd>
            </div>
          )}
        </dl>
      </div>
    </div>
  );
}

/** How the order updates the shopper agreed to travel: WhatsApp first, SMS when it is the only one. */
function channelWords(channels: StoreConfig['messages'] | null): string | null {
  if (channels?.whatsapp) return 'On WhatsApp';
  if (channels?.sms) return 'By SMS';
  return null;
}
