import type { CategorySlug } from '@skins/shared';
import type { ListingTarget } from './listing-target.ts';

const CATEGORY_INTROS: Record<CategorySlug, string> = {
  'mobile-skins':
    'Slim, precision-cut skins for iPhone, Samsung, OnePlus, Xiaomi, Redmi, Vivo, Oppo, Realme, Motorola, Nothing and Google Pixel phones, with every camera cut-out matched to the millimetre.',
  'laptop-skins':
    'Lid and palm-rest wraps for MacBook, Dell and HP that add no bulk and peel off without residue.',
  'console-skins':
    'Console and controller skins for PS5, Xbox and Nintendo Switch, laminated to survive long sessions.',
  accessories: 'Skins for AirPods, Apple Watch and the small things you carry every day.',
};

export function listingHeading(target: ListingTarget): string {
  if (!target.type) return target.category.name;
  return target.type.name === 'others' ? 'Other Accessory Skins' : `${target.type.label} Skins`;
}

/** A built-in category's words (by its stable id); a category the owner added gets its name's. */
export function listingIntro(target: ListingTarget): string {
  const { _id, name } = target.category;
  return (
    (CATEGORY_INTROS as Record<string, string>)[_id] ??
    `${name}: precision-cut vinyl in matte, glossy and textured finishes, bubble-free to fit and clean to remove.`
  );
}
