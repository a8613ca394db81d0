import { formatLongDate } from '../format-date.ts';
import type { Policy } from '../policies/policy.ts';
import { ContentPage } from './content-page.tsx';
import { Prose } from './prose.tsx';

export function PolicyPage({ policy }: { policy: Policy }) {
  const { Body } = policy;
  return (
    <ContentPage
      title={policy.title}
      description={policy.summary}
      eyebrow="Policies"
      aside={
        <p className="mt-4 text-neutral-500 text-sm">
          Last updated <time dateTime={policy.updatedOn}>{formatLongDate(policy.updatedOn)}</time>
        </p>
      }
    >
      <Prose>
        <Body />
      </Prose>
    </ContentPage>
  );
}
