import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_SELLER } from './seller-config.ts';

describe('loadConfig: the seller on tax invoices', () => {
  it('has a Karnataka demo seller with a well-formed GSTIN when nothing is set', () => {
    expect(loadConfig({}).seller).toEqual(DEMO_SELLER);
    expect(DEMO_SELLER.gstin.startsWith('29')).toBe(true);
    // The storefront shows this address too (store config): one address for the demo.
    expect(DEMO_SELLER.address).toMatch(/Bengaluru 5600\d\d$/);
  });

  it('takes the SHOP_* settings, the GSTIN in capitals', () => {
    const { seller } = loadConfig({
      SHOP_LEGAL_NAME: 'Wraps LLP',
      SHOP_GSTIN: ' 07aaacw9999p1zx ',
      SHOP_ADDRESS: '1 Connaught Place, New Delhi 110001',
      SHOP_STATE: 'Delhi',
      SHOP_EMAIL: ' Hello@Wraps.Example ',
      SHOP_PHONE: '+91 11 4000 1234',
      SHOP_GRIEVANCE_NAME: ' Ravi Menon ',
      SHOP_GRIEVANCE_EMAIL: 'Grievance@Wraps.Example',
      SHOP_GRIEVANCE_PHONE: '+91 11 4000 1299',
    });
    expect(seller).toEqual({
      legalName: 'Wraps LLP',
      gstin: '07AAACW9999P1ZX',
      address: '1 Connaught Place, New Delhi 110001',
      state: 'Delhi',
      email: 'hello@wraps.example',
      phone: '+91 11 4000 1234',
      grievance: {
        name: 'Ravi Menon',
        email: 'grievance@wraps.example',
        phone: '+91 11 4000 1299',
      },
    });
  });

  it('refuses a grievance officer without a reachable email or phone', () => {
    try {
      loadConfig({ SHOP_GRIEVANCE_EMAIL: 'grievance', SHOP_GRIEVANCE_PHONE: 'ask at the desk' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'SHOP_GRIEVANCE_EMAIL: must be an email address',
        'SHOP_GRIEVANCE_PHONE: must be a phone number such as +91 80 4718 2290',
      ]);
    }
  });

  it('refuses a SHOP_EMAIL that is no address and a SHOP_PHONE that is no phone number', () => {
    try {
      loadConfig({ SHOP_EMAIL: 'support', SHOP_PHONE: 'call us' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'SHOP_EMAIL: must be an email address',
        'SHOP_PHONE: must be a phone number such as +91 80 4718 2290',
      ]);
    }
  });

  it.each(['29AABCS1234K1Z', '29AABCS1234K1X5', 'AAABCS1234K1Z5', '29AABCS1234K0Z5'])(
    'refuses the GSTIN %s',
    (gstin) => {
      expect(() => loadConfig({ SHOP_GSTIN: gstin })).toThrow(ConfigError);
      try {
        loadConfig({ SHOP_GSTIN: gstin });
      } catch (error) {
        expect((error as ConfigError).problems[0]).toMatch(
          /^SHOP_GSTIN: must be a 15-character GSTIN/,
        );
      }
    },
  );
});
