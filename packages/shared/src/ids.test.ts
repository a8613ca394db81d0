import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('takes the 8-4-4-4-12 hex form in either case', () => {
    expect(isUuid('0b6f3c2e-8a41-4d7e-9c55-1f2a3b4c5d6e')).toBe(true);
    expect(isUuid('0B6F3C2E-8A41-4D7E-9C55-1F2A3B4C5D6E')).toBe(true);
  });

  it('refuses slugs, order numbers and near misses', () => {
    for (const text of [
      '',
      'neon-grid-iphone-15',
      '1001',
      '0b6f3c2e-8a41-4d7e-9c55-1f2a3b4c5d6',
      '0b6f3c2e-8a41-4d7e-9c55-1f2a3b4c5d6ef',
      '0b6f3c2e8a414d7e9c551f2a3b4c5d6e',
      'zb6f3c2e-8a41-4d7e-9c55-1f2a3b4c5d6e',
      ' 0b6f3c2e-8a41-4d7e-9c55-1f2a3b4c5d6e',
    ]) {
      expect(isUuid(text), text).toBe(false);
    }
  });
});
