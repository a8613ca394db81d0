import { CURRENCY, type Product, rupeesToPaise } from '@skins/shared';
import { absoluteUrl } from './absolute-url.ts';

export const BRAND_NAME = 'Skins';

/** Rupees as schema.org wants a price: dot decimal, exactly two places, no symbol (`549.00`). */
export function formatSchemaPrice(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * schema.org Product JSON (not yet escaped for a script tag). The offer's price is written as a
 * JSON number with two decimals (`"price":549.00`): JSON.stringify would print `549`, so the
 * offer is assembled by hand from already-serialised parts.
 */
export function productJsonLd(product: Product, canonicalUrl: string, publicUrl: string): string {
  const body = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(publicUrl, image)),
    sku: product.slug,
    productID: product._id,
    category: product.category,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    url: canonicalUrl,
  };
  const offer = [
    `"@type":"Offer"`,
    `"url":${JSON.stringify(canonicalUrl)}`,
    `"price":${formatSchemaPrice(product.price)}`,
    `"priceCurrency":${JSON.stringify(CURRENCY)}`,
    `"availability":"https://schema.org/InStock"`,
    `"itemCondition":"https://schema.org/NewCondition"`,
  ].join(',');
  return `${JSON.stringify(body).slice(0, -1)},"offers":{${offer}}}`;
}
