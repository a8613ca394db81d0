/** The overlay's popular-search chips (spec §2), in the spec's order. */
export const POPULAR_SEARCHES = [
  'Phone Skins',
  'Laptop Wraps',
  'Matte Finish',
  'Glossy Finish',
] as const;
