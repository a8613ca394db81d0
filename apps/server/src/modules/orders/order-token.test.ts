import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createOrderToken,
  deriveOrderToken,
  hashOrderToken,
  orderPageUrl,
  orderTrackingUrl,
} from './order-token.ts';

describe('order tokens', () => {
  it('creates 256-bit URL-safe tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, createOrderToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('derives the same token for the same order and secret, another for anything else', () => {
    const id = '6f1c8a52-5d0e-4c4e-9d7b-2f1f7f0c1a11';
    const token = deriveOrderToken('secret-one', id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deriveOrderToken('secret-one', id)).toBe(token);
    expect(deriveOrderToken('secret-two', id)).not.toBe(token);
    expect(deriveOrderToken('secret-one', id.replace('a11', 'a12'))).not.toBe(token);
  });

  it('stores tokens as lower-case SHA-256 hex, never the token itself', () => {
    const token = createOrderToken();
    const hash = hashOrderToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).not.toContain(token);
    expect(hashOrderToken(`${token} `)).not.toBe(hash);
  });

  it('links to the confirmation page with the token as a query parameter', () => {
    expect(orderPageUrl('https://skins.example.in', 'a-b_c')).toBe(
      'https://skins.example.in/order-confirmation?token=a-b_c',
    );
    expect(orderPageUrl('http://localhost:3000', 'a+b/c=')).toBe(
      'http://localhost:3000/order-confirmation?token=a%2Bb%2Fc%3D',
    );
  });

  it('links to the tracking page with the order id and the token', () => {
    expect(orderTrackingUrl('https://skins.example.in', 'id-1', 'a+b/c=')).toBe(
      'https://skins.example.in/track-order?id=id-1&token=a%2Bb%2Fc%3D',
    );
  });
});
