import { type AutocompleteItem, CATEGORIES } from '@skins/shared';

/** "iPhone · Mobile Skins": the device and group a result is for. */
export function productTypeLine(item: Pick<AutocompleteItem, 'category' | 'productType'>): string {
  const category = CATEGORIES.find((c) => c.slug === item.category);
  const type = category?.productTypes.find((t) => t.name === item.productType.name);
  return [type?.label, category?.name].filter(Boolean).join(' · ');
}
