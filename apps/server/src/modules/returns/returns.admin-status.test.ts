import { ErrorBodySchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import {
  RETURNS_TEST_ENV,
  returnsHelpers,
  RETURN_STEPS as STEPS,
} from '../../testing/returns-test-kit.ts';

// The owner's steps on a return (API.md § Returns and replacements): the status machine, which
// step each state answers and why it refuses the others. Each step's record and mail:
// returns.admin-steps.test.ts.

const context = await buildTestApp(RETURNS_TEST_ENV, { authenticateAdmin });
const { requestedReturn: requested, returnStep: step } = returnsHelpers(context);

/** Which steps a return in this state answers 200 to, trying each on a fresh copy. */
async function allowedSteps(prepare: () => Promise<string>): Promise<string[]> {
  const allowed: string[] = [];
  for (const [action, payload] of Object.entries(STEPS)) {
    const id = await prepare();
    const answer = await step(id, action, payload);
    if (answer.statusCode === 200) allowed.push(action);
    else {
      expect(answer.statusCode, action).toBe(409);
      expect(ErrorBodySchema.parse(answer.json()).code).toBe('CONFLICT');
    }
  }
  return allowed;
}

describe('the status machine', () => {
  it('lets a Requested return be approved, rejected or asked about, and nothing else', async () => {
    expect(await allowedSteps(async () => (await requested()).id)).toEqual([
      'approve',
      'reject',
      'request-info',
    ]);
  });

  it('lets an approved refund be received or rejected; an approved replacement only rejected (its shipment aside)', async () => {
    const approvedRefund = async () => {
      const { id } = await requested({ reason: 'ChangedMind', resolution: 'Refund', photoIds: [] });
      await step(id, 'approve');
      return id;
    };
    expect(await allowedSteps(approvedRefund)).toEqual(['reject', 'receive']);
    const approvedReplacement = async () => {
      const { id } = await requested();
      await step(id, 'approve');
      return id;
    };
    expect(await allowedSteps(approvedReplacement)).toEqual(['reject']);
  });

  it('moves a rejected or a received return by no admin step', async () => {
    const rejected = async () => {
      const { id } = await requested();
      await step(id, 'reject', STEPS.reject);
      return id;
    };
    expect(await allowedSteps(rejected)).toEqual([]);
    const received = async () => {
      const { id } = await requested({
        reason: 'WrongModelOrdered',
        resolution: 'Refund',
        photoIds: [],
      });
      await step(id, 'approve');
      await step(id, 'receive');
      return id;
    };
    expect(await allowedSteps(received)).toEqual([]);
  });

  it('lets a return waiting for the shopper’s answer be rejected, by no other admin step', async () => {
    const asked = async () => {
      const { id } = await requested();
      await step(id, 'request-info', STEPS['request-info']);
      return id;
    };
    expect(await allowedSteps(asked)).toEqual(['reject']);
  });

  it('says why a move is refused', async () => {
    const { id } = await requested();
    await step(id, 'reject', STEPS.reject);
    const answer = await step(id, 'approve');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      message: 'This return is rejected (Rejected), so it cannot move to Approved.',
      code: 'CONFLICT',
      details: { status: 'Rejected' },
    });
  });
});
