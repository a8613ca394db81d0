import type { Product } from '@skins/shared';
import type { Locator, Page } from 'playwright-core';
import { pricesByName, productImagePaths } from './catalog.ts';

/** A rupee price as the storefront prints it: `Rs. 549.00`, `Rs. 1,299.00`. */
export const pricePattern = /Rs\.\s*\d[\d,]*\.\d{2}/;

export interface ShownCard {
  name: string;
  /** Text of the nearest element around the name that also shows a price: the card. */
  cardText: string;
  /** Rupee prices the catalog has for this name. */
  catalogPrices: number[];
}

/**
 * Product cards a shopper can see: a catalog product's name shown as text, and the nearest
 * element around it that shows a rupee price.
 */
export async function findProductCards(
  page: Page,
  catalog: Product[],
  maxCards = 8,
): Promise<ShownCard[]> {
  const prices = pricesByName(catalog);
  const bodyText = (await page.locator('body').innerText()).toLowerCase();
  const candidates = [...new Set(catalog.map((product) => product.name))].filter((name) =>
    bodyText.includes(name.toLowerCase()),
  );

  const cards: ShownCard[] = [];
  for (const name of candidates) {
    if (cards.length >= maxCards) break;
    const label = page.getByText(name, { exact: true }).filter({ visible: true }).first();
    if ((await label.count()) === 0) continue;
    const cardText = await label.evaluate((element, source) => {
      const price = new RegExp(source);
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (price.test(node.innerText)) return node.innerText;
      }
      return '';
    }, pricePattern.source);
    cards.push({ name, cardText, catalogPrices: prices.get(name.toLowerCase()) ?? [] });
  }
  return cards;
}

/** True when the card prints one of the catalog prices for its product, as `Rs. 549.00`. */
export function showsCatalogPrice(card: ShownCard): boolean {
  const text = card.cardText.replaceAll(',', '').replace(/\s+/g, ' ');
  return card.catalogPrices.some((rupees) => text.includes(`Rs. ${rupees.toFixed(2)}`));
}

/** `<img>` elements showing a catalog product: by image URL, or by the product name as alt. */
export async function findProductImages(page: Page, catalog: Product[]): Promise<Locator[]> {
  const paths = productImagePaths(catalog);
  const names = new Set(catalog.map((product) => product.name.toLowerCase()));
  const images: Locator[] = [];
  for (const image of await page.locator('img').all()) {
    const { src, alt } = await image.evaluate((element: HTMLImageElement) => ({
      src: element.currentSrc || element.src,
      alt: element.alt,
    }));
    const path = src ? new URL(src).pathname : '';
    if (paths.has(path) || names.has(alt.trim().toLowerCase())) images.push(image);
  }
  return images;
}

/** Scrolls the image into view (lazy images load only then) and returns its decoded width. */
export async function loadedWidth(image: Locator, timeoutMs = 15_000): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate(async (element: HTMLImageElement, waitMs) => {
    if (!element.complete) {
      await new Promise<void>((resolve) => {
        element.addEventListener('load', () => resolve(), { once: true });
        element.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, waitMs);
      });
    }
    return element.naturalWidth;
  }, timeoutMs);
}
