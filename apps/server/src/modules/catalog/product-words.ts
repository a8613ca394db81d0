import SearchableMap from 'minisearch/SearchableMap';
import { searchWords } from './search-text.ts';

/** A product as the word index holds it. */
export interface WordedProduct<T> {
  id: string;
  /** Milliseconds: among equal matches, newest first (as the listing's default order). */
  createdAt: number;
  active: boolean;
  /** The words of its name, and of its search text besides (search-text.ts). */
  nameWords: readonly string[];
  textWords: readonly string[];
  /** What a search answers with it. */
  data: T;
}

/** The products holding one word, in its name or elsewhere in its search text, newest first. */
interface Postings<T> {
  name: WordedProduct<T>[];
  text: WordedProduct<T>[];
}

interface Match<T> {
  level: number;
  products: readonly WordedProduct<T>[];
}

// How well a query word matches a product word: exactly, as its beginning (typing), or with a
// typo; a match in the name counts twice one elsewhere. A product's score for a word is its
// best match; for a query, the sum over the query's words.
const EXACT = 4;
const PREFIX = 3;
const ONE_TYPO = 2;
const TWO_TYPOS = 1;
const IN_NAME = 2;

/**
 * Typos forgiven in a query word, against a product word's beginning as well as the whole word
 * (`iphn` while typing `iphne` reaches `iphone`): none under 4 letters, one, two from 8.
 */
const typosForgiven = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

// A typo-forgiving query word has 4 letters or more, so it reaches beginnings of 3 or more.
const MIN_BEGINNING = 3;

// Words a query may carry that say nothing about the product ("skins for iphone"; every skin
// has a finish, so the popular search "Matte Finish" means matte).
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'finish',
  'for',
  'in',
  'of',
  'on',
  'the',
  'to',
  'with',
]);

const newestFirst = (a: WordedProduct<unknown>, b: WordedProduct<unknown>) =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * An inverted index of the catalog's words, in memory: the words in MiniSearch's radix tree
 * (prefix and typo lookups), each with its products newest first. Every query word must match
 * (AND). A one-word query with a limit (suggestions while typing) takes the best products
 * without scoring every match, so `ski` in 100k products costs what `skeleton` does.
 */
export class ProductWords<T> {
  readonly #words = new SearchableMap<Postings<T>>();
  /** Every beginning of 3 letters or more of every word, and the words it begins. */
  readonly #beginnings = new SearchableMap<Set<string>>();
  readonly #products = new Map<string, WordedProduct<T>>();

  ids(): IterableIterator<string> {
    return this.#products.keys();
  }

  /** Puts (adds or replaces) and removes products in one synchronous step. */
  apply(put: readonly WordedProduct<T>[], removedIds: Iterable<string>): void {
    const gone = new Set<WordedProduct<T>>();
    const touched = new Set<string>();
    const drop = (product: WordedProduct<T> | undefined) => {
      if (!product) return;
      gone.add(product);
      for (const word of [...product.nameWords, ...product.textWords]) touched.add(word);
    };
    for (const id of removedIds) {
      drop(this.#products.get(id));
      this.#products.delete(id);
    }
    for (const product of put) {
      drop(this.#products.get(product.id));
      this.#products.set(product.id, product);
      this.#post(product, product.nameWords, 'name', touched);
      this.#post(product, product.textWords, 'text', touched);
    }
    for (const word of touched) {
      const postings = this.#words.get(word);
      if (!postings) continue;
      postings.name = inOrder(postings.name, gone);
      postings.text = inOrder(postings.text, gone);
      if (postings.name.length + postings.text.length === 0) {
        this.#words.delete(word);
        this.#forEachBeginning(word, (beginning) => {
          const words = this.#beginnings.get(beginning);
          words?.delete(word);
          if (words?.size === 0) this.#beginnings.delete(beginning);
        });
      }
    }
  }

  #forEachBeginning(word: string, visit: (beginning: string) => void): void {
    for (let length = MIN_BEGINNING; length <= word.length; length++) visit(word.slice(0, length));
  }

  #post(
    product: WordedProduct<T>,
    words: readonly string[],
    field: keyof Postings<T>,
    touched: Set<string>,
  ) {
    for (const word of words) {
      let postings = this.#words.get(word);
      if (!postings) {
        postings = { name: [], text: [] };
        this.#words.set(word, postings);
        this.#forEachBeginning(word, (beginning) => {
          const words = this.#beginnings.get(beginning) ?? new Set<string>();
          this.#beginnings.set(beginning, words.add(word));
        });
      }
      postings[field].push(product);
      touched.add(word);
    }
  }

  /**
   * Products matching every word of `text`, best first, newest first among equals; the first
   * `limit` only when given. Inactive products only with `includeInactive`.
   */
  search(
    text: string,
    { limit = Number.POSITIVE_INFINITY, includeInactive = false } = {},
  ): WordedProduct<T>[] {
    const words = [...new Set(searchWords(text))].filter((word) => !STOP_WORDS.has(word));
    if (words.length === 0) return [];
    const isShown = (product: WordedProduct<T>) => includeInactive || product.active;
    const matches = words.map((word) => this.#matchesOf(word));
    if (matches.length === 1 && Number.isFinite(limit)) {
      return bestOfOne(matches[0] ?? [], limit, isShown);
    }
    const levels = matches.map(bestLevels).sort((a, b) => a.size - b.size);
    const [fewest, ...others] = levels;
    const scored: { product: WordedProduct<T>; score: number }[] = [];
    for (const [product, level] of fewest ?? []) {
      if (!isShown(product)) continue;
      let score = level;
      for (const other of others) {
        const more = other.get(product);
        if (more === undefined) {
          score = Number.NaN;
          break;
        }
        score += more;
      }
      if (!Number.isNaN(score)) scored.push({ product, score });
    }
    scored.sort((a, b) => b.score - a.score || newestFirst(a.product, b.product));
    return scored.slice(0, limit).map(({ product }) => product);
  }

  /** The product lists a query word reaches, best level first. */
  #matchesOf(word: string): Match<T>[] {
    const kinds = new Map<string, number>();
    for (const [found] of this.#words.atPrefix(word))
      kinds.set(found, found === word ? EXACT : PREFIX);
    const typos = typosForgiven(word);
    if (typos > 0) {
      for (const [, [words, distance]] of this.#beginnings.fuzzyGet(word, typos)) {
        const kind = distance === 0 ? PREFIX : distance === 1 ? ONE_TYPO : TWO_TYPOS;
        for (const found of words) kinds.set(found, Math.max(kinds.get(found) ?? 0, kind));
      }
    }
    const matches: Match<T>[] = [];
    for (const [found, kind] of kinds) {
      const postings = this.#words.get(found);
      if (!postings) continue;
      matches.push({ level: kind * IN_NAME, products: postings.name });
      matches.push({ level: kind, products: postings.text });
    }
    return matches.sort((a, b) => b.level - a.level);
  }
}

/**
 * `products` without the `gone`, newest first: sorted only when out of order (products put
 * newest first, as a full load does, keep every list in order).
 */
function inOrder<T>(
  products: WordedProduct<T>[],
  gone: ReadonlySet<WordedProduct<T>>,
): WordedProduct<T>[] {
  const kept = gone.size > 0 ? products.filter((product) => !gone.has(product)) : products;
  for (let i = 1; i < kept.length; i++) {
    if (newestFirst(kept[i - 1] as WordedProduct<T>, kept[i] as WordedProduct<T>) > 0) {
      return kept.sort(newestFirst);
    }
  }
  return kept;
}

/** Each product's best level among `matches` (sorted best first). */
function bestLevels<T>(matches: readonly Match<T>[]): Map<WordedProduct<T>, number> {
  const levels = new Map<WordedProduct<T>, number>();
  for (const { level, products } of matches) {
    for (const product of products) if (!levels.has(product)) levels.set(product, level);
  }
  return levels;
}

/**
 * The first `limit` products of a one-word query: level by level, the level's lists merged
 * newest first. A product's score is its best level, so one already taken is skipped below.
 */
function bestOfOne<T>(
  matches: readonly Match<T>[],
  limit: number,
  isShown: (product: WordedProduct<T>) => boolean,
): WordedProduct<T>[] {
  const taken = new Set<WordedProduct<T>>();
  const best: WordedProduct<T>[] = [];
  for (let start = 0; start < matches.length && best.length < limit; ) {
    let end = start;
    while (end < matches.length && matches[end]?.level === matches[start]?.level) end++;
    const heads = matches.slice(start, end).map(({ products }) => ({ products, at: 0 }));
    while (best.length < limit) {
      let newest: { products: readonly WordedProduct<T>[]; at: number } | undefined;
      for (const head of heads) {
        let product = head.products[head.at];
        while (product && (taken.has(product) || !isShown(product)))
          product = head.products[++head.at];
        if (
          product &&
          (!newest || newestFirst(product, newest.products[newest.at] as WordedProduct<T>) < 0)
        ) {
          newest = head;
        }
      }
      if (!newest) break;
      const product = newest.products[newest.at++] as WordedProduct<T>;
      taken.add(product);
      best.push(product);
    }
    start = end;
  }
  return best;
}
