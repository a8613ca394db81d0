import { describe, expect, it } from 'vitest';
import { buildProduct, buildProductList } from '#testing/fixtures.ts';
import { toCardList } from './card-list.ts';

describe('toCardList', () => {
  it("carries a sold-out product's soldOut to its card, and nothing for the others (decision 065)", () => {
    const list = toCardList(
      buildProductList([
        buildProduct({ slug: 'gone', soldOut: true }),
        buildProduct({ slug: 'kept', soldOut: false }),
        buildProduct({ slug: 'made-to-order' }),
      ]),
    );
    expect(list.data.map((card) => card.soldOut)).toEqual([true, undefined, undefined]);
    expect(list.data[1]).not.toHaveProperty('soldOut');
  });
});
