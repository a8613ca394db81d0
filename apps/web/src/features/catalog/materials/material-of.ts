import type { Product } from '@skins/shared';

/**
 * The materials a skin can look like. Each id has a pattern class `material-{id}` in
 * styles.css (the "Materials" block at the end); keep the two lists in step.
 */
export const MATERIAL_IDS = [
  'carbon',
  'marble',
  'stone',
  'wood',
  'camo',
  'leather',
  'metal',
  'holographic',
  'gloss',
  'matte',
  'textured',
  'vinyl',
] as const;
export type MaterialId = (typeof MATERIAL_IDS)[number];

export interface Material {
  id: MaterialId;
  /** What the card prints: "Carbon", "Marble". */
  label: string;
}

const LABELS: Record<MaterialId, string> = {
  carbon: 'Carbon',
  marble: 'Marble',
  stone: 'Stone',
  wood: 'Wood',
  camo: 'Camo',
  leather: 'Leather',
  metal: 'Metal',
  holographic: 'Holographic',
  gloss: 'Gloss',
  matte: 'Matte',
  textured: 'Textured',
  vinyl: 'Vinyl',
};

// Words that name a material, in the order they win: "Carbon Fibre Marble" is sold as carbon.
// Colour words that sound like metals ("Rose Gold", "Silver") are palettes, not materials.
const MATERIAL_WORDS: ReadonlyArray<readonly [MaterialId, readonly string[]]> = [
  ['carbon', ['carbon', 'kevlar']],
  ['marble', ['marble']],
  ['stone', ['terrazzo', 'granite', 'stone', 'concrete', 'slate']],
  ['wood', ['wood', 'wooden', 'walnut', 'oak', 'teak', 'bamboo', 'maple', 'rosewood']],
  ['camo', ['camo', 'camouflage', 'military']],
  ['leather', ['leather', 'suede']],
  ['metal', ['metal', 'brushed', 'aluminium', 'aluminum', 'titanium', 'steel', 'chrome']],
  ['holographic', ['holographic', 'holo', 'iridescent', 'chameleon']],
];

// Finish tags (FINISH_TAGS in @skins/shared) when neither name nor tags say the material.
const FINISH_MATERIALS: ReadonlyArray<readonly [string, MaterialId]> = [
  ['holographic', 'holographic'],
  ['metallic', 'metal'],
  ['textured', 'textured'],
  ['glossy', 'gloss'],
  ['matte', 'matte'],
];

export type MaterialSource = Pick<Product, 'name' | 'tags'>;

/** Lower-case words; a tag like "carbon-fibre" or "brushed_metal" splits into its words. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function materialNamedIn(words: ReadonlySet<string>): MaterialId | null {
  for (const [id, names] of MATERIAL_WORDS) {
    if (names.some((name) => words.has(name))) return id;
  }
  return null;
}

// "Marble Obsidian — MacBook Air 13" Skin": the design is before the dash; the device after it
// may carry words of its own ("iPhone 15 Pro Titanium") that are not the skin's material.
function designPartOf(name: string): string {
  const dash = name.search(/\s[—–-]\s/);
  return dash === -1 ? name : name.slice(0, dash);
}

/**
 * The material a product looks like, from its data alone: the design's name first (what the
 * shopper reads), then its tags, then its finish tag; plain vinyl when nothing says.
 * Pure, so the server and the browser draw the same card.
 */
export function materialOf(product: MaterialSource): Material {
  const tagWords = product.tags.flatMap(wordsOf);
  const id =
    materialNamedIn(new Set(wordsOf(designPartOf(product.name)))) ??
    materialNamedIn(new Set(tagWords)) ??
    FINISH_MATERIALS.find(([tag]) => product.tags.some((t) => t.toLowerCase() === tag))?.[1] ??
    'vinyl';
  return { id, label: LABELS[id] };
}
