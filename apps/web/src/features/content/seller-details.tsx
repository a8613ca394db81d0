import { useSeller } from '#features/gate/index.ts';

// The seller's details as the server's SHOP_* settings give them (the store config): the one
// source of the footer, the contact page, the policies and the tax invoices (decision 048).

export { useSeller };

/** A `tel:` link's target: the number's digits and its leading `+`. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The shop's email as a link; nothing until the store config is at hand. */
export function SellerEmailLink({ className }: { className?: string }) {
  const seller = useSeller();
  if (!seller) return null;
  return (
    <a href={`mailto:${seller.email}`} className={className}>
      {seller.email}
    </a>
  );
}

/** The shop's phone number as a link; nothing until the store config is at hand. */
export function SellerPhoneLink({ className }: { className?: string }) {
  const seller = useSeller();
  if (!seller) return null;
  return (
    <a href={phoneHref(seller.phone)} className={className}>
      {seller.phone}
    </a>
  );
}

/** The address as the invoice writes it, then its state and the country, each on its line. */
export function SellerAddressLines({ lineClassName }: { lineClassName?: string }) {
  const seller = useSeller();
  if (!seller) return null;
  return (
    <>
      <span className={lineClassName}>{seller.address}</span>
      <span className={lineClassName}>{seller.state}, India</span>
    </>
  );
}
