import { type StoreConfig, TAX_RATE } from '@skins/shared';

/** The seller a test shop names: not the demo's, so a page showing a constant is caught. */
export const TEST_SELLER: StoreConfig['seller'] = {
  legalName: 'Wraps Trading LLP',
  address: '7 Park Street, Kolkata 700016',
  state: 'West Bengal',
  gstin: '19AAACW9999P1ZX',
  email: 'hello@wraps.example',
  phone: '+91 33 4000 1234',
  grievance: { name: 'Ritu Sen', email: 'grievance@wraps.example', phone: '+91 33 4000 1299' },
};

/** Not the demo's 7 days either: copy that states a constant window is caught. */
export const TEST_RETURN_WINDOW_DAYS = 12;

/** A store config as GET /api/store/config answers it; any part can be overridden. */
export function buildStoreConfig(overrides: Partial<StoreConfig> = {}): StoreConfig {
  return {
    gate: false,
    payments: { mode: 'simulated' },
    currency: 'INR',
    taxRate: TAX_RATE,
    seller: TEST_SELLER,
    returns: { windowDays: TEST_RETURN_WINDOW_DAYS },
    messages: { whatsapp: false, sms: false },
    ...overrides,
  };
}
