import { phoneHref, useSeller } from './seller-details.tsx';

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask a shop to name, from
 * SHOP_GRIEVANCE_* (the store config): the contact page and the return policy. Nothing until the
 * config is at hand.
 */
export function GrievanceOfficer({ className }: { className?: string }) {
  const seller = useSeller();
  if (!seller) return null;
  const { name, email, phone } = seller.grievance;
  return (
    <p className={className}>
      As the Consumer Protection (E-Commerce) Rules, 2020 ask, our grievance officer is {name}.
      Write to <a href={`mailto:${email}`}>{email}</a> or call{' '}
      <a href={phoneHref(phone)}>{phone}</a> about a complaint, with your order number or your
      return number, which is the ticket for a return.
    </p>
  );
}
