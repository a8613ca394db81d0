import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, isValidUnsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-123';

describe('unsubscribe token', () => {
  it('accepts its own token, for the address in any case', () => {
    const token = createUnsubscribeToken(SECRET, 'asha@example.in');
    expect(isValidUnsubscribeToken(SECRET, 'Asha@Example.in', token)).toBe(true);
  });

  it('refuses another address, another secret, a changed or truncated token', () => {
    const token = createUnsubscribeToken(SECRET, 'asha@example.in');
    expect(isValidUnsubscribeToken(SECRET, 'ravi@example.in', token)).toBe(false);
    expect(isValidUnsubscribeToken(`${SECRET}x`, 'asha@example.in', token)).toBe(false);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(isValidUnsubscribeToken(SECRET, 'asha@example.in', flipped)).toBe(false);
    expect(isValidUnsubscribeToken(SECRET, 'asha@example.in', token.slice(0, 10))).toBe(false);
  });
});
