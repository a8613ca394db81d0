// Shared by the API test files: an admin auth stand-in and a paid payment at the simulated
// gateway, so refunds run through the same gateway code the shop uses in simulated mode.
import type { FastifyRequest } from 'fastify';
import type { SimulatedGateway } from '../modules/payments/simulated-gateway.ts';
import type { AdminIdentity } from '../plugins/require-admin.ts';

const IDENTITIES: Record<string, AdminIdentity> = {
  'test-admin': { email: 'admin@example.in', role: 'owner' },
  'test-customer': { email: 'customer@example.in', role: 'customer' },
};

export const ADMIN = { authorization: 'Bearer test-admin' };
export const CUSTOMER = { authorization: 'Bearer test-customer' };

export async function authenticateAdmin(request: FastifyRequest): Promise<AdminIdentity | null> {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  return (token && IDENTITIES[token]) || null;
}

/** A captured payment of `amountInPaise` at the simulated gateway; answers its `pay_…` id. */
export async function capturedPayment(
  gateway: SimulatedGateway,
  amountInPaise: number,
): Promise<string> {
  const order = await gateway.createOrder({ amountInPaise, currency: 'INR', receipt: 'test' });
  const paid = await gateway.simulatePayment(order.id, 'success');
  if (paid?.outcome !== 'success') throw new Error('the simulated payment did not succeed');
  return paid.paymentId;
}
