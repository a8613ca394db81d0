import { describe, expect, it } from 'vitest';
import { readTrackingInput } from './tracking-input.ts';

const ID = '0b8f3c1e-5d2a-4c1b-9e7f-2a6d8c4b1f00';

describe('readTrackingInput', () => {
  it('takes a bare order id as it is, trimmed', () => {
    expect(readTrackingInput(`  ${ID} `)).toEqual({ id: ID });
  });

  it('reads the id and token of a tracking link, absolute or not', () => {
    expect(
      readTrackingInput(`https://skins.example.in/track-order?id=${ID}&token=abc_DEF-1`),
    ).toEqual({ id: ID, token: 'abc_DEF-1' });
    expect(readTrackingInput(`/track-order?id=${ID}`)).toEqual({ id: ID });
  });

  it('reads a confirmation link: the id in its path, or its token alone', () => {
    expect(readTrackingInput(`http://localhost:3000/order-confirmation/${ID}`)).toEqual({ id: ID });
    expect(readTrackingInput('https://skins.example.in/order-confirmation?token=a%2Bb')).toEqual({
      token: 'a+b',
    });
  });

  it('finds nothing in blank text or a link without id or token', () => {
    expect(readTrackingInput('   ')).toBeNull();
    expect(readTrackingInput('https://skins.example.in/cart')).toBeNull();
    expect(readTrackingInput('http://[bad')).toBeNull();
  });
});
