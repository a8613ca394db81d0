import { describe, expect, it } from 'vitest';
import { ProductWords, type WordedProduct } from './product-words.ts';
import { searchWords } from './search-text.ts';

// The in-memory word index on its own: what matches, in which order, and how it changes.

let clock = 0;

/** A product named `name` whose other search words are `text`, each one newer than the last. */
function product(id: string, name: string, text = '', active = true): WordedProduct<string> {
  clock += 1;
  return {
    id,
    createdAt: clock,
    active,
    nameWords: searchWords(name),
    textWords: searchWords(text),
    data: name,
  };
}

function indexOf(...products: WordedProduct<string>[]): ProductWords<string> {
  const words = new ProductWords<string>();
  words.apply(products, []);
  return words;
}

const names = (found: WordedProduct<string>[]) => found.map((p) => p.data);

describe('which products a query finds', () => {
  const words = indexOf(
    product('1', 'Marble Rose iPhone 15 Skin', 'mobile skins phone apple glossy'),
    product('2', 'Carbon Fibre MacBook Air Skin', 'laptop skins apple matte'),
    product('3', 'Stealth PlayStation 5 Console Skin', 'console skins sony matte'),
  );

  it.each([
    ['iphne', 'a typo in a whole word'],
    ['iphn', 'a typo before the last letter typed (typing "iphne")'],
    ['ipho', 'the beginning of a word'],
    ['IPHONE!', 'capitals and symbols'],
  ])('finds iPhone for %s: %s', (query) => {
    expect(names(words.search(query))).toEqual(['Marble Rose iPhone 15 Skin']);
  });

  it('needs every word of the query, in the name or the rest of the search text', () => {
    expect(names(words.search('apple matte'))).toEqual(['Carbon Fibre MacBook Air Skin']);
    expect(names(words.search('apple sony'))).toEqual([]);
  });

  it('ignores words that say nothing about the product, and unifies spellings', () => {
    expect(names(words.search('the skin for a macbook'))).toEqual([
      'Carbon Fibre MacBook Air Skin',
    ]);
    expect(names(words.search('carbon fiber'))).toEqual(['Carbon Fibre MacBook Air Skin']);
    expect(names(words.search('Matte Finish')).sort()).toEqual([
      'Carbon Fibre MacBook Air Skin',
      'Stealth PlayStation 5 Console Skin',
    ]);
  });

  it('forgives no typo under 4 letters, where a guess would match almost anything', () => {
    expect(words.search('ipk')).toEqual([]);
    expect(words.search('mcb')).toEqual([]);
  });

  it('finds nothing for a blank query or one of stop words only', () => {
    expect(words.search('')).toEqual([]);
    expect(words.search('  !! ')).toEqual([]);
    expect(words.search('for the')).toEqual([]);
  });
});

describe('the order of what it finds', () => {
  it('puts an exact word before a beginning, and a beginning before a typo', () => {
    const words = indexOf(
      product('typo', 'Marbre Skin'),
      product('exact', 'Marble Skin'),
      product('beginning', 'Marbled Skin'),
    );
    // Created in that order: the newest would come first if the match did not decide.
    expect(names(words.search('marble'))).toEqual(['Marble Skin', 'Marbled Skin', 'Marbre Skin']);
  });

  it('puts a match in the name before one elsewhere, and the newest first among equals', () => {
    const words = indexOf(
      product('old-name', 'Walnut iPhone Skin'),
      product('text', 'Oak Skin', 'iphone'),
      product('new-name', 'Maple iPhone Skin'),
    );
    expect(names(words.search('iphone'))).toEqual([
      'Maple iPhone Skin',
      'Walnut iPhone Skin',
      'Oak Skin',
    ]);
  });

  it('sums the words: the product matching both exactly leads', () => {
    const words = indexOf(
      product('a', 'Carbon Fibre Skin'),
      product('b', 'Carbonite Fibres Skin'),
      product('c', 'Carbon Fibreglass Skin'),
    );
    expect(names(words.search('carbon fibre'))[0]).toBe('Carbon Fibre Skin');
  });

  it('takes the first few of a one-word query exactly as the whole ranked list begins', () => {
    const colours = ['rose', 'rosewood', 'rosy', 'roe', 'ruse', 'rise', 'rosette', 'arose'];
    const many = Array.from({ length: 300 }, (_, i) =>
      product(
        `p${i}`,
        `${colours[i % colours.length]} ${i % 3 === 0 ? 'skin' : 'wrap'}`,
        colours[(i * 7) % colours.length],
        i % 11 !== 0,
      ),
    );
    const words = indexOf(...many);
    for (const query of ['rose', 'ros', 'rosw', 'rosewod', 'skin', 'ski', 'roes']) {
      for (const includeInactive of [false, true]) {
        const all = words.search(query, { includeInactive });
        expect(all.length, query).toBeGreaterThan(0);
        expect(words.search(query, { limit: 8, includeInactive }), query).toEqual(all.slice(0, 8));
      }
    }
  });
});

describe('changes', () => {
  it('finds a renamed product by its new name only, and a removed one no more', () => {
    const words = indexOf(product('1', 'Marble Skin'), product('2', 'Granite Skin'));
    words.apply([{ ...product('1', 'Terrazzo Skin') }], ['2']);
    expect(names(words.search('terrazzo'))).toEqual(['Terrazzo Skin']);
    expect(words.search('marble')).toEqual([]);
    // Not through a typo or a beginning of a word no product has any more either.
    expect(words.search('granit')).toEqual([]);
    expect(words.search('granute')).toEqual([]);
    expect([...words.ids()]).toEqual(['1']);
  });

  it('shows an inactive product only when asked to', () => {
    const words = indexOf(product('1', 'Retired Skin', '', false), product('2', 'Current Skin'));
    expect(names(words.search('skin'))).toEqual(['Current Skin']);
    expect(names(words.search('skin', { includeInactive: true }))).toEqual([
      'Current Skin',
      'Retired Skin',
    ]);
    expect(names(words.search('retired', { limit: 8 }))).toEqual([]);
  });
});
