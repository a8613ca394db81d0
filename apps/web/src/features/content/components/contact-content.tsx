import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { GrievanceOfficer } from '../grievance-officer.tsx';
import {
  SellerAddressLines,
  SellerEmailLink,
  SellerPhoneLink,
  useSeller,
} from '../seller-details.tsx';
import { SHOP_DETAILS } from '../shop-details.ts';
import { ContentPage } from './content-page.tsx';

interface ChannelProps {
  title: string;
  children: ReactNode;
  note: string;
}

function Channel({ title, children, note }: ChannelProps) {
  return (
    <div className="rounded-3xl bg-white p-6 ring-1 ring-neutral-200 sm:p-7">
      <h2 className="font-semibold text-neutral-500 text-xs tracking-[0.18em] uppercase">
        {title}
      </h2>
      <p className="mt-3 break-words font-semibold text-lg text-neutral-900">{children}</p>
      <p className="mt-2 text-neutral-600 text-sm leading-6">{note}</p>
    </div>
  );
}

const CHANNEL_LINK = 'text-neutral-900 underline-offset-4 hover:text-accent hover:underline';

export function ContactContent() {
  const seller = useSeller();
  return (
    <ContentPage
      title="Contact us"
      documentTitle="Contact"
      description={`Contact Skins by email, phone or WhatsApp, ${SHOP_DETAILS.hoursShort}.${seller ? ` ${seller.email}, ${seller.phone}. Studio: ${seller.address}.` : ''}`}
      eyebrow="We are here to help"
      lead="Questions about fit, an order or a return? Write or call — a real person from our Bengaluru studio answers."
      width="wide"
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <Channel title="Email" note="We reply within one business day, usually the same day.">
          <SellerEmailLink className={CHANNEL_LINK} />
        </Channel>
        <Channel
          title="Phone"
          note={`${SHOP_DETAILS.hoursShort}. Calls answered in English, Hindi and Kannada.`}
        >
          <SellerPhoneLink className={CHANNEL_LINK} />
        </Channel>
        <Channel
          title="WhatsApp"
          note="Messages answered within a few hours during business hours."
        >
          <a href={SHOP_DETAILS.whatsappHref} className={CHANNEL_LINK}>
            {SHOP_DETAILS.whatsappDisplay}
          </a>
        </Channel>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="studio-heading">
          <h2 id="studio-heading" className="font-semibold text-neutral-900 text-xl tracking-tight">
            Our studio
          </h2>
          <address className="mt-4 text-neutral-700 not-italic leading-7">
            <SellerAddressLines lineClassName="block" />
          </address>
          <p className="mt-4 text-neutral-600 text-sm leading-6">
            Open {SHOP_DETAILS.hours}; closed on Sundays and public holidays. The studio is where we
            print, cut and pack — it is not a shop, so please write before you visit and we will
            make time to show you around.
          </p>
        </section>

        <section aria-labelledby="before-heading">
          <h2 id="before-heading" className="font-semibold text-neutral-900 text-xl tracking-tight">
            Before you write
          </h2>
          <ul className="mt-4 space-y-3 text-neutral-700 leading-7">
            <li>
              <strong className="text-neutral-900">About an order?</strong> Include your order
              number from the confirmation page so we can find it at once.
            </li>
            <li>
              <strong className="text-neutral-900">A problem with a delivered order?</strong> Report
              it from your order page (Report a problem or return) and you get a return number at
              once; the{' '}
              <Link
                to={paths.policy('returns')}
                className="text-accent underline underline-offset-4"
              >
                return policy
              </Link>{' '}
              has the details.
            </li>
            <li>
              <strong className="text-neutral-900">Not sure of your model?</strong> The{' '}
              <Link to={paths.sizeGuide()} className="text-accent underline underline-offset-4">
                size guide
              </Link>{' '}
              shows where to find it.
            </li>
            <li>
              <strong className="text-neutral-900">Quick answers</strong> on installing, shipping,
              returns and payments are in the{' '}
              <Link to={paths.faq()} className="text-accent underline underline-offset-4">
                FAQs
              </Link>
              .
            </li>
          </ul>
        </section>
      </div>

      <GrievanceOfficer
        className="mt-12 max-w-3xl"
        headingClassName="font-semibold text-neutral-900 text-xl tracking-tight"
        textClassName="mt-4 text-neutral-700 leading-7 [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4"
      />
    </ContentPage>
  );
}
