import { type Category, CURRENCY, type Product, storefrontPath } from '@skins/shared';
import type { ContentPath } from './client-routes.ts';
import {
  BRAND_NAME,
  formatSchemaPrice,
  productJsonLd,
  type ShownReviews,
} from './product-json-ld.ts';

/** What the server writes into the `<head>` of one storefront page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Site path of the page's one true URL; absent for pages kept out of search indexes. */
  canonicalPath?: string;
  isIndexable: boolean;
  ogType: 'website' | 'product';
  image?: { path: string; alt: string };
  /** Open Graph `product:price:*`. */
  price?: { amount: string; currency: string };
  /** schema.org JSON, not yet escaped for a script tag. */
  jsonLd?: string;
  /** Requests the page will make first, started with the HTML (see page-preloads.ts). */
  preloads?: Preload[];
}

/** An image's `<link rel="preload">`: `href` must be the exact URL the page will request. */
export interface Preload {
  as: 'image';
  href: string;
  /** Only browsers that read this type fetch it; the others skip the hint. */
  type?: 'image/avif';
}

// Search results show ~155–160 characters of a description; longer text is cut by the engine.
const DESCRIPTION_MAX_CHARS = 160;

const SHOP_DESCRIPTION =
  'Premium vinyl skins and wraps for phones, laptops, consoles and accessories — precision-cut, bubble-free to install, shipped across India.';

const withBrand = (title: string) => `${title} | ${BRAND_NAME}`;

/** Whitespace collapsed, cut at a word boundary with an ellipsis when too long. */
export function summarize(text: string, maxChars = DESCRIPTION_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

export function homeMeta(image?: PageMeta['image']): PageMeta {
  return {
    title: `${BRAND_NAME} — premium skins and wraps`,
    description: SHOP_DESCRIPTION,
    canonicalPath: '/',
    isIndexable: true,
    ogType: 'website',
    ...(image ? { image } : {}),
  };
}

/** What a page's words take from the server's settings. */
export interface ShopSettings {
  /** RETURN_WINDOW_DAYS: the return policy's days, as the page itself states them. */
  returnWindowDays: number;
}

interface ContentPage {
  title: string;
  description: string | ((settings: ShopSettings) => string);
}

const CONTENT_PAGES = {
  // The client redirects /category to the first category; point crawlers at it too.
  '/category': { title: 'Shop all skins', description: SHOP_DESCRIPTION },
  '/about': {
    title: 'About us',
    description:
      'Skins has made premium vinyl skins for phones, laptops and consoles since 2020: precision-cut designs, bubble-free install and clean removal.',
  },
  '/blog': {
    title: 'Blog',
    description:
      'Guides to installing skins without bubbles, caring for textured finishes and choosing the right design for your device.',
  },
  '/contact': {
    title: 'Contact us',
    description:
      'Questions about an order, a device fit or a return? Reach the Skins support team by email, phone or WhatsApp.',
  },
  '/faq': {
    title: 'Frequently asked questions',
    description:
      'How to install a skin without bubbles, remove it without residue, check device compatibility, and how shipping and returns work.',
  },
  '/policies/privacy': {
    title: 'Privacy policy',
    description:
      'What Skins stores about you, why, and for how long: your cart stays in your browser unless you ask for a reminder; orders and newsletter sign-ups are kept on our servers.',
  },
  '/policies/returns': {
    title: 'Return policy',
    description: ({ returnWindowDays }) =>
      `Unused skins can be returned within ${returnWindowDays} days of delivery. How to start a return, and how refunds reach your original payment method.`,
  },
  '/policies/shipping': {
    title: 'Shipping policy',
    description:
      'Free shipping on every order across India: dispatch times, delivery estimates and how to follow your order.',
  },
  '/policies/terms': {
    title: 'Terms of service',
    description: 'The terms that apply when you shop at Skins.',
  },
  '/size-guide': {
    title: 'Size guide',
    description:
      'Find the skin cut for your exact phone, laptop or console model before you order.',
  },
} satisfies Record<ContentPath, ContentPage>;

export function contentMeta(
  path: ContentPath,
  settings: ShopSettings,
  image?: PageMeta['image'],
): PageMeta {
  const page: ContentPage = CONTENT_PAGES[path];
  return {
    title: withBrand(page.title),
    description:
      typeof page.description === 'string' ? page.description : page.description(settings),
    // `/category` only redirects: resolvePage names the category it goes to (decision 067).
    canonicalPath: path,
    isIndexable: true,
    ogType: 'website',
    ...(image ? { image } : {}),
  };
}

export function blogArticleMeta(slug: string): PageMeta {
  return {
    title: withBrand('Blog'),
    description: CONTENT_PAGES['/blog'].description,
    canonicalPath: storefrontPath('blogPost', { slug }),
    isIndexable: true,
    ogType: 'website',
  };
}

type ProductTypeEntry = Category['productTypes'][number];

/** A listing URL's category and, on type pages, its product type. */
export interface Listing {
  category: Category;
  type?: ProductTypeEntry;
}

/**
 * The category (and type) named by a URL among the shop's categories (the database's, decision
 * 067), or null when the shop has no such listing.
 */
export function findListing(
  categories: readonly Category[],
  categorySlug: string,
  typeName?: string,
): Listing | null {
  const category = categories.find((c) => c.slug === categorySlug);
  if (!category) return null;
  if (typeName === undefined) return { category };
  const type = category.productTypes.find((t) => t.name === typeName);
  return type ? { category, type } : null;
}

export function categoryMeta({ category, type }: Listing, image?: PageMeta['image']): PageMeta {
  const devices = category.productTypes.map((t) => t.label);
  const subject = type
    ? type.name === 'others'
      ? 'more accessories'
      : type.label
    : devices.length > 1
      ? `${devices.slice(0, -1).join(', ')} and ${devices.at(-1)}`
      : devices[0];
  // A category the owner added has no device types: its name says what it is.
  const forWhat = subject === undefined ? '' : ` for ${subject}`;
  return {
    title: withBrand(type ? `${type.label} — ${category.name}` : category.name),
    description: `Premium ${category.name.toLowerCase()}${forWhat}: precision-cut vinyl in matte, glossy and textured finishes. Bubble-free install, clean removal, shipped across India.`,
    canonicalPath: storefrontPath(
      'category',
      type ? { category: category.slug, type: type.name } : { category: category.slug },
    ),
    isIndexable: true,
    ogType: 'website',
    ...(image ? { image } : {}),
  };
}

export function productMeta(product: Product, publicUrl: string, shown?: ShownReviews): PageMeta {
  const canonicalPath = storefrontPath('product', { idOrSlug: product.slug });
  const firstImage = product.images[0] ?? product.thumbnail;
  return {
    title: withBrand(product.name),
    description: summarize(product.description) || SHOP_DESCRIPTION,
    canonicalPath,
    isIndexable: true,
    ogType: 'product',
    image: { path: firstImage, alt: product.name },
    price: { amount: formatSchemaPrice(product.price), currency: CURRENCY },
    jsonLd: productJsonLd(product, `${publicUrl}${canonicalPath}`, publicUrl, shown),
  };
}

export function notFoundMeta(): PageMeta {
  return {
    title: withBrand('Page not found'),
    description: SHOP_DESCRIPTION,
    isIndexable: false,
    ogType: 'website',
  };
}

export function privatePageMeta(): PageMeta {
  const { title, description } = homeMeta();
  return { title, description, isIndexable: false, ogType: 'website' };
}
