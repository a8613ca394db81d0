import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { CashOnDeliveryNote } from '../cash-on-delivery.tsx';
import { SellerEmailLink, useSeller } from '../seller-details.tsx';
import { SHIPPING, TAX_PERCENT } from '../shop-details.ts';
import type { Policy } from './policy.ts';

function Body() {
  const seller = useSeller();
  return (
    <>
      <h2>Where we ship</h2>
      <p>
        We ship to every serviceable PIN code in India from our studio
        {seller ? ` at ${seller.address}` : ''}. We do not ship outside India at the moment.
      </p>

      <h2>Charges</h2>
      <p>
        <strong>{SHIPPING.promise}</strong>, whatever its size. Your order summary shows the
        subtotal, any coupon discount, the tax (GST: {TAX_PERCENT}% unless a product's category is
        taxed at another rate) and the total you pay; there is no shipping charge to add.
      </p>

      <h2>Dispatch and delivery times</h2>
      <p>
        Every skin is printed and cut to order, then checked by hand. We dispatch within{' '}
        {SHIPPING.dispatchBusinessDays} business days (Monday to Saturday, except public holidays).
        Our courier partners then deliver in {SHIPPING.deliveryDays} days to most of India:
      </p>
      <ul>
        <li>Metro cities: usually 3–4 days after dispatch</li>
        <li>Other cities and towns: 4–6 days</li>
        <li>
          North-east India, Jammu &amp; Kashmir, Ladakh, islands and remote areas: up to 7 days
        </li>
      </ul>
      <p>
        Orders placed after 14:00 IST, or on a Sunday, start their dispatch time on the next
        business day. Festival sales and weather can add a day or two.
      </p>

      <h2>Payment</h2>
      <p>
        Orders are paid online at checkout by UPI, card or netbanking through Razorpay. Your order
        is placed once the payment is confirmed.
      </p>
      <CashOnDeliveryNote />

      <h2>Tracking</h2>
      <p>
        Right after your payment you see the confirmation page with your order number, and we email
        an order confirmation to the address you gave at checkout. Its link opens your order, where
        you can follow its status (placed, processing, shipped, delivered) at any time; the{' '}
        <Link to={paths.trackOrder()}>track your order</Link> page shows the same. When your order
        ships, the shipped mail gives the courier&apos;s name and tracking number when the parcel
        has them; for anything else, write to us with your order number at <SellerEmailLink />.
      </p>

      <h2>Damaged or missing parcels</h2>
      <p>
        If the parcel arrives open or damaged, take a photo before you unpack it and write to us
        within 48 hours at <SellerEmailLink />. If your order shows as delivered but you have not
        received it, tell us within 7 days and we will raise it with the courier. Damaged items are
        replaced free, as set out in the <Link to={paths.policy('returns')}>return policy</Link>.
      </p>
    </>
  );
}

export const shippingPolicy: Policy = {
  title: 'Shipping Policy',
  summary: `Skins ships across India: free shipping on every order, dispatch in ${SHIPPING.dispatchBusinessDays} business days, delivery in ${SHIPPING.deliveryDays} days.`,
  updatedOn: '2026-11-25',
  Body,
};
