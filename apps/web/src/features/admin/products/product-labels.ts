import { CATEGORIES, type ProductTypeName } from '@skins/shared';

/** `Mobile Skins`: the owner's name for the category (decision 067); its slug until it is known. */
export function categoryNameOf(
  slug: string,
  categories: readonly { slug: string; name: string }[],
): string {
  return categories.find((c) => c.slug === slug)?.name ?? slug;
}

/** `iPhone`, `Apple Watch`: the label the storefront shows for a type. */
export function productTypeLabelOf(name: ProductTypeName): string {
  for (const category of CATEGORIES) {
    const type = category.productTypes.find((t) => t.name === name);
    if (type) return type.label;
  }
  return name;
}
