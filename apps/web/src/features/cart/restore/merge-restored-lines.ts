import {
  type CartItem,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  type RestoredCartLine,
} from '@skins/shared';

/**
 * The cart with a reminder's lines put back (issue [16]). What the shopper has added since stays;
 * a line already there (same product, brand and model) takes the reminder's quantity and today's
 * price rather than adding up, so following the link twice does not double the cart.
 */
export function mergeRestoredLines(
  items: readonly CartItem[],
  lines: readonly RestoredCartLine[],
): CartItem[] {
  const merged = [...items];
  for (const line of lines) {
    const restored = cartItemOf(line);
    const at = merged.findIndex(
      (item) =>
        item._id === restored._id &&
        item.selectedBrand === restored.selectedBrand &&
        item.selectedModel === restored.selectedModel,
    );
    const existing = merged[at];
    if (existing) merged[at] = { ...restored, description: existing.description };
    else merged.push(restored);
  }
  return merged;
}

function cartItemOf(line: RestoredCartLine): CartItem {
  return {
    _id: line.productId,
    slug: line.slug,
    name: line.name,
    // The reminder carries no description; the cart page does not show one.
    description: '',
    images: line.image ? [line.image] : [],
    price: line.price,
    ...(line.gstRate === undefined ? {} : { gstRate: line.gstRate }),
    // The stored cart refuses a quantity outside these (cart-storage.ts): never store one.
    quantity: Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, line.quantity)),
    selectedBrand: line.selectedBrand,
    selectedModel: line.selectedModel,
  };
}
