import { SellerEmailLink } from '../seller-details.tsx';
import { SHOP_DETAILS } from '../shop-details.ts';
import type { Policy } from './policy.ts';

function Body() {
  return (
    <>
      <p>
        This policy explains what {SHOP_DETAILS.name} stores about you, where, and why. The short
        version: we keep only what we need to deliver your order, we never see your card or UPI
        details, and there are no advertising or analytics trackers on this site.
      </p>

      <h2>What stays in your browser</h2>
      <p>
        Some things are stored only on your own device, in your browser&apos;s local storage, and
        are never sent to us until you place an order:
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
        <li>
          <strong>Newsletter:</strong> if you sign up, your email address and the welcome coupon we
          gave you. Every newsletter mail has a link to unsubscribe, and we delete your address on
          request.
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
        partner, who receives your name, phone number and delivery address. We do not sell, rent or
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
    'What Skins stores and why: your cart stays in your browser, orders and newsletter sign-ups are kept on our server, payments are handled by Razorpay, and there are no trackers.',
  updatedOn: '2026-11-25',
  Body,
};
