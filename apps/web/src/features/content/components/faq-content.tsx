import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { useFaqSections } from '../faq-items.tsx';
import { ContentPage } from './content-page.tsx';
import { FaqList } from './faq-list.tsx';

export function FaqContent() {
  const sections = useFaqSections();
  return (
    <ContentPage
      title="Frequently asked questions"
      documentTitle="FAQs"
      description="Answers on applying skins without bubbles, removing them without residue, device compatibility, free shipping and delivery times, returns, payment and order tracking."
      eyebrow="FAQs"
      lead="Installing, fit, shipping, payments and returns — the questions we are asked most, answered."
    >
      <FaqList sections={sections} />
      <p className="mt-12 rounded-2xl bg-charcoal-900 px-6 py-5 text-neutral-200 text-sm leading-6">
        Did not find your answer?{' '}
        <Link
          to={paths.contact()}
          className="font-semibold text-white underline underline-offset-4"
        >
          Contact us
        </Link>{' '}
        — we reply within one business day.
      </p>
    </ContentPage>
  );
}
