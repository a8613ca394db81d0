import type { ArtworkPalette, ArtworkPattern } from '../../../modules/media/index.ts';

type Finish = 'matte' | 'glossy' | 'textured' | 'metallic' | 'holographic';

export interface PatternStyle {
  name: string;
  /** Finishes this look is printed in; the first is the usual one. */
  finishes: readonly Finish[];
  tags: readonly string[];
}

export const PATTERN_STYLES: Record<ArtworkPattern, PatternStyle> = {
  'carbon-fibre': {
    name: 'Carbon Fibre',
    finishes: ['textured', 'glossy'],
    tags: ['carbon-fibre'],
  },
  marble: { name: 'Marble', finishes: ['glossy', 'matte'], tags: ['marble', 'stone'] },
  camo: { name: 'Camo', finishes: ['matte'], tags: ['camo', 'military'] },
  'brushed-metal': {
    name: 'Brushed Metal',
    finishes: ['metallic'],
    tags: ['brushed-metal', 'metal'],
  },
  wood: { name: 'Wood', finishes: ['textured', 'matte'], tags: ['wood', 'natural'] },
  gradient: { name: 'Gradient', finishes: ['glossy', 'matte'], tags: ['gradient'] },
  'neon-grid': { name: 'Neon Grid', finishes: ['glossy'], tags: ['neon', 'retro', 'gaming'] },
  floral: { name: 'Floral', finishes: ['matte', 'glossy'], tags: ['floral', 'pattern'] },
  hexagon: { name: 'Hexagon', finishes: ['textured', 'matte'], tags: ['hexagon', 'geometric'] },
  geometric: { name: 'Prism', finishes: ['matte', 'glossy'], tags: ['geometric', 'low-poly'] },
  terrazzo: { name: 'Terrazzo', finishes: ['matte'], tags: ['terrazzo', 'stone'] },
  topographic: { name: 'Topographic', finishes: ['matte'], tags: ['topographic', 'lines'] },
  holographic: {
    name: 'Holographic',
    finishes: ['holographic'],
    tags: ['holographic', 'iridescent'],
  },
  leather: { name: 'Leather', finishes: ['textured'], tags: ['leather'] },
  'stealth-matte': { name: 'Stealth', finishes: ['matte'], tags: ['solid', 'minimal'] },
};

export interface PaletteStyle {
  name: string;
  colour: string;
}

export const PALETTE_STYLES: Record<ArtworkPalette, PaletteStyle> = {
  obsidian: { name: 'Obsidian', colour: 'black' },
  arctic: { name: 'Arctic', colour: 'white' },
  sunset: { name: 'Sunset', colour: 'orange' },
  forest: { name: 'Forest', colour: 'green' },
  ocean: { name: 'Ocean', colour: 'blue' },
  'rose-gold': { name: 'Rose Gold', colour: 'pink' },
  crimson: { name: 'Crimson', colour: 'red' },
  sand: { name: 'Sand', colour: 'beige' },
  'midnight-blue': { name: 'Midnight Blue', colour: 'blue' },
  lime: { name: 'Lime', colour: 'green' },
};

/**
 * Prefixes that tell designs apart once every plain pattern × colour × device has been used;
 * only large (benchmark) catalogs reach them.
 */
const COLLECTIONS = ['', 'Studio', 'Signature', 'Limited', 'Atelier', 'Reserve'] as const;

export function collectionOf(round: number): { name: string; slug: string } {
  const name = COLLECTIONS[round] ?? `Edition ${round}`;
  return { name, slug: name.toLowerCase().replaceAll(' ', '-') };
}
