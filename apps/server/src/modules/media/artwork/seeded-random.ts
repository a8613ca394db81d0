/** A small deterministic generator: the same seed text always draws the same sequence. */
export interface SeededRandom {
  next(): number;
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

function hashText(text: string): number {
  // FNV-1a: cheap and well spread for short keys.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createSeededRandom(seed: string | number): SeededRandom {
  let state = typeof seed === 'number' ? seed >>> 0 : hashText(seed);
  // mulberry32
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('Cannot pick from an empty list');
      return item;
    },
  };
}
