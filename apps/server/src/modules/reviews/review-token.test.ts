import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createReviewToken, readReviewToken, reviewPageUrl } from './review-token.ts';

const SECRET = 'review-token-test-secret-of-32-chars-or-more';
const DAY_MS = 86_400_000;

describe('review tokens', () => {
  it('name the order line they were made for, for 180 days', () => {
    const line = randomUUID();
    const made = new Date('2026-01-01T00:00:00Z');
    const token = createReviewToken(SECRET, line, made);
    expect(readReviewToken(SECRET, token, made)).toBe(line);
    expect(readReviewToken(SECRET, token, new Date(made.getTime() + 179 * DAY_MS))).toBe(line);
    expect(readReviewToken(SECRET, token, new Date(made.getTime() + 180 * DAY_MS))).toBeNull();
  });

  it('refuse another secret, an edited line or expiry, and anything malformed', () => {
    const line = randomUUID();
    const token = createReviewToken(SECRET, line);
    const [id, expires, mac] = token.split('.');
    expect(readReviewToken('another-secret-of-thirty-two-characters!', token)).toBeNull();
    expect(readReviewToken(SECRET, `${randomUUID()}.${expires}.${mac}`)).toBeNull();
    expect(readReviewToken(SECRET, `${id}.${Number(expires) + 86_400}.${mac}`)).toBeNull();
    for (const bad of ['', 'x', `${id}.${expires}`, `${token}x`, `${token}.`, line]) {
      expect(readReviewToken(SECRET, bad), bad).toBeNull();
    }
  });

  it('link to the storefront review page', () => {
    expect(reviewPageUrl('https://shop.example.in', 'a.b.c')).toBe(
      'https://shop.example.in/review/a.b.c',
    );
  });
});
