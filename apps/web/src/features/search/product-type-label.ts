import { type AutocompleteItem, productTypesOfCategory, type ShopCategory } from '@skins/shared';

/**
 * "iPhone · Mobile Skins": the device and category a result is for, the category under its name
 * in the shop now (the database's, decision 067; the item names it by its current slug). A
 * category the owner added has no device types: its name alone.
 */
export function productTypeLine(
  item: Pick<AutocompleteItem, 'category' | 'productType'>,
  categories: readonly ShopCategory[],
): string {
  const category = categories.find((c) => c.slug === item.category);
  const type = category
    ? productTypesOfCategory(category).find((t) => t.name === item.productType.name)
    : undefined;
  return [type?.label, category?.name].filter(Boolean).join(' · ');
}
