import { describe, expect, it } from 'vitest';
import { GatewayError } from './gateway.ts';
import { SimulatedGateway } from './simulated-gateway.ts';

async function paidPayment(gateway: SimulatedGateway, amountInPaise: number) {
  const order = await gateway.createOrder({ amountInPaise, currency: 'INR', receipt: 'r-1' });
  const paid = await gateway.simulatePayment(order.id, 'success');
  if (paid?.outcome !== 'success') throw new Error('expected a paid test order');
  return paid.paymentId;
}

describe('SimulatedGateway refunds', () => {
  it('refunds a payment it holds, up to what was captured', async () => {
    const gateway = new SimulatedGateway('app-secret');
    const paymentId = await paidPayment(gateway, 54_900);

    await expect(gateway.refundPayment(paymentId, 54_901)).rejects.toBeInstanceOf(GatewayError);
    const refund = await gateway.refundPayment(paymentId, 54_900);

    expect(refund).toMatchObject({ paymentId, amountInPaise: 54_900, status: 'processed' });
    expect((await gateway.fetchPayment(paymentId)).status).toBe('refunded');
    await expect(gateway.refundPayment(paymentId, 1)).rejects.toBeInstanceOf(GatewayError);
  });

  it('grants the refund of a test payment made before a restart (its ledger is in memory)', async () => {
    const paymentId = await paidPayment(new SimulatedGateway('app-secret'), 54_900);
    const afterRestart = new SimulatedGateway('app-secret');

    const refund = await afterRestart.refundPayment(paymentId, 54_900);

    expect(refund).toMatchObject({ paymentId, amountInPaise: 54_900, status: 'processed' });
  });

  it('refuses a refund for an id that is not a payment id, or of nothing', async () => {
    const gateway = new SimulatedGateway('app-secret');

    await expect(gateway.refundPayment('order_123', 100)).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.refundPayment('pay_123', 0)).rejects.toBeInstanceOf(GatewayError);
  });
});
