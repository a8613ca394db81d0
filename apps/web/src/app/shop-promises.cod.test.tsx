import { STORAGE_KEYS } from '@skins/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_TITLES } from '#features/layout/promo-titles.ts';
import { buildProductList, jsonResponse } from '#testing/fixtures.ts';
import {
  COD_ON_CONFIG,
  CONTENT_PAGES,
  homeTextBlocks,
  textBlocksOf,
  unlockWithEmptyCatalog,
} from '#testing/shop-copy.tsx';

// The shop's copy checked against what its code does (issue [8], "Truth in the copy"): cash on
// delivery is offered only while the server says the shop takes it (COD_ENABLED, off by default;
// its limit comes with the store config). The rest: shop-promises.test.tsx.

beforeEach(unlockWithEmptyCatalog);

/** Answers the store config with COD on (the gate asks it: no unlocked flag), the rest empty. */
function stubCodOn() {
  window.localStorage.removeItem(STORAGE_KEYS.siteUnlocked);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).includes('/store/config')
        ? jsonResponse(COD_ON_CONFIG)
        : jsonResponse(buildProductList([])),
    ),
  );
}

const CASH_ON_DELIVERY = /\bcash on delivery\b|\bCOD\b|\bpay (at the door|on delivery)\b/i;

describe('cash on delivery is offered nowhere while the shop does not take it (the default)', () => {
  it.each(CONTENT_PAGES)('%s', async (path) => {
    expect((await textBlocksOf(path)).join('\n')).not.toMatch(CASH_ON_DELIVERY);
  });

  it('the home page and the tab titles', async () => {
    expect([...(await homeTextBlocks()), ...PROMO_TITLES].join('\n')).not.toMatch(CASH_ON_DELIVERY);
  });
});

describe('cash on delivery, while the shop takes it, is named with its limit', () => {
  const OFFER =
    'Cash on delivery is also available on orders up to Rs. 5,000.00: you pay in cash when your order arrives.';

  it.each(['/faq', '/policies/shipping', '/policies/terms'])('%s', async (path) => {
    stubCodOn();
    const blocks = await textBlocksOf(path);
    expect(blocks).toContain(OFFER);
  });

  it('the home page', async () => {
    expect(await homeTextBlocks({ isCodOn: true })).toContain(OFFER);
  });

  it('still says nothing of it on the other pages of words', async () => {
    stubCodOn();
    for (const path of ['/about', '/contact', '/policies/returns', '/policies/privacy']) {
      expect((await textBlocksOf(path)).join('\n')).not.toMatch(CASH_ON_DELIVERY);
    }
  });
});
