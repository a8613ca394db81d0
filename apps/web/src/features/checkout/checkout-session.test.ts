import { afterEach, describe, expect, it } from 'vitest';
import { readCheckoutShipping, writeCheckoutShipping } from './checkout-session.ts';

const kept = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  pin: '560034',
  state: 'Maharashtra',
  country: 'India',
  phone: '9876543210',
  email: 'asha@example.in',
  stateConfirmed: true,
  apartment: undefined,
  customerNote: undefined,
};

afterEach(() => window.sessionStorage.clear());

describe('the checkout’s shipping in this tab', () => {
  it('comes back after a reload with a kept state’s confirmation', () => {
    writeCheckoutShipping('pipeline-1', kept, true);
    expect(readCheckoutShipping('pipeline-1')).toEqual({ shipping: kept, isSubmittedHere: true });
  });

  it('is dropped when stored in another shape', () => {
    window.sessionStorage.setItem(
      'checkoutShipping',
      JSON.stringify({ pipelineId: 'pipeline-1', isSubmitted: true, shipping: { pin: 560034 } }),
    );
    expect(readCheckoutShipping('pipeline-1')).toBeNull();
  });
});
