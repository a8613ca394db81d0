import { SellerEmailLink } from '../seller-details.tsx';
import { RETURN_WINDOW_DAYS } from '../shop-details.ts';
import type { Policy } from './policy.ts';

function Body() {
  return (
    <>
      <h2>Returns of unused skins</h2>
      <p>
        Changed your mind? You can return any skin within {RETURN_WINDOW_DAYS} days of delivery, as
        long as it is unused and still in its original packaging, with the skin on its backing
        sheet.
      </p>
      <p>
        Skins that have been applied, even once, cannot be returned: the adhesive is made to stick
        to one device, and a used skin cannot be resold. If you are unsure about the fit, check the
        model on the product page and in the size guide before you peel.
      </p>

      <h2>Misprints, defects and wrong items</h2>
      <p>
        If your skin arrives misprinted, damaged, cut for the wrong model or different from what you
        ordered, we replace it free of charge, including shipping. Tell us within{' '}
        {RETURN_WINDOW_DAYS} days of delivery and include a photo; you do not need to send the
        faulty skin back unless we ask you to.
      </p>

      <h2>How to start a return</h2>
      <ol>
        <li>
          Email <SellerEmailLink /> with your order number, the item you want to return and the
          reason.
        </li>
        <li>We reply within one business day with the return address and instructions.</li>
        <li>
          Pack the skin in its original packaging and send it back. Return shipping for a change of
          mind is paid by you; for our mistakes, we pay.
        </li>
      </ol>

      <h2>Refunds</h2>
      <p>
        Once the returned skin reaches us and we have checked it, we refund the item price to the
        original payment method — your card or UPI account — within 5–7 working days.
      </p>

      <h2>Cancellations</h2>
      <p>
        Because skins are made to order, you can cancel free of charge until your order is
        dispatched: press Request cancellation on your order page (the link in your order
        confirmation email opens it) or write to us, as early as possible. Once the parcel has left,
        the return rules above apply.
      </p>
    </>
  );
}

export const returnsPolicy: Policy = {
  title: 'Return Policy',
  summary: `Return unused skins in their original packaging within ${RETURN_WINDOW_DAYS} days; misprinted or defective skins are replaced free.`,
  updatedOn: '2026-11-25',
  Body,
};
