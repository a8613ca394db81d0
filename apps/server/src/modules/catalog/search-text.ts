import { CATEGORIES } from '@skins/shared';

// Search text on both sides (stored documents and shoppers' queries) goes through the same
// normalisation, so spelling variants meet: a shopper typing "carbon fiber" finds "Carbon Fibre".

const SPELLING_VARIANTS: Record<string, string> = {
  fiber: 'fibre',
  fibers: 'fibres',
  color: 'colour',
  colors: 'colours',
  gray: 'grey',
  aluminum: 'aluminium',
  center: 'centre',
  camouflage: 'camo',
  // Shoppers say "wrap" and "skin" for the same thing (the popular chip 'Laptop Wraps').
  wrap: 'skin',
  wraps: 'skins',
};

/**
 * Words shoppers use for a category that its name lacks: "phone" does not prefix-match
 * "iPhone" or "Galaxy", yet 'Phone Skins' is one of the search overlay's popular chips.
 */
const CATEGORY_KEYWORDS: Record<string, string> = {
  'mobile-skins': 'phone smartphone mobile',
  'laptop-skins': 'laptop notebook',
  'console-skins': 'console gaming controller',
  accessories: 'accessory',
};

/** Lower-case words of letters and digits, spelling variants unified. */
export function searchWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z0-9]+/g) ?? [];
  return words.map((word) => SPELLING_VARIANTS[word] ?? word);
}

const SEARCH_TEXT_MAX_LENGTH = 400;

export interface SearchableProduct {
  name: string;
  /** The category's stable id (a built-in one's original slug: decision 067). */
  category: string;
  /** The category's name as the owner has it now; without it, the built-in name or the id. */
  categoryName?: string;
  productType: string;
  tags: readonly string[];
  compatibility: readonly { brand: string; models: readonly string[] }[];
}

/**
 * The words search finds a product by (search-index.ts): name, category, type label, tags,
 * brands and models, each word once. The long description is not searched.
 */
export function productSearchText(product: SearchableProduct): string {
  const category = CATEGORIES.find((c) => c.slug === product.category);
  const typeLabel = category?.productTypes.find((t) => t.name === product.productType)?.label;
  const parts = [
    product.name,
    product.categoryName ?? category?.name ?? product.category,
    CATEGORY_KEYWORDS[product.category] ?? '',
    typeLabel ?? product.productType,
    ...product.tags,
    ...product.compatibility.flatMap((c) => [c.brand, ...c.models]),
  ];
  const text = [...new Set(searchWords(parts.join(' ')))].join(' ');
  if (text.length <= SEARCH_TEXT_MAX_LENGTH) return text;
  // Cut at a word boundary: a product with a hundred models still has a short text.
  const cut = text.slice(0, SEARCH_TEXT_MAX_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf(' '));
}
