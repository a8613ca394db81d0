import { RETURN_ANSWER_HOURS, RETURN_REASONS_NEEDING_PHOTOS, resolutionsFor } from '@skins/shared';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TrustStrip } from '#features/catalog/components/trust-strip.tsx';
import { CONTENT_PAGES, textBlocksOf, unlockWithEmptyCatalog } from '#testing/shop-copy.tsx';
import { buildStoreConfig, TEST_RETURN_WINDOW_DAYS, TEST_SELLER } from '#testing/store-config.ts';

// The return policy, the FAQ, the contact page and the home page checked against the returns
// flow (issue [15]): the window is the server's RETURN_WINDOW_DAYS (the test shop's 12 days, not
// the demo's 7), the grievance officer is SHOP_GRIEVANCE_*, and each rule the policy states is
// the one the shared contract enforces.

beforeEach(unlockWithEmptyCatalog);

const config = buildStoreConfig();
const policyText = async () => (await textBlocksOf('/policies/returns', config)).join('\n');

describe('the return policy says what the returns flow does', () => {
  it("states the window in days from the store config, never the demo's", async () => {
    const text = await policyText();
    expect(text).toContain(`within ${TEST_RETURN_WINDOW_DAYS} days of delivery`);
    expect(text).not.toMatch(/\b7[- ]days?\b/);
  });

  it('points to the order page first, with email as the fallback', async () => {
    const text = await policyText();
    expect(text).toContain('Open your order page');
    expect(text).toContain('press Report a problem or return');
    expect(text).toContain(`write to ${TEST_SELLER.email}`);
  });

  it(`promises an answer within ${RETURN_ANSWER_HOURS} hours, the return number being the ticket`, async () => {
    const text = await policyText();
    expect(text).toContain(`We answer every request within ${RETURN_ANSWER_HOURS} hours`);
    expect(text).toContain('a return number at once: it is your ticket');
  });

  it('needs a photo for exactly the faults the contract needs one for', async () => {
    expect(RETURN_REASONS_NEEDING_PHOTOS).toEqual([
      'Misprint',
      'Damaged',
      'WrongModelSent',
      'PeelingOrBubbles',
    ]);
    const text = await policyText();
    expect(text).toMatch(
      /misprinted, damaged, peeling or bubbling, or cut for a model other than the one you ordered/,
    );
    expect(text).toContain('with at least one photo that shows the problem');
  });

  it('refunds a change of mind or a wrong model ordered only, for unused skins', async () => {
    expect(resolutionsFor('ChangedMind')).toEqual(['Refund']);
    expect(resolutionsFor('WrongModelOrdered')).toEqual(['Refund']);
    for (const reason of RETURN_REASONS_NEEDING_PHOTOS) {
      expect(resolutionsFor(reason)).toEqual(['Replacement', 'Refund']);
    }
    const text = await policyText();
    expect(text).toContain('A change of mind or a wrong model ordered is refunded, not replaced');
    expect(text).toContain('as long as it is unused and still in its original packaging');
  });

  it('says a coupon is not given back for a partial return', async () => {
    expect(await policyText()).toContain(
      'A coupon used on the order is not given back when only part of it is returned.',
    );
  });

  it('promises the full refund only normally: the owner may refund less (decision 054)', async () => {
    const text = await policyText();
    expect(text).toContain(
      'A refund is normally the full price of the returned items with their tax, less their share of any discount on the order.',
    );
    expect(text).toContain(
      'We refund less only when items come back used, or damaged after delivery, and the email that tells you of the refund states the amount.',
    );
    expect(text).not.toContain('A refund is the price');
  });

  it('names the grievance officer from the store config', async () => {
    const text = await policyText();
    const { name, email, phone } = TEST_SELLER.grievance;
    expect(text).toContain(`our grievance officer is ${name}. Write to ${email} or call ${phone}`);
  });
});

describe('the other pages agree', () => {
  it('the contact page names the grievance officer and the self-service return', async () => {
    const text = (await textBlocksOf('/contact', config)).join('\n');
    expect(text).toContain(`our grievance officer is ${TEST_SELLER.grievance.name}`);
    expect(text).toContain(TEST_SELLER.grievance.email);
    expect(text).toContain(TEST_SELLER.grievance.phone);
    expect(text).toContain('Report it from your order page (Report a problem or return)');
  });

  it('the FAQ states the same window', async () => {
    const text = (await textBlocksOf('/faq', config)).join('\n');
    expect(text).toContain(`returned within ${TEST_RETURN_WINDOW_DAYS} days of delivery`);
  });

  it.each(CONTENT_PAGES)('%s states no return window of its own', async (path) => {
    const text = (await textBlocksOf(path, config)).join('\n');
    expect(text).not.toMatch(/\b7[- ]days? (of delivery|returns?)\b/);
  });

  it("the home page's trust strip says the store config's window", () => {
    render(<TrustStrip returnWindowDays={TEST_RETURN_WINDOW_DAYS} />);
    const strip = screen.getByRole('region', { name: 'Why shop with us' });
    expect(within(strip).getByText(`${TEST_RETURN_WINDOW_DAYS}-day returns`)).toBeTruthy();
  });
});
