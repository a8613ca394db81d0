import { REFUND_TIME_WORDING, RETURN_ANSWER_HOURS } from '@skins/shared';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { GrievanceOfficer } from '../grievance-officer.tsx';
import { ReturnWindowWords } from '../return-window.tsx';
import { SellerEmailLink } from '../seller-details.tsx';
import type { Policy } from './policy.ts';

// Every promise here is one the returns flow keeps (app/shop-promises.returns.test.tsx): the
// window is RETURN_WINDOW_DAYS from the store config, a fault needs a photo, a change of mind or
// a wrong model ordered is refunded only, the shop answers within RETURN_ANSWER_HOURS, and a partial return gives no
// coupon back.

function Body() {
  return (
    <>
      <h2>Returns of unused skins</h2>
      <p>
        Changed your mind, or ordered the wrong model? You can return any skin within{' '}
        <ReturnWindowWords />, as long as it is unused and still in its original packaging, with the
        skin on its backing sheet. A change of mind or a wrong model ordered is refunded, not
        replaced, once the skin is back with us: order the right model as a new order.
      </p>
      <p>
        Skins that have been applied, even once, cannot be returned: the adhesive is made to stick
        to one device, and a used skin cannot be resold. If you are unsure about the fit, check the
        model on the product page and in the size guide before you peel.
      </p>

      <h2>Misprints, defects and wrong items</h2>
      <p>
        If your skin arrives misprinted, damaged, peeling or bubbling, or cut for a model other than
        the one you ordered, we replace it free of charge, or refund it if you prefer. Tell us
        within <ReturnWindowWords /> with at least one photo that shows the problem: a request for
        these reasons cannot be sent without one. You do not need to send the faulty skin back
        unless we ask you to.
      </p>

      <h2>How to start a return</h2>
      <ol>
        <li>
          Open your order page (the link in your order confirmation email) and press Report a
          problem or return. Choose the items and how many, the reason, add your photos, and choose
          a replacement or a refund.
        </li>
        <li>
          You get a return number at once: it is your ticket. We answer every request within{' '}
          {RETURN_ANSWER_HOURS} hours, and your order page shows where it stands. If we need to know
          more, we ask there, and you answer on the same page.
        </li>
        <li>
          If we ask for the skin back, pack it in its original packaging and send it to the address
          we give you. Return shipping for a change of mind or a wrong model ordered is paid by you;
          for our mistakes, we pay.
        </li>
      </ol>
      <p>
        No link to hand? Find your order on the{' '}
        <Link to={paths.trackOrder()}>order tracking page</Link> by its number and email and ask for
        the link there, or write to <SellerEmailLink /> with your order number, the item and the
        reason.
      </p>

      <h2>Refunds</h2>
      <p>
        A refund is normally the full price of the returned items with their tax, less their share
        of any discount on the order. We refund less only when items come back used, or damaged
        after delivery, and the email that tells you of the refund states the amount. A coupon used
        on the order is not given back when only part of it is returned. {REFUND_TIME_WORDING}
      </p>

      <h2>Cancellations</h2>
      <p>
        Because skins are made to order, you can cancel free of charge until your order is
        dispatched: press Request cancellation on your order page (the link in your order
        confirmation email opens it) or write to us, as early as possible. Once the parcel has left,
        the return rules above apply.
      </p>

      <GrievanceOfficer />
    </>
  );
}

export const returnsPolicy: Policy = {
  title: 'Return Policy',
  summary:
    'Return unused skins in their original packaging; misprinted or defective skins are replaced free. Start a return from your order page.',
  updatedOn: '2026-11-29',
  Body,
};
