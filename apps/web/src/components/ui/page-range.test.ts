import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('shows every page when there are few', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('is empty without pages', () => {
    expect(pageRange(1, 0)).toEqual([]);
  });

  it('puts a gap after the first pages', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('puts gaps on both sides in the middle', () => {
    expect(pageRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('puts a gap before the last pages', () => {
    expect(pageRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    for (let current = 1; current <= 12; current += 1) {
      const items = pageRange(current, 12);
      items.forEach((item, index) => {
        if (item !== 'gap') return;
        const before = items[index - 1];
        const after = items[index + 1];
        expect(
          typeof before === 'number' && typeof after === 'number' && after - before,
        ).toBeGreaterThan(2);
      });
      expect(items).toContain(current);
    }
  });

  it('clamps a page outside the range', () => {
    expect(pageRange(99, 3)).toEqual([1, 2, 3]);
  });
});
