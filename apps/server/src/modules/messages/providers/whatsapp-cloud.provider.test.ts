import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../../testing/fake-provider-server.ts';
import { FakeWhatsApp } from '../../../testing/fake-whatsapp.ts';
import type { OutboxPayload } from '../../mail/index.ts';
import { UndeliverableError } from '../../mail/index.ts';
import { WhatsAppCloudProvider } from './whatsapp-cloud.provider.ts';

// The WhatsApp Cloud API client against the fake Meta (API.md § Messages beyond mail, wire
// formats): the exact request, Meta's answers, and each way a send fails.

const fake = await FakeWhatsApp.start();
afterAll(() => fake.close());

const config = {
  accessToken: fake.accessToken,
  phoneNumberId: fake.phoneNumberId,
  appSecret: fake.appSecret,
  verifyToken: fake.verifyToken,
  apiBase: fake.apiBase,
};
const provider = new WhatsAppCloudProvider(config);
const shipped: OutboxPayload = {
  channel: 'whatsapp',
  template: 'order_shipped',
  parameters: ['#1001', 'Delhivery', 'AWB123456789'],
  smsFallback: null,
};

describe('WhatsAppCloudProvider', () => {
  it('POSTs the template to /{phone number id}/messages with the bearer token, exactly', async () => {
    const before = fake.requests.length;
    const { providerMessageId } = await provider.send('919876543210', shipped);

    const [request] = fake.requests.slice(before);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v21.0/${fake.phoneNumberId}/messages`,
    });
    expect(request?.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: '#1001' },
              { type: 'text', text: 'Delhivery' },
              { type: 'text', text: 'AWB123456789' },
            ],
          },
        ],
      },
    });
    // Meta's id is what the webhook's statuses name later.
    expect(providerMessageId).toMatch(/^wamid\./);
    expect(fake.sent.at(-1)).toEqual({
      id: providerMessageId,
      to: '919876543210',
      template: 'order_shipped',
      parameters: ['#1001', 'Delhivery', 'AWB123456789'],
    });
  });

  it("throws UndeliverableError on Meta's 131026, so the outbox does not retry", async () => {
    fake.rejectAsUndeliverable('919000000001');
    const sending = provider.send('919000000001', shipped);
    await expect(sending).rejects.toBeInstanceOf(UndeliverableError);
    await expect(sending).rejects.toMatchObject({
      code: 131026,
      message: 'WhatsApp answered 400: (#131026) Message undeliverable. (code 131026)',
    });
  });

  it("throws an ordinary Error with Meta's message on a 5xx (the outbox retries it)", async () => {
    fake.failNext(1);
    const sending = provider.send('919876543210', shipped);
    await expect(sending).rejects.not.toBeInstanceOf(UndeliverableError);
    await expect(sending).rejects.toThrow(
      'WhatsApp answered 500: Something went wrong (a test asked for this failure) (code 131000)',
    );
  });

  it('throws on a refused token, naming Meta’s reason', async () => {
    const wrongToken = new WhatsAppCloudProvider({ ...config, accessToken: 'EAAGwrong' });
    await expect(wrongToken.send('919876543210', shipped)).rejects.toThrow(
      /^WhatsApp answered 401: Error validating access token.*\(code 190\)$/,
    );
  });

  it('throws when Meta cannot be reached, with the reason', async () => {
    const nowhere = new WhatsAppCloudProvider({
      ...config,
      apiBase: `http://127.0.0.1:${await closedPort()}/v21.0`,
    });
    await expect(nowhere.send('919876543210', shipped)).rejects.toThrow(
      /^WhatsApp could not be reached: ECONNREFUSED/,
    );
  });

  it('refuses to send an SMS payload (a row of the wrong channel is never retried)', async () => {
    const before = fake.requests.length;
    const sms: OutboxPayload = { channel: 'sms', templateId: 'flow1234', vars: ['#1001'] };
    await expect(provider.send('919876543210', sms)).rejects.toBeInstanceOf(UndeliverableError);
    expect(fake.requests.length).toBe(before);
  });
});
