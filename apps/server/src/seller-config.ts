import { z } from 'zod';

// The seller, from SHOP_* settings: GST tax invoices and credit notes name it (modules/invoices),
// and the storefront's footer, contact page and policies show it (GET /api/store/config), so the
// shop's details have one source (docs/decisions/048-owner-mails-and-shop-details.md).

/**
 * A GSTIN: two digits of the state, the holder's PAN (five letters, four digits, a letter), the
 * registration's number in the state, `Z`, and a check character.
 */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The seller when SHOP_* is not set: a made-up Karnataka business with a well-formed GSTIN. */
export const DEMO_SELLER = {
  legalName: 'Skins Retail Private Limited',
  gstin: '29AABCS1234K1Z5',
  address: 'Skins Studio, 2nd Floor, 14, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
  state: 'Karnataka',
  email: 'support@skins.in',
  phone: '+91 80 4718 2290',
  grievance: {
    name: 'Meera Raghavan',
    email: 'grievance@skins.in',
    phone: '+91 80 4718 2291',
  },
} as const;

export interface SellerConfig {
  legalName: string;
  gstin: string;
  address: string;
  /** Decides the tax split: CGST + SGST to a buyer in this state, IGST to any other. */
  state: string;
  /** Where shoppers write (the footer, the contact page, the policies). */
  email: string;
  /** The number shoppers call, as they should read it. */
  phone: string;
  /**
   * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask a shop to name
   * (SHOP_GRIEVANCE_NAME, _EMAIL, _PHONE): the contact page and the return policy show them.
   */
  grievance: { name: string; email: string; phone: string };
}

/** An email address setting, lower-cased (SHOP_EMAIL here; ADMIN_EMAIL, SHOP_ORDERS_EMAIL). */
export const emailSetting = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/, 'must be an email address')
  .transform((email) => email.toLowerCase());

/** The settings' part of the environment's schema (config.ts). */
const phoneSetting = z
  .string()
  .trim()
  .regex(/^\+?\d[\d ()-]{6,19}$/, 'must be a phone number such as +91 80 4718 2290');

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
  SHOP_EMAIL: emailSetting.default(DEMO_SELLER.email),
  SHOP_PHONE: phoneSetting.default(DEMO_SELLER.phone),
  SHOP_GRIEVANCE_NAME: z.string().trim().min(1).max(100).default(DEMO_SELLER.grievance.name),
  SHOP_GRIEVANCE_EMAIL: emailSetting.default(DEMO_SELLER.grievance.email),
  SHOP_GRIEVANCE_PHONE: phoneSetting.default(DEMO_SELLER.grievance.phone),
};
