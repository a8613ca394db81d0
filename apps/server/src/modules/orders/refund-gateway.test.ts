import { describe, expect, it } from 'vitest';
import { GatewayError } from '../payments/gateway.ts';
import { isGatewayRefusal } from './refund-gateway.ts';

describe('isGatewayRefusal', () => {
  it("reads the gateway's code and words from payments' GatewayError", () => {
    const error = new GatewayError(400, 'BAD_REQUEST_ERROR', 'The payment has been fully refunded');
    expect(isGatewayRefusal(error)).toBe(true);
  });

  it('takes no other failure for the gateway speaking: a database error, a plain error, a value', () => {
    const databaseError = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isGatewayRefusal(databaseError)).toBe(false);
    expect(isGatewayRefusal(new Error('boom'))).toBe(false);
    expect(isGatewayRefusal({ code: 'X', description: 'not an Error' })).toBe(false);
  });
});
