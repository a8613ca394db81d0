import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { CART_STATE_SCRIPT, EARLY_TAPS_SCRIPT } from '@skins/shared';
import type { Config } from '../config.ts';

// Razorpay Checkout loads its script from checkout.razorpay.com and opens frames on
// api.razorpay.com; everything else is our own origin.
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

const sourceOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The storefront's two inline scripts, allowed by their hashes rather than by 'unsafe-inline'
 * (any other inline script stays refused): a browsing page's early taps
 * (docs/decisions/045-storefront-islands.md) and the client app's stored-cart mark.
 */
export const EARLY_TAPS_SOURCE = sourceOf(EARLY_TAPS_SCRIPT);
export const CART_STATE_SOURCE = sourceOf(CART_STATE_SCRIPT);

/**
 * A deliberate CSP: Helmet's default adds `upgrade-insecure-requests`, which breaks plain-HTTP
 * access from anything but localhost (a LAN demo, a health check through a proxy).
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", EARLY_TAPS_SOURCE, CART_STATE_SOURCE, RAZORPAY_SCRIPT],
        connectSrc: ["'self'", RAZORPAY_API, 'https://lumberjack.razorpay.com'],
        frameSrc: ["'self'", RAZORPAY_API, RAZORPAY_SCRIPT],
      },
    },
    // Razorpay's checkout frame needs to be embeddable cross-origin.
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  };
}
