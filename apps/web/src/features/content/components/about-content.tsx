import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { SHOP_DETAILS } from '../shop-details.ts';
import { ContentPage } from './content-page.tsx';
import { Prose } from './prose.tsx';

const MATERIAL_FACTS = [
  {
    title: 'Premium cast vinyl',
    text: 'Thin (about 0.1 mm), conformable film that wraps curves and edges without lifting or shrinking back over time.',
  },
  {
    title: 'Air-release channels',
    text: 'Microscopic channels in the adhesive let trapped air escape, so bubbles press out with a finger.',
  },
  {
    title: 'Low-tack adhesive',
    text: '3M- and Avery-grade pressure-sensitive adhesive that holds for years and peels off clean, with no residue.',
  },
  {
    title: 'Precision cut',
    text: 'Every skin is plotter-cut from our own device templates to a tolerance of ±0.2\u00a0mm around cameras, ports and logos.',
  },
] as const;

export function AboutContent() {
  const years = new Date().getFullYear() - SHOP_DETAILS.foundedYear;
  return (
    <ContentPage
      title="Skins made to be lived with"
      documentTitle="About"
      description={`Skins has made premium vinyl skins for phones, laptops and consoles in Bengaluru since ${SHOP_DETAILS.foundedYear}: cast vinyl, air-release adhesive, precision cut.`}
      eyebrow={`About us · since ${SHOP_DETAILS.foundedYear}`}
      lead="We design and cut premium vinyl skins for the phones, laptops and consoles India carries every day — thin enough to forget, tough enough to protect."
      width="wide"
    >
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr]">
        <Prose>
          <h2>Our story</h2>
          <p>
            Skins started in {SHOP_DETAILS.foundedYear} in a one-room studio in Koramangala, with a
            second-hand vinyl cutter and a single goal: a skin for our own phones that did not peel
            at the corners after a month. The wraps we could buy locally were printed paper-thin or
            cut from generic templates that missed the camera by a millimetre.
          </p>
          <p>
            So we built our own templates, measured device by device, and sourced the same cast
            vinyl that is used to wrap cars. {years > 1 ? `${years} years` : 'A year'} later we cut
            skins for more than a hundred phone, laptop, console and accessory models, and every
            order is still printed, cut, checked and packed by our own team in Bengaluru.
          </p>
          <h2>What we believe</h2>
          <ul>
            <li>
              <strong>Fit comes first.</strong> A skin that is half a millimetre off looks cheap,
              whatever the print. We re-measure every new device before it goes on sale.
            </li>
            <li>
              <strong>Protection without bulk.</strong> A skin guards against scratches, scuffs and
              fingerprints while keeping the device as slim as the day you bought it.
            </li>
            <li>
              <strong>Honest prices, in rupees.</strong> What you see is what you pay: the tax is
              shown in your cart before you check out, and shipping is free on every order.
            </li>
          </ul>
          <h2>Talk to us</h2>
          <p>
            Not sure which skin fits your model? Read the{' '}
            <Link to={paths.sizeGuide()}>size guide</Link>, browse the{' '}
            <Link to={paths.faq()}>FAQs</Link> or <Link to={paths.contact()}>get in touch</Link> — a
            real person from the studio answers.
          </p>
        </Prose>

        <aside aria-labelledby="materials-heading" className="lg:pt-1">
          <div className="rounded-3xl bg-charcoal-900 p-6 text-white sm:p-8">
            <h2 id="materials-heading" className="font-semibold text-xl tracking-tight">
              What goes into a skin
            </h2>
            <dl className="mt-6 space-y-6">
              {MATERIAL_FACTS.map((fact) => (
                <div key={fact.title}>
                  <dt className="font-semibold text-accent-300 text-sm tracking-wide">
                    {fact.title}
                  </dt>
                  <dd className="mt-1.5 text-neutral-300 text-sm leading-6">{fact.text}</dd>
                </div>
              ))}
            </dl>
          </div>
          <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
            <Stat value={`${SHOP_DETAILS.foundedYear}`} label="Founded" />
            <Stat value="100+" label="Device models" />
            <Stat value="±0.2 mm" label="Cut tolerance" />
          </dl>
        </aside>
      </div>
    </ContentPage>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse justify-end rounded-2xl bg-white px-2 py-4 ring-1 ring-neutral-200">
      <dt className="mt-1 text-neutral-500 text-xs leading-4">{label}</dt>
      <dd className="whitespace-nowrap font-semibold text-base text-neutral-900 tracking-tight sm:text-lg">
        {value}
      </dd>
    </div>
  );
}
