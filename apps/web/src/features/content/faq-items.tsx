import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { CashOnDeliveryNote } from './cash-on-delivery.tsx';
import { MAILS_WE_SEND } from './mails-we-send.ts';
import {
  ORDER_UPDATE_EVENTS,
  type OrderUpdatesOffer,
  useOrderUpdatesOffer,
} from './order-updates.tsx';
import { ReturnWindowWords } from './return-window.tsx';
import { SellerEmailLink } from './seller-details.tsx';
import { SHIPPING, TAX_PERCENT } from './shop-details.ts';

interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqSection {
  title: string;
  items: readonly FaqItem[];
}

const EMAILS_QUESTION = 'Which emails will I get from you?';

const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    title: 'Installing and removing',
    items: [
      {
        question: 'How do I apply a skin without bubbles?',
        answer: (
          <>
            <p>
              Clean the device with the alcohol wipe in the pack and let it dry for a minute. Peel
              the skin from one end only, line up a cut-out (the camera or a port) first, then lay
              the rest down with your thumb, working from the centre outwards. Our vinyl has
              air-release channels, so any small bubble presses out with a finger. For curved edges,
              warm the vinyl for a few seconds with a hair dryer on low and wrap it slowly.
            </p>
            <p>
              The full step-by-step guide is in{' '}
              <Link to={paths.blogPost('apply-phone-skin-without-bubbles')}>
                How to apply a phone skin without bubbles
              </Link>
              .
            </p>
          </>
        ),
      },
      {
        question: 'Can I reposition the skin if I get it wrong?',
        answer: (
          <p>
            Yes. The adhesive only sets fully after about 24 hours, so until then you can lift a
            corner slowly and lay it down again. Lift it at a low angle rather than pulling it
            straight up, so the vinyl does not stretch.
          </p>
        ),
      },
      {
        question: 'Will removing a skin leave residue or damage the device?',
        answer: (
          <p>
            No. We use a low-tack, removable adhesive that comes off cleanly, even after a year or
            two. Warm the skin for 10–15 seconds with a hair dryer, then peel it back slowly from a
            corner, folding it over itself. If a trace of adhesive remains on an older skin, a
            microfibre cloth with a little isopropyl alcohol takes it off. Skins do not affect
            factory finishes or the original coating of your device.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Fit and compatibility',
    items: [
      {
        question: 'How do I know which skin fits my device?',
        answer: (
          <p>
            Every skin is cut for specific models, listed on the product page where you choose the
            brand and model before adding it to the cart. If you are unsure of your exact model —
            for example a MacBook Air M2 versus M3, or a PS5 Slim versus the original — the{' '}
            <Link to={paths.sizeGuide()}>size guide</Link> shows where to find it in your
            device&apos;s settings.
          </p>
        ),
      },
      {
        question: 'Do skins work with cases, screen protectors and wireless charging?',
        answer: (
          <p>
            Skins are about 0.1 mm thick, so they work with wireless and MagSafe charging and with
            most slim cases. A tight, hard case can rub the skin at the edges over time, so we
            recommend a skin on its own or with a clear case. Screen protectors are unaffected: our
            phone skins cover the back and sides, not the display.
          </p>
        ),
      },
      {
        question: 'My model is not listed. Can you make a skin for it?',
        answer: (
          <p>
            Write to us at <SellerEmailLink /> with the exact model name. We add new devices every
            month, starting with the ones our customers ask for.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Orders and shipping',
    items: [
      {
        question: 'How long does delivery take?',
        answer: (
          <p>
            We dispatch within {SHIPPING.dispatchBusinessDays} business days of your order, and
            couriers deliver in {SHIPPING.deliveryDays} days after dispatch to most PIN codes in
            India. Shipping is free on every order. Details are in the{' '}
            <Link to={paths.policy('shipping')}>shipping policy</Link>.
          </p>
        ),
      },
      {
        question: 'How can I track my order?',
        answer: (
          <p>
            After payment you see a confirmation page with your order number, and we email you an
            order confirmation with a link to your order. That link shows your order&apos;s status
            at any time, and so does the <Link to={paths.trackOrder()}>track your order</Link> page.
            When your order ships, the shipped mail gives the courier&apos;s name and tracking
            number when the parcel has them.
          </p>
        ),
      },
      {
        question: EMAILS_QUESTION,
        answer: (
          <>
            <p>Only these, sent to the address you give us:</p>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              {MAILS_WE_SEND.map((mail) => (
                <li key={mail.name}>
                  <strong>{mail.name}</strong>, {mail.when}: {mail.what}.
                </li>
              ))}
            </ul>
            <p className="mt-3">
              Anything else, such as a question about your parcel, we answer by email when you write
              to us at <SellerEmailLink />.
            </p>
          </>
        ),
      },
      {
        question: 'Do I need an account to order?',
        answer: (
          <p>
            No. Checkout needs only your delivery address, phone number and email; there is no
            account to create.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Payments and returns',
    items: [
      {
        question: 'Which payment methods do you accept?',
        answer: (
          <>
            <p>
              We accept UPI, credit and debit cards (Visa, Mastercard, RuPay and American Express)
              and netbanking through our payment partner Razorpay. Prices are in Indian rupees; GST
              ({TAX_PERCENT}% unless a product's category is taxed at another rate) is added in the
              cart and shown before you pay, and shipping is free.
            </p>
            <CashOnDeliveryNote />
          </>
        ),
      },
      {
        question: 'Can I return a skin?',
        answer: (
          <p>
            Unused skins in their original packaging can be returned within <ReturnWindowWords />.
            If a skin arrives misprinted or damaged, we replace it free. Skins that have been
            applied cannot be returned. Start a return from your order page (Report a problem or
            return); the <Link to={paths.policy('returns')}>return policy</Link> has the details.
          </p>
        ),
      },
      {
        question: 'I have a coupon code. Where do I use it?',
        answer: (
          <p>
            Enter it in the promo code field on the checkout page, under the order summary. The
            welcome code from our newsletter takes 10% off your first order.
          </p>
        ),
      },
    ],
  },
];

/** The answer on order updates beyond mail, asked only while the shop has a channel. */
function orderUpdatesItem(updates: OrderUpdatesOffer): FaqItem {
  return {
    question: `Can I get order updates ${updates.channelWords}?`,
    answer: (
      <p>
        Yes, if you tick &ldquo;{updates.consentLabel}&rdquo; at checkout; it is unticked unless you
        do. We then send updates on that order to the phone number you gave, {updates.route}:{' '}
        {ORDER_UPDATE_EVENTS}. Nothing else, and no marketing. {updates.howToStop} The emails above
        come either way.
      </p>
    ),
  };
}

/** The FAQ as the shop runs now: the order updates' answer only while a channel is configured. */
export function useFaqSections(): readonly FaqSection[] {
  const updates = useOrderUpdatesOffer();
  if (!updates) return FAQ_SECTIONS;
  return FAQ_SECTIONS.map((section) => ({
    ...section,
    items: section.items.flatMap((item) =>
      item.question === EMAILS_QUESTION ? [item, orderUpdatesItem(updates)] : [item],
    ),
  }));
}
