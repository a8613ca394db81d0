import type { Compatibility, Product, ProductTypeName } from '@skins/shared';

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
  /** The category's slug now (decision 067). */
  category: string;
  productType: ProductTypeName | '';
  tags: string[];
  compatibility: Compatibility[];
  images: string[];
  active: boolean;
  /** Units on hand as typed; empty: made to order (decision 065). */
  stock: string;
  /** The stock as loaded: `stock` is sent only when the admin changed it, so a sale made while
   *  the form was open is not undone by saving something else. */
  loadedStock: string;
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
  stock: '',
  loadedStock: '',
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
    stock: stockText(product.stock),
    loadedStock: stockText(product.stock),
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
    ...(values.stock.trim() === values.loadedStock ? {} : { stock: unitsOf(values.stock) }),
  };
}

const stockText = (stock: number | null | undefined) =>
  stock === null || stock === undefined ? '' : String(stock);

// Empty is made to order (null); text that is no number stays text, so the schema says why.
function unitsOf(text: string): number | string | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return null;
  const units = Number(trimmed);
  return Number.isFinite(units) ? units : trimmed;
}

// "1,299.50" as typed by someone used to Indian grouping is 1299.5; text that is no number stays
// text, so the schema says "Enter a price in rupees" instead of a silent NaN.
function rupeesOf(text: string): number | string | undefined {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return undefined;
  const amount = Number(trimmed);
  return Number.isFinite(amount) ? amount : trimmed;
}
