import { ErrorBodySchema } from '@skins/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { WHATSAPP_WEBHOOK_PATH } from '../../testing/fake-whatsapp.ts';
import { fetchOpenApiDocument } from '../../testing/openapi-document.ts';
import { startFakeProviders } from '../../testing/outbox-channels-kit.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { messageOptOuts } from './messages.tables.ts';

// Meta's webhook (API.md § Messages beyond mail, delivery status): its verification, and its
// signature: nothing unsigned is recorded. Open while the store's password gate is on.

const { whatsapp } = await startFakeProviders();
const { app, database } = await buildTestApp({ ...whatsapp.env(), STORE_PASSWORD: 'open sesame' });
const { db } = database;

const verify = (query: Record<string, string>) =>
  app.inject({ method: 'GET', url: WHATSAPP_WEBHOOK_PATH, query });
const subscribe = (overrides: Record<string, string> = {}) =>
  verify({
    'hub.mode': 'subscribe',
    'hub.verify_token': whatsapp.verifyToken,
    'hub.challenge': '1158201444',
    ...overrides,
  });
const codeOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body)).code;

const [message] = await db
  .insert(mailOutbox)
  .values({
    kind: 'order_confirmation',
    channel: 'whatsapp',
    toAddress: '919876543210',
    subject: 'WhatsApp: order_confirmation',
    html: '<p>Thanks</p>',
    text: 'Thanks',
    status: 'sent',
    providerMessageId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQ0',
    deliveryStatus: 'sent',
  })
  .returning();
const messageId = message?.providerMessageId ?? '';
const deliveryStatus = async () =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.providerMessageId, messageId)))[0]
    ?.deliveryStatus;

describe('GET: the subscription check', () => {
  it('answers hub.challenge as text when the verify token matches, past the gate', async () => {
    const response = await subscribe();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('1158201444');
  });

  it('answers 403 to a wrong or missing token, or another mode', async () => {
    const wrong: Record<string, string>[] = [
      { 'hub.verify_token': 'guess' },
      { 'hub.verify_token': `${whatsapp.verifyToken}x` },
      { 'hub.mode': 'unsubscribe' },
    ];
    for (const query of wrong) {
      const response = await subscribe(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(403);
      expect(codeOf(response.body)).toBe('FORBIDDEN');
      expect(response.body).not.toContain('1158201444');
    }
    const noToken = await verify({ 'hub.mode': 'subscribe', 'hub.challenge': '1' });
    expect(noToken.statusCode).toBe(403);
  });

  it('answers 400 to a missing challenge or one that is not what Meta sends', async () => {
    const missing = await verify({
      'hub.mode': 'subscribe',
      'hub.verify_token': whatsapp.verifyToken,
    });
    expect(missing.statusCode).toBe(400);
    const script = await subscribe({ 'hub.challenge': '<script>alert(1)</script>' });
    expect(script.statusCode).toBe(400);
    expect(codeOf(script.body)).toBe('VALIDATION_FAILED');
  });
});

describe('POST: only a body signed with the app secret is read', () => {
  const delivered = () => whatsapp.statusWebhook([{ id: messageId, status: 'delivered' }]);
  const stop = () => whatsapp.inboundTextWebhook('919876543210', 'STOP');

  it('answers 401 and records nothing without a signature, past the gate', async () => {
    for (const body of [delivered(), stop()]) {
      const answer = await whatsapp.deliver(app, body, { 'content-type': 'application/json' });
      expect(answer.statusCode).toBe(401);
      expect(codeOf(answer.body)).toBe('UNAUTHENTICATED');
    }
    expect(await deliveryStatus()).toBe('sent');
    expect(await db.select().from(messageOptOuts)).toEqual([]);
  });

  it('answers 401 to a signature by another secret, over other bytes, or without sha256=', async () => {
    const body = delivered();
    const signed = whatsapp.signedHeaders(body);
    const forgeries = [
      whatsapp.signedHeaders(body, 'not-the-app-secret'),
      { ...signed, 'x-hub-signature-256': (signed['x-hub-signature-256'] ?? '').slice(7) },
      { ...signed, 'x-hub-signature-256': 'sha256=' },
      { ...signed, 'x-hub-signature-256': `sha1=${'0'.repeat(40)}` },
    ];
    for (const headers of forgeries) {
      expect((await whatsapp.deliver(app, body, headers)).statusCode).toBe(401);
    }
    // Signed, then changed: the signature no longer fits the bytes.
    const tampered = body.replace('"delivered"', '"read"');
    expect((await whatsapp.deliver(app, tampered, signed)).statusCode).toBe(401);
    const stopped = stop();
    const stopTampered = stopped.replace('919876543210', '919000000000');
    expect(
      (await whatsapp.deliver(app, stopTampered, whatsapp.signedHeaders(stopped))).statusCode,
    ).toBe(401);
    expect(await deliveryStatus()).toBe('sent');
    expect(await db.select().from(messageOptOuts)).toEqual([]);
  });

  it('records a signed body (200), and answers 400 to signed bytes that are not JSON', async () => {
    const answer = await whatsapp.deliver(app, delivered());
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ statuses: 1, optOuts: 0 });
    expect(await deliveryStatus()).toBe('delivered');

    const notJson = await whatsapp.deliver(app, '{"entry": [');
    expect(notJson.statusCode).toBe(400);
    expect(codeOf(notJson.body)).toBe('VALIDATION_FAILED');
  });

  it('answers 200 to signed parts it does not understand, recording what it does', async () => {
    const odd = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { id: '1', changes: [{ field: 'account_update', value: { event: 'VERIFIED_ACCOUNT' } }] },
        { id: '2', changes: 'not a list' },
        {
          changes: [
            {
              value: {
                statuses: [
                  { id: 42 },
                  { id: messageId, status: 'deleted' },
                  { id: messageId, status: 'read' },
                ],
                messages: [{ from: '919876543210', type: 'image', image: { id: '1' } }],
              },
            },
          ],
        },
      ],
    });
    for (const body of [odd, '{}', '[]', 'null', '"text"']) {
      const answer = await whatsapp.deliver(app, body);
      expect(answer.statusCode, body).toBe(200);
    }
    expect(await deliveryStatus()).toBe('read');
  });
});

describe('the OpenAPI document', () => {
  it('documents both calls: the text challenge, and the raw signed body', async () => {
    const document = await fetchOpenApiDocument(app);
    const operations = document.paths[WHATSAPP_WEBHOOK_PATH] ?? {};
    expect(Object.keys(operations).sort()).toEqual(['get', 'post']);
    expect(Object.keys(operations.get?.responses['200']?.content ?? {})).toEqual(['text/plain']);
    expect(Object.keys(operations.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401']),
    );
    expect(operations.post?.security).toBeUndefined(); // open past the gate: Meta signs instead
    expect(JSON.stringify(operations.post)).toContain('x-hub-signature-256');
  });
});

describe('without WhatsApp', () => {
  it('has no webhook: 404 for both calls', async () => {
    const { app: plain } = await buildTestApp();
    const get = await plain.inject({ method: 'GET', url: WHATSAPP_WEBHOOK_PATH });
    const body = whatsapp.statusWebhook([{ id: messageId, status: 'read' }]);
    const post = await whatsapp.deliver(plain, body);
    expect(get.statusCode).toBe(404);
    expect(post.statusCode).toBe(404);
  });
});
