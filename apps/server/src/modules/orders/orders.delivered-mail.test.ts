import { OrderSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createOrder } from '../../testing/factories.ts';
import { fulfilmentHelpers, PUBLIC_URL, SECRET } from '../../testing/fulfilment-test-kit.ts';
import { authenticateAdmin } from '../../testing/order-test-kit.ts';
import { orderDeliveredMail } from './order-status-mail.ts';
import { orderTrackingUrl } from './order-token.ts';

// The delivered mail's "Something not right?" states the shop's RETURN_WINDOW_DAYS (here 12, not
// the default 7) and the way the order page offers: the mail's link (the tracking page with the
// token) shows "Report a problem or return" for that long (decision 058); or a reply.

const context = await buildTestApp(
  { APP_SECRET: SECRET, PUBLIC_URL, RETURN_WINDOW_DAYS: '12' },
  { authenticateAdmin },
);
const { orderIn, put, mailsTo } = fulfilmentHelpers(context);

const OFFER =
  'Something not right? Within 12 days of delivery you can report a problem or start a return: press Track your order below, then Report a problem or return. Or reply to this mail and we will sort it out.';
const REPLY_ONLY = 'Something not right? Reply to this mail and we will sort it out.';

async function deliveredMailOf(email: string) {
  const mails = await mailsTo(email, 'order-delivered');
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  if (!mail) throw new Error('no delivered mail');
  return mail;
}

describe('the delivered mail', () => {
  it.each([
    ['PUT /deliver', (id: string) => put(`/api/orders/${id}/deliver`)],
    [
      'PUT /status Delivered',
      (id: string) => put(`/api/orders/${id}/status`, { status: 'Delivered' }),
    ],
  ])('names the configured window and Report a problem or return (%s)', async (_, deliver) => {
    const { order, token } = await orderIn({ status: 'Shipped', firstName: 'Meera' });
    expect((await deliver(order.id)).statusCode).toBe(200);
    const mail = await deliveredMailOf(order.email);
    const link = orderTrackingUrl(PUBLIC_URL, order.id, token);
    expect(mail.text).toContain(OFFER);
    expect(mail.html).toContain(OFFER);
    // The button the offer names, and the link it opens: the tracking page with the token.
    expect(mail.text).toContain(`Track your order: ${link}`);
    expect(mail.html).toContain(link.replace('&', '&amp;'));
    expect(mail.html).toContain('>Track your order<');
    for (const body of [mail.text, mail.html]) expect(body).not.toMatch(/\b7 days\b/);
  });

  it('offers only the reply when its link opens the order by id alone', async () => {
    // A random token (an order made before tokens were derived): the tracking page shows the
    // status without the token, so no "Report a problem or return" there.
    const { order } = await createOrder(context.database.db, { status: 'Shipped' });
    const response = await put(`/api/orders/${order.id}/deliver`);
    expect(response.statusCode).toBe(200);
    const mail = await deliveredMailOf(order.email);
    expect(mail.text).toContain(`Track your order: ${PUBLIC_URL}/track-order?id=${order.id}\n`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(REPLY_ONLY);
      expect(body).not.toContain('Report a problem or return');
      expect(body).not.toContain('days');
    }
  });

  it('offers only the reply when RETURN_WINDOW_DAYS is 0 (no return can be started)', async () => {
    const { order, token } = await orderIn({ status: 'Shipped' });
    const response = await put(`/api/orders/${order.id}/deliver`);
    const delivered = OrderSchema.parse(response.json());
    const link = orderTrackingUrl(PUBLIC_URL, order.id, token);
    const mail = orderDeliveredMail(delivered, link, 0);
    expect(mail.text).toContain(REPLY_ONLY);
    expect(mail.text).not.toContain('Report a problem or return');
    expect(orderDeliveredMail(delivered, link, 30).text).toContain('Within 30 days of delivery');
  });
});
