import { describe, expect, it } from 'vitest';
import { buildDeliveredOrder, buildReturn, LINE_IDS } from '#testing/returns-fixtures.ts';
import { returnableQuantities } from './returnable-quantities.ts';

describe('returnableQuantities', () => {
  const lines = buildDeliveredOrder().products;

  it('is what was bought, less what returns hold; a rejected return holds nothing', () => {
    const held = returnableQuantities(lines, [
      buildReturn({ status: 'Requested' }),
      buildReturn({ status: 'Rejected' }),
    ]);
    expect(held.get(LINE_IDS.obsidian)).toBe(1);
    expect(held.get(LINE_IDS.marble)).toBe(1);
  });

  it('never goes below zero', () => {
    const line = buildReturn().lines[0];
    if (!line) throw new Error('a line');
    const held = returnableQuantities(lines, [buildReturn({ lines: [{ ...line, quantity: 5 }] })]);
    expect(held.get(LINE_IDS.obsidian)).toBe(0);
  });
});
