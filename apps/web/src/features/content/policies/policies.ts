import { POLICY_SLUGS, type PolicySlug } from '@skins/shared';
import type { Policy } from './policy.ts';
import { privacyPolicy } from './privacy-policy.tsx';
import { returnsPolicy } from './returns-policy.tsx';
import { shippingPolicy } from './shipping-policy.tsx';
import { termsOfService } from './terms-of-service.tsx';

const POLICIES: Record<PolicySlug, Policy> = {
  shipping: shippingPolicy,
  returns: returnsPolicy,
  privacy: privacyPolicy,
  terms: termsOfService,
};

/** The policy behind `/policies/{slug}`, or undefined for any other slug. */
export function findPolicy(slug: string | undefined): Policy | undefined {
  const known = POLICY_SLUGS.find((policySlug) => policySlug === slug);
  return known ? POLICIES[known] : undefined;
}
