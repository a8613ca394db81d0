import { CATEGORY_SLUGS, SORTS } from '@skins/shared';

/** A small seeded generator (mulberry32): the same run draws the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/**
 * A listing as a browsing shopper asks for it: any sort, a page from 1 to 40, a category 30%
 * and a tag 20% of the time, so nearly every request is a different one (past the response
 * cache, as real browsing is).
 */
export function randomListingPath(tags: readonly string[], random = Math.random): string {
  const query = new URLSearchParams({
    page: `${1 + Math.floor(random() * 40)}`,
    limit: '12',
    sort: pick(SORTS, random),
  });
  if (random() < 0.3) query.set('categories', pick(CATEGORY_SLUGS, random));
  if (tags.length > 0 && random() < 0.2) query.set('tags', pick(tags, random));
  return `/api/products?${query}`;
}

/**
 * What search-as-you-type sends for the words of these product names: each word of 4 letters or
 * more with one letter dropped (a typo), cut after 3 letters or more (keystrokes still coming).
 * Every distinct query once, in a seeded random order.
 */
export function typedQueries(names: readonly string[], random: () => number): string[] {
  const words = new Set(names.flatMap((name) => name.toLowerCase().match(/[a-z]{4,}/g) ?? []));
  const queries = new Set<string>();
  for (const word of words) {
    for (let dropped = 0; dropped < word.length; dropped++) {
      const typo = word.slice(0, dropped) + word.slice(dropped + 1);
      for (let cut = 3; cut <= typo.length; cut++) queries.add(typo.slice(0, cut));
    }
  }
  const shuffled = [...queries];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  return shuffled;
}
