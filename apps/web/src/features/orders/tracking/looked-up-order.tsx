import {
  formatShopDateTime,
  type OrderLookupAnswer,
  type OrderLookupItem,
  type OrderLookupRequest,
  trackedReturnWindow,
} from '@skins/shared';
import { OrderLinkButton } from './order-link-button.tsx';
import { TrackingCard } from './tracking-card.tsx';

interface LookedUpOrderProps {
  answer: OrderLookupAnswer;
  /** The number and email that found it: they ask for the order's link too. */
  pair: OrderLookupRequest;
  returnWindowDays: number | null;
}

/**
 * An order found by its number and checkout email: its progress, what was bought, and the
 * button that mails its link (the invoice and the cancel request) to the order's email.
 */
export function LookedUpOrder({ answer, pair, returnWindowDays }: LookedUpOrderProps) {
  return (
    <>
      <TrackingCard
        tracking={answer}
        token={null}
        invoiceLinkWhere="in your order confirmation email, and in the order link we can email you"
      >
        <OrderItems items={answer.items} />
      </TrackingCard>
      <ReturnNote answer={answer} windowDays={returnWindowDays} />
      <OrderLinkButton pair={pair} />
    </>
  );
}

/**
 * Returns need the order's token, which the lookup never gives: a delivered order found here
 * says until when one can be started, from the order page its emailed link opens (decision 058).
 * Nor does it know the order's returns, so it cannot tell what is left to return: it says
 * "anything not already in one", and the order page counts.
 */
function ReturnNote({
  answer,
  windowDays,
}: {
  answer: OrderLookupAnswer;
  windowDays: number | null;
}) {
  const returnWindow =
    windowDays === null ? null : trackedReturnWindow(answer, windowDays, new Date());
  if (!returnWindow) return null;
  const closes = formatShopDateTime(returnWindow.closesAt);
  return (
    <p className="mt-4 text-neutral-700 text-sm">
      {returnWindow.isOpen
        ? `Until ${closes} you can report a problem or start a return for anything not already in one, from your order page: email yourself its link below.`
        : `Returns for this order closed on ${closes}. If something is still wrong, write to us from the contact page.`}
    </p>
  );
}

function OrderItems({ items }: { items: readonly OrderLookupItem[] }) {
  return (
    <section aria-label="Items" className="mt-6">
      <h3 className="font-semibold text-neutral-900">Items</h3>
      <ul className="mt-3 divide-y divide-neutral-100">
        {items.map((item, index) => (
          // Lines have no id here; their order is the checkout's and never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <li key={index} className="flex items-center gap-3 py-3">
            <img
              src={item.image}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-lg bg-neutral-100 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-neutral-900">{item.name}</p>
              <p className="text-neutral-600 text-sm">
                {item.brand} · {item.model}
              </p>
            </div>
            <p className="shrink-0 text-neutral-700 text-sm">Qty {item.quantity}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
