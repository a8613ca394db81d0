import { describe, expect, it } from 'vitest';
import { createRestoreToken } from '../modules/cart-reminders/restore-token.ts';
import { createReviewToken } from '../modules/reviews/review-token.ts';
import { readExpiringLink, signExpiringLink } from './expiring-link-token.ts';

const SECRET = 'expiring-link-test-secret-of-32-chars';
const ID = '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';
const AT = new Date('2026-03-01T10:00:00.500Z');

describe('expiring link tokens', () => {
  // Made by the review and restore tokens' own code before they shared this one: links already
  // in shoppers' mailboxes keep working.
  it('are the tokens the review and cart reminder mails have always carried', () => {
    expect(createReviewToken(SECRET, ID, AT)).toBe(
      '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b.1787911200.n3Ps8gZ7VTHDDEqAi4qfxnlo4pUJx4yujathiDcDvVI',
    );
    expect(createRestoreToken(SECRET, ID, AT)).toBe(
      '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b.1773568800.Y0pnNoF-yiBfaxtNLDivVySyyx844fz1_uBaa-IQQN0',
    );
  });

  it('name their row until they expire, and only for their own purpose', () => {
    const expiresAt = new Date(AT.getTime() + 60_000);
    const token = signExpiringLink(SECRET, 'one-purpose', ID, expiresAt);
    expect(readExpiringLink(SECRET, 'one-purpose', token, AT)).toBe(ID);
    expect(
      readExpiringLink(SECRET, 'one-purpose', token, new Date(expiresAt.getTime() - 1000)),
    ).toBe(ID);
    expect(readExpiringLink(SECRET, 'one-purpose', token, expiresAt)).toBeNull();
    expect(readExpiringLink(SECRET, 'another-purpose', token, AT)).toBeNull();
    expect(
      readExpiringLink('another-secret-of-32-chars-or-more!!', 'one-purpose', token, AT),
    ).toBeNull();
  });

  it('refuse anything that is not a UUID, an expiry and a signature', () => {
    const notUuid = signExpiringLink(SECRET, 'p', '0'.repeat(36), new Date(AT.getTime() + 60_000));
    for (const bad of ['', 'x', `${ID}.1`, notUuid]) {
      expect(readExpiringLink(SECRET, 'p', bad, AT), bad).toBeNull();
    }
  });
});
