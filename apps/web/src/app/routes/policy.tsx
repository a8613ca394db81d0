import { useParams } from 'react-router';
import { PolicyPage } from '#features/content/components/policy-page.tsx';
import { findPolicy } from '#features/content/policies/policies.ts';
import { NotFoundPage } from './not-found.tsx';

export function Component() {
  const policy = findPolicy(useParams().policy);
  return policy ? <PolicyPage policy={policy} /> : <NotFoundPage />;
}
