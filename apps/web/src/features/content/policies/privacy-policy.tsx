import { CART_REMINDER_COPY, CART_REMINDER_KEEP_DAYS } from '@skins/shared';
import { ORDER_UPDATE_EVENTS, useOrderUpdatesOffer } from '../order-updates.tsx';
import { SellerEmailLink } from '../seller-details.tsx';
import { SHOP_DETAILS } from '../shop-details.ts';
import type { Policy } from './policy.ts';

function Body() {
  const updates = useOrderUpdatesOffer();
  return (
    <>
      <p>
        This policy explains what {SHOP_DETAILS.name} stores about you, where, and why. The short
        version: we keep only what we need to deliver your order, we never see your card or UPI
        details, and there are no advertising or analytics trackers on this site: the shop counts
        page views only as anonymous daily totals.
      </p>

      <h2>What stays in your browser</h2>
      <p>
        Some things are stored only on your own device, in your browser&apos;s local storage, and
        are not sent to us unless you place an order or ask for a cart reminder:
      </p>
      <ul>
        <li>
          <strong>Your cart</strong> — the items, models and quantities, with the time it was last
          changed. A cart older than 24 hours is discarded automatically.
        </li>
        <li>
          <strong>Coupon codes</strong> you applied recently, so you do not have to type them again.
        </li>
        <li>
          <strong>A note that you unlocked the store</strong>, so you are not asked for the store
          password again.
        </li>
      </ul>
      <p>
        You can delete all of it at any time by clearing this site&apos;s data in your browser
        settings. We do not use cookies for tracking.
      </p>

      <h2>What we store on our server</h2>
      <ul>
        <li>
          <strong>Orders:</strong> your name, email, phone number, delivery address, any note you
          add, the items you bought, the amounts, the coupon used and the payment status. We need
          these to make, ship and support your order and to email you its confirmation, and we keep
          them for as long as Indian tax and accounting law requires us to keep invoices (currently
          eight years).
        </li>
        {updates && (
          <li>
            <strong>Order updates:</strong> if you tick &ldquo;{updates.consentLabel}&rdquo; at
            checkout, we keep that choice, and when you made it, with your order. We then send
            updates on that order to the phone number you gave, {updates.route}:{' '}
            {ORDER_UPDATE_EVENTS}. Nothing else, and no marketing. {updates.howToStop} We then send
            none to that number.
          </li>
        )}
        <li>
          <strong>Cart reminders:</strong> only if you tick &ldquo;{CART_REMINDER_COPY.label}&rdquo;
          at checkout, we keep your email address, your first name and the items in that cart
          (product, device and quantity); with the box unticked, nothing is kept. If you leave
          without ordering, we send one cart reminder email, with a link that puts the items back in
          your cart on any device at the day&apos;s prices; none is sent if you order in the
          meantime or untick the box. We note whether its link was used and whether an order
          followed, to count the reminders that help. We delete the saved cart{' '}
          {CART_REMINDER_KEEP_DAYS} days after it was made. The cart reminder email has its own link
          to stop cart reminders. They are separate from the newsletter: stopping one does not
          change the other.
        </li>
        <li>
          <strong>Newsletter:</strong> if you sign up, your email address and the welcome coupon we
          gave you. Every newsletter mail has a link to unsubscribe, and we delete your address on
          request.
        </li>
        <li>
          <strong>Shop counts:</strong> when you view a product page, add a product to your cart or
          start a checkout, your browser tells our server which of the three happened and on which
          product. We add one to that day&apos;s count for that product and keep nothing else: no
          cookie, no identifier, no IP address and no time of day, so a count cannot be traced back
          to you or link one visit to another. (Like every request, it passes through the technical
          logs below.)
        </li>
        <li>
          <strong>Technical logs:</strong> like every web server, ours records the time, the page
          requested and your IP address to keep the shop secure and working. These logs are kept for
          a short period and are not used to profile you.
        </li>
      </ul>

      <h2>Payments</h2>
      <p>
        Payments are handled by our payment gateway, Razorpay. Your card number, UPI ID and bank
        details are entered on Razorpay&apos;s secure form and go straight to them; we never receive
        or store them. Razorpay tells us only whether the payment succeeded and its reference
        number. Razorpay&apos;s own privacy policy covers what they keep.
      </p>

      <h2>Who we share data with</h2>
      <p>
        Only the people who need it to fulfil your order: Razorpay for the payment, and our courier
        partner, who receives your name, phone number and delivery address.
        {updates && ` If you asked for order updates, ${updates.carriers}.`} We do not sell, rent or
        trade personal data, and we do not share it with advertisers.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask us for a copy of the data we hold about you, to correct it, or to delete it
        where we are not required by law to keep it, in line with India&apos;s Digital Personal Data
        Protection Act, 2023. Write to <SellerEmailLink />; we answer within 30 days.
      </p>

      <h2>Changes</h2>
      <p>
        If we change what we collect, we update this page and the date at the top before the change
        takes effect.
      </p>
    </>
  );
}

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  summary:
    'What Skins stores and why: your cart stays in your browser unless you ask for a reminder, orders and newsletter sign-ups are kept on our server, order updates and cart reminders only with your consent, payments are handled by Razorpay, and there are no trackers: page views are only counted as anonymous daily totals.',
  updatedOn: '2026-11-29',
  Body,
};
