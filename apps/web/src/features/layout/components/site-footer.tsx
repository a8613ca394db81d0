import type { ShopCategory } from '@skins/shared';
import { Link, useLocation } from 'react-router';
import {
  SellerAddressLines,
  SellerEmailLink,
  SellerPhoneLink,
  SHOP_DETAILS,
  useSeller,
} from '#features/content/index.ts';
import { useCashOnDelivery } from '#features/gate/index.ts';
import { DeferredNewsletterForm } from '#features/newsletter/index.ts';
import { paths } from '#lib/paths.ts';
import { FOOTER_SERVICE_LINKS, footerQuickLinks } from '../footer-links.ts';
import type { NavLinkItem } from '../nav-links.ts';
import { BrandMark } from './brand-mark.tsx';
import { PaymentMarks } from './payment-marks.tsx';
import { SocialIcon } from './social-icon.tsx';

const HEADING = 'font-semibold text-white text-xs tracking-[0.18em] uppercase';
const LINK = 'rounded-sm text-neutral-300 transition-colors hover:text-white';

function FooterLinks({ title, links }: { title: string; links: readonly NavLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={HEADING}>{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={LINK}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The shop footer (spec §2): links, social profiles, contact details and ways to pay. Its Shop
 * link opens the first of the shop's `categories` (the bar's, decision 067).
 */
export function SiteFooter({ categories }: { categories: readonly ShopCategory[] }) {
  const seller = useSeller();
  const { pathname } = useLocation();
  // The answer the gate or the checkout already fetched: no request from the footer.
  const acceptsCashOnDelivery = useCashOnDelivery() !== null;
  // Home ends with its own newsletter band just above; the unsubscribe page must not upsell.
  const hasNewsletter =
    pathname !== paths.home() && !pathname.toLowerCase().startsWith(paths.unsubscribe());
  return (
    <footer className="bg-charcoal-950 text-neutral-300">
      {hasNewsletter && <FooterNewsletter />}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 pb-10 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <BrandMark className="text-lg text-white" />
          <p className="mt-4 max-w-xs text-neutral-400 text-sm leading-6">
            Premium vinyl skins for phones, laptops, consoles and accessories, precision cut and
            shipped across India since {SHOP_DETAILS.foundedYear}.
          </p>
          <ul aria-label="Follow us" className="mt-6 flex gap-2">
            {SHOP_DETAILS.social.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  aria-label={`Skins on ${network}`}
                  className="group inline-flex size-10 items-center justify-center rounded-full text-neutral-300 ring-1 ring-white/15 transition-colors hover:bg-white hover:text-charcoal-950"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks title="Quick links" links={footerQuickLinks(categories)} />
        <FooterLinks title="Customer service" links={FOOTER_SERVICE_LINKS} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className={HEADING}>Contact us</h2>
          <address className="mt-4 space-y-3 text-sm not-italic leading-6">
            <p>
              <SellerEmailLink className={LINK} />
              <br />
              <SellerPhoneLink className={LINK} />
            </p>
            <p className="text-neutral-400">{SHOP_DETAILS.hours}</p>
            <p className="text-neutral-400">
              <SellerAddressLines lineClassName="block" />
            </p>
          </address>
        </div>
      </div>

      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div className="space-y-1 text-neutral-400 text-xs">
            <p>
              © {new Date().getFullYear()} {SHOP_DETAILS.name}. All prices in Indian rupees.
            </p>
            {seller && (
              <p>
                Sold by {seller.legalName} · GSTIN {seller.gstin}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:items-end">
            <p className="text-neutral-400 text-xs">Online payments secured by Razorpay</p>
            <PaymentMarks acceptsCashOnDelivery={acceptsCashOnDelivery} />
          </div>
        </div>
      </div>
    </footer>
  );
}

/** The 'Stay Updated' sign-up on every page but home (spec §4). */
function FooterNewsletter() {
  return (
    <section aria-labelledby="footer-newsletter-heading" className="border-white/10 border-b">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-10 lg:px-8">
        <div>
          <h2
            id="footer-newsletter-heading"
            className="font-semibold text-2xl text-white tracking-tight"
          >
            Stay Updated
          </h2>
          <p className="mt-2 max-w-md text-neutral-400 text-sm leading-6">
            Selling skins since {SHOP_DETAILS.foundedYear}. Get new drops and restocks first, plus a
            welcome code for 10% off your first purchase.
          </p>
        </div>
        <div className="w-full min-w-0 max-w-lg lg:justify-self-end">
          <DeferredNewsletterForm />
        </div>
      </div>
    </section>
  );
}
