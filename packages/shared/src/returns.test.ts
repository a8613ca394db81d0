import { describe, expect, it } from 'vitest';
import { CreateReturnInputSchema } from './return-calls.ts';
import {
  canMoveReturn,
  nothingPaidMessage,
  REFUND_ONLY_REASONS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnReason,
  type ReturnResolution,
  type ReturnStatus,
  refundOnlyNote,
  resolutionsFor,
  returnMoveRefusedMessage,
} from './returns.ts';

const movesFrom = (status: ReturnStatus, reason: ReturnReason, resolution: ReturnResolution) =>
  RETURN_STATUSES.filter((to) => canMoveReturn({ status, reason, resolution }, to));

describe('canMoveReturn', () => {
  it('decides a request: approves, rejects or asks the shopper', () => {
    expect(movesFrom('Requested', 'Misprint', 'Replacement')).toEqual([
      'InfoRequested',
      'Approved',
      'Rejected',
    ]);
  });

  it('takes an unanswered question back to Requested on the answer, or rejects it', () => {
    for (const resolution of ['Replacement', 'Refund'] as const) {
      expect(movesFrom('InfoRequested', 'Misprint', resolution)).toEqual(['Requested', 'Rejected']);
    }
  });

  it('ships an approved replacement, whatever the fault', () => {
    for (const reason of RETURN_REASONS.filter((reason) => !REFUND_ONLY_REASONS.includes(reason))) {
      expect(movesFrom('Approved', reason, 'Replacement')).toEqual([
        'Rejected',
        'ReplacementShipped',
      ]);
    }
  });

  it('waits for unused goods before a refund; a faulty skin’s refund may skip receiving', () => {
    for (const reason of ['ChangedMind', 'WrongModelOrdered'] as const) {
      expect(movesFrom('Approved', reason, 'Refund')).toEqual(['Rejected', 'Received']);
    }
    for (const reason of ['Misprint', 'Damaged', 'WrongModelSent', 'PeelingOrBubbles'] as const) {
      expect(movesFrom('Approved', reason, 'Refund')).toEqual(['Rejected', 'Received', 'Refunded']);
    }
    expect(movesFrom('Received', 'ChangedMind', 'Refund')).toEqual(['Refunded']);
  });

  it('lets the owner reject an approval that cannot be carried out', () => {
    for (const reason of RETURN_REASONS) {
      for (const resolution of resolutionsFor(reason)) {
        expect(canMoveReturn({ status: 'Approved', reason, resolution }, 'Rejected')).toBe(true);
      }
    }
    expect(
      canMoveReturn(
        { status: 'Received', reason: 'ChangedMind', resolution: 'Refund' },
        'Rejected',
      ),
    ).toBe(false);
  });

  it('never moves a rejected or settled return', () => {
    for (const status of ['Rejected', 'Refunded', 'ReplacementShipped'] as const) {
      expect(movesFrom(status, 'Damaged', 'Refund')).toEqual([]);
      expect(movesFrom(status, 'Damaged', 'Replacement')).toEqual([]);
    }
  });
});

describe('CreateReturnInputSchema', () => {
  const line = { itemId: '0b8f3c1e-5d2a-4c1b-9e7f-2a6d8c4b1f00', quantity: 1 };
  const base = { lines: [line], details: ' Bubbles near the camera. ', resolution: 'Refund' };

  it('trims the details and defaults the photos to none for a reason that needs none', () => {
    const parsed = CreateReturnInputSchema.parse({ ...base, reason: 'WrongModelOrdered' });
    expect(parsed.details).toBe('Bubbles near the camera.');
    expect(parsed.photoIds).toEqual([]);
  });

  it('refunds, never replaces, a change of mind or a wrong model ordered, saying why', () => {
    expect(resolutionsFor('ChangedMind')).toEqual(['Refund']);
    expect(resolutionsFor('WrongModelOrdered')).toEqual(['Refund']);
    for (const reason of ['Misprint', 'Damaged', 'WrongModelSent', 'PeelingOrBubbles'] as const) {
      expect(resolutionsFor(reason)).toEqual(['Replacement', 'Refund']);
      expect(refundOnlyNote(reason)).toBeUndefined();
    }
    const replaced = CreateReturnInputSchema.safeParse({
      ...base,
      reason: 'WrongModelOrdered',
      resolution: 'Replacement',
    });
    expect(replaced.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ['resolution'],
        message: 'A skin ordered for the wrong model can be refunded, not replaced.',
      },
    ]);
  });

  it('refuses a fault without a photo and a change of mind replaced, on their fields', () => {
    const noPhoto = CreateReturnInputSchema.safeParse({ ...base, reason: 'PeelingOrBubbles' });
    expect(noPhoto.error?.issues.map((issue) => issue.path)).toEqual([['photoIds']]);
    const replaced = CreateReturnInputSchema.safeParse({
      ...base,
      reason: 'ChangedMind',
      resolution: 'Replacement',
    });
    expect(replaced.error?.issues.map((issue) => issue.path)).toEqual([['resolution']]);
  });
});

describe('nothingPaidMessage', () => {
  it('offers a replacement only where the reason allows one', () => {
    expect(nothingPaidMessage('Damaged')).toBe(
      'Nothing was paid for these items, so there is nothing to refund. Choose a replacement instead.',
    );
    expect(nothingPaidMessage('WrongModelOrdered')).toBe(
      'Nothing was paid for these items, so there is nothing to refund.',
    );
  });
});

describe('returnMoveRefusedMessage', () => {
  it('reads as a sentence for every status', () => {
    expect(returnMoveRefusedMessage('InfoRequested', 'Approved')).toBe(
      'This return is waiting for the shopper’s answer (InfoRequested), so it cannot move to Approved.',
    );
    expect(returnMoveRefusedMessage('ReplacementShipped', 'Refunded')).toBe(
      'This return is settled with a replacement (ReplacementShipped), so it cannot move to Refunded.',
    );
  });
});
