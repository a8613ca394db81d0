import { CATEGORIES, type CategorySlug, type ProductTypeName } from '@skins/shared';

/** `Mobile Skins`; the slug itself when the catalog does not know it. */
export function categoryNameOf(slug: CategorySlug): string {
  return CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
}

/** `iPhone`, `Apple Watch`: the label the storefront shows for a type. */
export function productTypeLabelOf(name: ProductTypeName): string {
  for (const category of CATEGORIES) {
    const type = category.productTypes.find((t) => t.name === name);
    if (type) return type.label;
  }
  return name;
}
