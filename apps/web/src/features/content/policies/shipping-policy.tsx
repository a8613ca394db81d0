import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { formatRupeesShort, SHIPPING, SHOP_DETAILS } from '../shop-details.ts';
import type { Policy } from './policy.ts';

function Body() {
  const free = formatRupeesShort(SHIPPING.freeShippingFromRupees);
  const fee = formatRupeesShort(SHIPPING.flatFeeRupees);
  return (
    <>
      <h2>Where we ship</h2>
      <p>
        We ship to every serviceable PIN code in India from our studio in{' '}
        {SHOP_DETAILS.address.city}. We do not ship outside India at the moment.
      </p>

      <h2>Charges</h2>
      <ul>
        <li>
          <strong>Free shipping</strong> on every order over {free}.
        </li>
        <li>
          A flat {fee} on orders of {free} or less, shown in your order summary before you pay.
        </li>
      </ul>

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
        business day. Festival sales and weather can add a day or two; we tell you by email if your
        order is affected.
      </p>

      <h2>Payment</h2>
      <p>
        Orders are paid online at checkout by UPI or card. Cash on delivery is not offered, so your
        parcel is handed over without any payment at the door.
      </p>

      <h2>Tracking</h2>
      <p>
        When your order leaves the studio we email the courier&apos;s name and tracking number to
        the address you gave at checkout. Keep your order number from the confirmation page handy if
        you need to contact us.
      </p>

      <h2>Damaged or missing parcels</h2>
      <p>
        If the parcel arrives open or damaged, take a photo before you unpack it and write to us
        within 48 hours at <a href={`mailto:${SHOP_DETAILS.email}`}>{SHOP_DETAILS.email}</a>. If
        tracking shows your order as delivered but you have not received it, tell us within 7 days
        and we will raise it with the courier. Damaged items are replaced free, as set out in the{' '}
        <Link to={paths.policy('returns')}>return policy</Link>.
      </p>
    </>
  );
}

export const shippingPolicy: Policy = {
  title: 'Shipping Policy',
  summary: `Skins ships across India: dispatch in ${SHIPPING.dispatchBusinessDays} business days, delivery in ${SHIPPING.deliveryDays} days, free shipping over ${formatRupeesShort(SHIPPING.freeShippingFromRupees)}.`,
  updatedOn: '2026-01-15',
  Body,
};
