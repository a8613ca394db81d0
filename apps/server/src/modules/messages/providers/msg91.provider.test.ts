import { afterAll, describe, expect, it } from 'vitest';
import { FakeMsg91 } from '../../../testing/fake-msg91.ts';
import { closedPort } from '../../../testing/fake-provider-server.ts';
import type { OutboxPayload } from '../../mail/index.ts';
import { UndeliverableError } from '../../mail/index.ts';
import { Msg91Provider } from './msg91.provider.ts';

// The MSG91 flow client against the fake (API.md § Messages beyond mail, wire formats).

const fake = await FakeMsg91.start();
afterAll(() => fake.close());

const config = {
  provider: 'msg91' as const,
  authKey: fake.authKey,
  senderId: undefined,
  apiBase: fake.apiBase,
  templates: {},
};
const provider = new Msg91Provider(config);
const shipped: OutboxPayload = {
  channel: 'sms',
  templateId: 'flowordershipped',
  vars: ['#1001', 'Delhivery', 'AWB123456789'],
};

describe('Msg91Provider', () => {
  it('POSTs the flow with the authkey header, the template id and var1… of the recipient', async () => {
    const before = fake.requests.length;
    const { providerMessageId } = await provider.send('919876543210', shipped);

    const [request] = fake.requests.slice(before);
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/flow' });
    expect(request?.headers.authkey).toBe(fake.authKey);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      template_id: 'flowordershipped',
      short_url: '0',
      recipients: [
        { mobiles: '919876543210', var1: '#1001', var2: 'Delhivery', var3: 'AWB123456789' },
      ],
    });
    expect(providerMessageId).toBe(fake.sent.at(-1)?.requestId);
    expect(providerMessageId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('names the DLT sender when MSG91_SENDER_ID is set', async () => {
    const withSender = new Msg91Provider({ ...config, senderId: 'SKINSH' });
    const before = fake.requests.length;
    await withSender.send('919876543210', shipped);
    expect(fake.requests.slice(before)[0]?.body).toMatchObject({ sender: 'SKINSH' });
    expect(fake.sent.at(-1)?.sender).toBe('SKINSH');
  });

  it('throws on `type: "error"` even with a 200, with MSG91’s message', async () => {
    fake.refuseNext(1, 'Template not approved by DLT');
    await expect(provider.send('919876543210', shipped)).rejects.toThrow(
      'MSG91 answered 200: Template not approved by DLT',
    );
  });

  it('throws on a 5xx and on a wrong authkey', async () => {
    fake.failNext(1);
    await expect(provider.send('919876543210', shipped)).rejects.toThrow(
      'MSG91 answered 500: Internal server error',
    );
    const wrongKey = new Msg91Provider({ ...config, authKey: 'not-the-key' });
    await expect(wrongKey.send('919876543210', shipped)).rejects.toThrow(
      'MSG91 answered 401: Authentication failure',
    );
  });

  it('throws when MSG91 cannot be reached', async () => {
    const nowhere = new Msg91Provider({
      ...config,
      apiBase: `http://127.0.0.1:${await closedPort()}`,
    });
    await expect(nowhere.send('919876543210', shipped)).rejects.toThrow(
      /^MSG91 could not be reached: ECONNREFUSED/,
    );
  });

  it('refuses a WhatsApp payload without calling MSG91', async () => {
    const before = fake.requests.length;
    const whatsapp: OutboxPayload = {
      channel: 'whatsapp',
      template: 'order_shipped',
      parameters: ['#1001'],
      smsFallback: null,
    };
    await expect(provider.send('919876543210', whatsapp)).rejects.toBeInstanceOf(
      UndeliverableError,
    );
    expect(fake.requests.length).toBe(before);
  });
});
