import { z } from 'zod';

// The seller that GST tax invoices and credit notes name (modules/invoices), from SHOP_* settings.

/**
 * A GSTIN: two digits of the state, the holder's PAN (five letters, four digits, a letter), the
 * registration's number in the state, `Z`, and a check character.
 */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The seller when SHOP_* is not set: a made-up Karnataka business with a well-formed GSTIN. */
export const DEMO_SELLER = {
  legalName: 'Skins Retail Private Limited',
  gstin: '29AABCS1234K1Z5',
  address: '42, 3rd Cross, Indiranagar, Bengaluru 560038',
  state: 'Karnataka',
} as const;

export interface SellerConfig {
  legalName: string;
  gstin: string;
  address: string;
  /** Decides the tax split: CGST + SGST to a buyer in this state, IGST to any other. */
  state: string;
}

/** The settings' part of the environment's schema (config.ts). */
export const SELLER_ENV = {
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(200).default(DEMO_SELLER.legalName),
  SHOP_GSTIN: z
    .string()
    .trim()
    .transform((gstin) => gstin.toUpperCase())
    .pipe(z.string().regex(GSTIN_PATTERN, 'must be a 15-character GSTIN such as 29ABCDE1234F1Z5'))
    .default(DEMO_SELLER.gstin),
  SHOP_ADDRESS: z.string().trim().min(1).max(500).default(DEMO_SELLER.address),
  SHOP_STATE: z.string().trim().min(1).max(100).default(DEMO_SELLER.state),
};
