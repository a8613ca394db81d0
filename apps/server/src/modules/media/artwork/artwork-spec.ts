/**
 * The closed vocabularies of an artwork URL; anything outside them is refused. Devices are first
 * the product types (each type's usual device), then devices sold under a type that look nothing
 * like it: a controller is not its console, a GoPro is not a tablet.
 */
export const ARTWORK_DEVICES = [
  'iphone',
  'samsung',
  'oneplus',
  'xiaomi',
  'redmi',
  'vivo',
  'oppo',
  'realme',
  'motorola',
  'nothing',
  'pixel',
  'macbook',
  'dell',
  'hp',
  'ps5',
  'xbox',
  'nintendo',
  'airpods',
  'apple-watch',
  'others',
  'dualsense',
  'xbox-series-s',
  'xbox-controller',
  'joy-con',
  'switch-pro-controller',
  'switch-lite',
  'handheld-pc',
  'gopro',
  'e-reader',
  'airpods-max',
  'galaxy-flip',
  'galaxy-fold',
  'apple-watch-ultra',
  'xiaomi-ultra',
  'vivo-v-series',
  'oppo-find-x',
] as const;

export const ARTWORK_PATTERNS = [
  'carbon-fibre',
  'marble',
  'camo',
  'brushed-metal',
  'wood',
  'gradient',
  'neon-grid',
  'floral',
  'hexagon',
  'geometric',
  'terrazzo',
  'topographic',
  'holographic',
  'leather',
  'stealth-matte',
] as const;

export const ARTWORK_PALETTES = [
  'obsidian',
  'arctic',
  'sunset',
  'forest',
  'ocean',
  'rose-gold',
  'crimson',
  'sand',
  'midnight-blue',
  'lime',
] as const;

export const ARTWORK_VIEWS = ['front', 'detail', 'angle', 'thumb'] as const;

export type ArtworkDevice = (typeof ARTWORK_DEVICES)[number];
export type ArtworkPattern = (typeof ARTWORK_PATTERNS)[number];
export type ArtworkPalette = (typeof ARTWORK_PALETTES)[number];
export type ArtworkView = (typeof ARTWORK_VIEWS)[number];

export interface ArtworkSpec {
  device: ArtworkDevice;
  pattern: ArtworkPattern;
  palette: ArtworkPalette;
  view: ArtworkView;
}

/** Side of the square viewBox per view: main images are 800, thumbnails 320. */
export function canvasSizeOf(view: ArtworkView): number {
  return view === 'thumb' ? 320 : 800;
}
