import {
  CATEGORIES,
  type CategorySlug,
  type Compatibility,
  type ProductTypeName,
} from '@skins/shared';
import {
  ARTWORK_PALETTES,
  ARTWORK_PATTERNS,
  type ArtworkPalette,
  type ArtworkPattern,
  type ArtworkView,
  artworkUrl,
  createSeededRandom,
  type SeededRandom,
} from '../../../modules/media/index.ts';
import { describeProduct } from './copy.ts';
import { collectionOf, PALETTE_STYLES, PATTERN_STYLES } from './designs.ts';
import { DEVICE_FAMILIES, type DeviceFamily } from './device-families.ts';
import { productName } from './names.ts';

export interface ProductSeed {
  slug: string;
  name: string;
  description: string;
  priceInPaise: number;
  compareAtPriceInPaise: number | null;
  images: string[];
  thumbnail: string;
  category: CategorySlug;
  productType: ProductTypeName;
  tags: string[];
  compatibility: Compatibility[];
  createdAt: Date;
}

export interface DemoCatalogOptions {
  size?: number;
  seed?: number;
  now?: Date;
}

// Twelve products for each of the twenty product types: a page of skins for every brand.
const DEFAULT_CATALOG_SIZE = 240;
const DEFAULT_SEED = 20_240_901;
const SPREAD_MS = 120 * 24 * 60 * 60 * 1000;
const NEW_SHARE = 0.15;
const BESTSELLER_SHARE = 0.15;
const COMPARE_AT_SHARE = 0.3;

/** Shop prices in rupees per category: whole rupees ending in 49 or 99. */
const PRICE_RANGES: Record<CategorySlug, readonly [number, number]> = {
  'mobile-skins': [399, 799],
  'laptop-skins': [799, 1799],
  'console-skins': [899, 1999],
  accessories: [299, 999],
};

function pricePoints([min, max]: readonly [number, number]): number[] {
  const points: number[] = [];
  for (let rupees = min; rupees <= max; rupees++) {
    if (rupees % 100 === 49 || rupees % 100 === 99) points.push(rupees);
  }
  return points;
}

interface Design {
  pattern: ArtworkPattern;
  palette: ArtworkPalette;
  family: DeviceFamily;
  round: number;
}

function shuffle<T>(items: T[], random: SeededRandom): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** `count` distinct designs for one product type: every pattern × colour × device once, then again under a collection name. */
function designsFor(type: ProductTypeName, count: number, random: SeededRandom): Design[] {
  const families = DEVICE_FAMILIES[type];
  const base: Omit<Design, 'round'>[] = [];
  for (const pattern of ARTWORK_PATTERNS) {
    for (const palette of ARTWORK_PALETTES) {
      for (const family of families) base.push({ pattern, palette, family });
    }
  }
  shuffle(base, random);
  return Array.from({ length: count }, (_, i) => {
    const design = base[i % base.length] as Omit<Design, 'round'>;
    return { ...design, round: Math.floor(i / base.length) };
  });
}

function typeCounts(
  size: number,
): { type: ProductTypeName; category: CategorySlug; count: number }[] {
  const types = CATEGORIES.flatMap((c) =>
    c.productTypes.map((t) => ({ type: t.name, category: c.slug })),
  );
  return types.map((t, i) => ({
    ...t,
    count: Math.floor(size / types.length) + (i < size % types.length ? 1 : 0),
  }));
}

function imagesOf(
  type: ProductTypeName,
  design: Design,
  random: SeededRandom,
): { images: string[]; thumbnail: string } {
  const url = (view: ArtworkView) =>
    artworkUrl({
      device: design.family.art ?? type,
      pattern: design.pattern,
      palette: design.palette,
      view,
    });
  const roll = random.next();
  const views: ArtworkView[] =
    roll < 0.6
      ? ['front', 'angle', 'detail']
      : roll < 0.8
        ? ['front', 'detail']
        : ['front', 'angle'];
  return { images: views.map(url), thumbnail: url('thumb') };
}

function compareAtOf(priceInRupees: number, random: SeededRandom): number | null {
  if (random.next() >= COMPARE_AT_SHARE) return null;
  // Steps of ₹50 keep the "…49 / …99" ending of shop prices.
  return (priceInRupees + 50 * (2 + Math.floor(random.next() * 9))) * 100;
}

function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A realistic, deterministic demo catalog: the same options always give the same products.
 * Products are spread evenly over the product types; dates fall in the 120 days before
 * `now`, each product at its own instant.
 */
export function generateDemoCatalog(options: DemoCatalogOptions = {}): ProductSeed[] {
  const size = Math.max(0, Math.floor(options.size ?? DEFAULT_CATALOG_SIZE));
  const random = createSeededRandom(options.seed ?? DEFAULT_SEED);
  const now = (options.now ?? new Date()).getTime();
  const planned = typeCounts(size).flatMap(({ type, category, count }) =>
    designsFor(type, count, random).map((design) => ({ type, category, design })),
  );
  // Rank 0 is the newest product; ranks are shuffled so types and designs mix over time.
  const ranks = shuffle(
    Array.from({ length: planned.length }, (_, i) => i),
    random,
  );
  const step = SPREAD_MS / Math.max(1, planned.length);
  const newCount = Math.round(planned.length * NEW_SHARE);

  return planned.map(({ type, category, design }, index) => {
    const rank = ranks[index] ?? index;
    const pattern = PATTERN_STYLES[design.pattern];
    const palette = PALETTE_STYLES[design.palette];
    const collection = collectionOf(design.round);
    const finish = random.pick(pattern.finishes);
    const priceInRupees = random.pick(pricePoints(PRICE_RANGES[category]));
    const designName = [collection.name, pattern.name, palette.name].filter(Boolean).join(' ');
    const isNew = rank < newCount;
    const isBestseller = !isNew && random.next() < BESTSELLER_SHARE / (1 - NEW_SHARE);
    const tags = [
      finish,
      ...pattern.tags,
      palette.colour,
      ...(isNew ? ['new'] : []),
      ...(isBestseller ? ['bestseller'] : []),
    ];
    return {
      slug: kebab(`${collection.slug} ${design.pattern} ${design.palette} ${design.family.slug}`),
      name: productName(designName, design.family),
      description: describeProduct(
        design.pattern,
        { colour: palette.name.toLowerCase(), device: design.family.name, finish },
        random,
      ),
      priceInPaise: priceInRupees * 100,
      compareAtPriceInPaise: compareAtOf(priceInRupees, random),
      ...imagesOf(type, design, random),
      category,
      productType: type,
      tags: [...new Set(tags)],
      compatibility: design.family.compatibility.map((c) => ({
        brand: c.brand,
        models: [...c.models],
      })),
      createdAt: new Date(Math.round(now - (rank + 0.5 + random.between(-0.3, 0.3)) * step)),
    };
  });
}
