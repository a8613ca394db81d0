import { useId } from 'react';
import { phoneHref, useSeller } from './seller-details.tsx';

interface GrievanceOfficerProps {
  className?: string;
  headingClassName?: string;
  textClassName?: string;
}

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask a shop to name, from
 * SHOP_GRIEVANCE_* (the store config): the contact page and the return policy. The section, its
 * heading too, shows only once the config is at hand: a heading above nothing names no one.
 */
export function GrievanceOfficer({
  className,
  headingClassName,
  textClassName,
}: GrievanceOfficerProps) {
  const seller = useSeller();
  const headingId = useId();
  if (!seller) return null;
  const { name, email, phone } = seller.grievance;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        Grievance officer
      </h2>
      <p className={textClassName}>
        As the Consumer Protection (E-Commerce) Rules, 2020 ask, our grievance officer is {name}.
        Write to <a href={`mailto:${email}`}>{email}</a> or call{' '}
        <a href={phoneHref(phone)}>{phone}</a> about a complaint, with your order number or your
        return number, which is the ticket for a return.
      </p>
    </section>
  );
}
