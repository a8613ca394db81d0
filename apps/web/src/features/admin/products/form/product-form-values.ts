import type { CategorySlug, Compatibility, Product, ProductTypeName } from '@skins/shared';
import { CATEGORIES } from '@skins/shared';

/**
 * The form as the admin edits it: prices are the text typed (rupees), an empty select is `''`.
 * `toWriteBody` turns it into what ProductWriteSchema judges, so its messages are the form's.
 */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  price: string;
  compareAtPrice: string;
  category: CategorySlug | '';
  productType: ProductTypeName | '';
  tags: string[];
  compatibility: Compatibility[];
  images: string[];
  active: boolean;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  price: '',
  compareAtPrice: '',
  category: '',
  productType: '',
  tags: [],
  compatibility: [],
  images: [],
  active: true,
};

export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: String(product.price),
    compareAtPrice: product.compareAtPrice === null ? '' : String(product.compareAtPrice),
    category: product.category,
    productType: product.productType.name,
    tags: product.tags,
    compatibility: product.compatibility,
    images: product.images,
    active: product.active,
  };
}

/**
 * The request body before validation. A blank price stays absent (the schema's "Enter a price in
 * rupees"); a blank compare-at price is `null`, no offer; an empty select is absent.
 */
export function toWriteBody(values: ProductFormValues): Record<string, unknown> {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    price: rupeesOf(values.price),
    compareAtPrice: values.compareAtPrice.trim() === '' ? null : rupeesOf(values.compareAtPrice),
    images: values.images,
    category: values.category || undefined,
    productType: values.productType || undefined,
    tags: values.tags,
    compatibility: values.compatibility,
    active: values.active,
  };
}

// "1,299.50" as typed by someone used to Indian grouping is 1299.5; text that is no number stays
// text, so the schema says "Enter a price in rupees" instead of a silent NaN.
function rupeesOf(text: string): number | string | undefined {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return undefined;
  const amount = Number(trimmed);
  return Number.isFinite(amount) ? amount : trimmed;
}

export function productTypesOf(category: CategorySlug | '') {
  return CATEGORIES.find((c) => c.slug === category)?.productTypes ?? [];
}
