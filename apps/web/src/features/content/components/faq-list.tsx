import { ChevronDownIcon } from '#ui/icons.tsx';
import type { FaqSection } from '../faq-items.tsx';

/** The FAQ as an accordion: native details/summary, so it works with keyboard and without JS. */
export function FaqList({ sections }: { sections: readonly FaqSection[] }) {
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={sectionId(section.title)}>
          <h2
            id={sectionId(section.title)}
            className="font-semibold text-neutral-900 text-xl tracking-tight"
          >
            {section.title}
          </h2>
          <div className="mt-4 divide-y divide-neutral-200 rounded-2xl bg-white ring-1 ring-neutral-200">
            {section.items.map((item) => (
              <details key={item.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-medium text-neutral-900 hover:text-accent sm:px-6 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDownIcon className="size-5 shrink-0 text-neutral-500 transition-transform duration-200 group-open:rotate-180" />
                </summary>
                <div className="px-5 pb-5 text-neutral-700 leading-7 sm:px-6 [&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_p+p]:mt-3">
                  {item.answer}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function sectionId(title: string): string {
  return `faq-${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
}
