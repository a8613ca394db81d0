import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { CashOnDeliveryNote } from '../cash-on-delivery.tsx';
import { SellerEmailLink, useSeller } from '../seller-details.tsx';
import { SHOP_DETAILS, TAX_PERCENT } from '../shop-details.ts';
import type { Policy } from './policy.ts';

function Body() {
  const seller = useSeller();
  return (
    <>
      <p>
        These terms apply when you use this website and buy from{' '}
        {seller ? `${seller.legalName}, ${seller.address}, ${seller.state}` : SHOP_DETAILS.name}. By
        placing an order you accept them.
      </p>

      <h2>Products</h2>
      <p>
        Our skins are printed and cut to order. Colours on screen can differ slightly from the
        printed vinyl, depending on your display. Each skin is made for the device models listed on
        its product page; it is your responsibility to choose the right model, and the{' '}
        <Link to={paths.sizeGuide()}>size guide</Link> shows how to check it.
      </p>

      <h2>Prices and payment</h2>
      <ul>
        <li>
          Prices are in Indian rupees. GST is added in the cart at each product's rate (
          {TAX_PERCENT}% unless its category is taxed at another GST rate) and shown, with any
          discount, before you pay. Shipping is free on every order.
        </li>
        <li>
          Payment is taken online by UPI, card or netbanking through Razorpay when you place the
          order.
        </li>
        <CashOnDeliveryNote as="li" />
        <li>
          If a price on the site is clearly wrong because of an error, we may cancel the order and
          refund you in full before it is dispatched.
        </li>
      </ul>

      <h2>Coupons</h2>
      <p>
        Coupon codes apply to the order subtotal, one per order, and cannot be exchanged for cash.
        Each code has its own validity; an expired or unknown code is refused at checkout.
      </p>

      <h2>Orders</h2>
      <p>
        Your order is confirmed when the payment succeeds and you see the confirmation page. We may
        decline or cancel an order, with a full refund, if a product is unavailable or we suspect
        fraud.
      </p>

      <h2>Shipping, returns and refunds</h2>
      <p>
        Delivery is covered by the <Link to={paths.policy('shipping')}>shipping policy</Link> and
        returns, replacements and refunds by the{' '}
        <Link to={paths.policy('returns')}>return policy</Link>. Nothing in these terms limits your
        rights under the Consumer Protection Act, 2019.
      </p>

      <h2>Using the site</h2>
      <p>
        The designs, photos and text on this site belong to {SHOP_DETAILS.name} or its artists. You
        may not copy them for commercial use. Do not attempt to disrupt the site, access it
        automatically at a harmful rate, or use it for anything unlawful.
      </p>

      <h2>Liability</h2>
      <p>
        Skins are cosmetic and offer protection from scratches and scuffs, not from drops or water.
        Our liability for any order is limited to the amount you paid for it, except where the law
        does not allow such a limit.
      </p>

      <h2>Governing law and contact</h2>
      <p>
        These terms are governed by the laws of India, and the courts of the city of our address
        above have jurisdiction. Questions? Write to <SellerEmailLink />.
      </p>
    </>
  );
}

export const termsOfService: Policy = {
  title: 'Terms of Service',
  summary:
    'The terms for buying from Skins: products made to order, prices in rupees with tax shown before payment, free shipping, and how orders, returns and liability work.',
  updatedOn: '2026-11-25',
  Body,
};
