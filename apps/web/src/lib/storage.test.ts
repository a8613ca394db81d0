import { describe, expect, it, vi } from 'vitest';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

describe('storage', () => {
  it('writes, reads and removes a value', () => {
    expect(writeStorage('k', 'v')).toBe(true);
    expect(readStorage('k')).toBe('v');
    removeStorage('k');
    expect(readStorage('k')).toBeNull();
  });

  it('reports a failed write instead of throwing (quota, private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeStorage('k', 'v')).toBe(false);
  });

  it('reads nothing instead of throwing when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    expect(readStorage('k')).toBeNull();
    expect(() => removeStorage('k')).not.toThrow();
  });
});
