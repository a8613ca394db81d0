import {
  CURRENCY,
  type Product,
  type ProductReview,
  type ReviewSummary,
  rupeesToPaise,
  shopCalendarDate,
} from '@skins/shared';
import { absoluteUrl } from './absolute-url.ts';

export const BRAND_NAME = 'Skins';

/** Rupees as schema.org wants a price: dot decimal, exactly two places, no symbol (`549.00`). */
export function formatSchemaPrice(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** What the page shows of a product's published reviews: the summary and the first few. */
export interface ShownReviews {
  summary: Pick<ReviewSummary, 'average' | 'count'>;
  reviews: readonly Pick<ProductReview, 'rating' | 'title' | 'body' | 'author' | 'createdAt'>[];
}

/** Google's review snippets: no more than the page shows (decision 056). */
export const JSON_LD_REVIEWS_MAX = 5;

/**
 * `aggregateRating` and `review` of a Product, from published reviews only and only when there
 * is one: the same average (one decimal) and count the page shows beside the title, and the
 * reviews its list shows first.
 */
function ratingJsonLd({ summary, reviews }: ShownReviews) {
  if (summary.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.slice(0, JSON_LD_REVIEWS_MAX).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
      datePublished: shopCalendarDate(new Date(review.createdAt)),
    })),
  };
}

/**
 * schema.org Product JSON (not yet escaped for a script tag). The offer's price is written as a
 * JSON number with two decimals (`"price":549.00`): JSON.stringify would print `549`, so the
 * offer is assembled by hand from already-serialised parts.
 */
export function productJsonLd(
  product: Product,
  canonicalUrl: string,
  publicUrl: string,
  shown: ShownReviews = { summary: { average: 0, count: 0 }, reviews: [] },
): string {
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
    ...ratingJsonLd(shown),
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
