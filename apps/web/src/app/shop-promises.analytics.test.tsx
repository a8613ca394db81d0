import { FUNNEL_EVENT_TYPES, FunnelEventSchema } from '@skins/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendFunnelBeacon } from '#lib/funnel-beacon.ts';
import { textBlocksOf, unlockWithEmptyCatalog } from '#testing/shop-copy.tsx';
import { buildStoreConfig } from '#testing/store-config.ts';

// The privacy policy's "Shop counts" checked against issue [17]'s beacons (decision 064): the
// three events it names are the three the shop counts, and a beacon carries the event and the
// product and nothing else — the server keeps a count per day, product and type (its API test
// checks the table has no other column).

beforeEach(unlockWithEmptyCatalog);

const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'sendBeacon', original);
  else Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the shop counts, as the privacy policy tells them', () => {
  it('names the three events the beacons count and promises no id, cookie or address', async () => {
    const text = (await textBlocksOf('/policies/privacy', buildStoreConfig())).join('\n');
    expect(FUNNEL_EVENT_TYPES).toEqual(['product-view', 'add-to-cart', 'checkout-start']);
    expect(text).toContain(
      'when you view a product page, add a product to your cart or start a checkout',
    );
    expect(text).toContain(
      "We add one to that day's count for that product and keep nothing else: no cookie, no identifier, no IP address and no time of day",
    );
    expect(text).toContain('page views only as anonymous daily totals');
  });

  it('sends the event and the product only, and the server reads nothing more', async () => {
    const bodies: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, data: string) => bodies.push(data) > 0,
    });
    sendFunnelBeacon('product-view', '0b3c6a0e-2f4d-4d8e-9c1a-5e6f7a8b9c0d');
    const sent = JSON.parse(bodies[0] ?? '');
    expect(Object.keys(sent).sort()).toEqual(['productId', 'type']);
    // Whatever else a caller sent would be dropped by the server's schema.
    const parsed = FunnelEventSchema.parse({ ...sent, visitorId: 'v-1', sessionId: 's-1' });
    expect(Object.keys(parsed).sort()).toEqual(['productId', 'type']);
  });
});
