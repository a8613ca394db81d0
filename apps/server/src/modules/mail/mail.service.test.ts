import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { startSmtpSink } from '../../testing/smtp-sink.ts';
import { MailService, retryDelayMs } from './mail.service.ts';
import { mailOutbox } from './mail.tables.ts';
import { createSmtpTransport } from './smtp-transport.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());

// A port nothing listens on: every send fails with a refused connection.
const DEAD_SMTP = 'smtp://127.0.0.1:1';

function subscribe(app: Awaited<ReturnType<typeof buildTestApp>>['app'], email: string) {
  return app.inject({ method: 'POST', url: '/api/subscription/subscribe', payload: { email } });
}

describe('mail over SMTP', () => {
  it('sends the welcome mail through SMTP and marks it sent', async () => {
    const { app, database } = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Skins <hello@skins.test>',
    });
    const response = await subscribe(app, 'asha@example.in');
    expect(response.statusCode).toBe(201);
    await app.close(); // waits for the send in progress

    const mail = sink.received.find((m) => m.to.some((to) => to.includes('asha@example.in')));
    expect(mail?.from).toContain('hello@skins.test');
    // The subject has an em dash, so it travels MIME-encoded.
    expect(mail?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'asha@example.in'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('never fails the request when SMTP is down; the mail waits for a retry', async () => {
    const { app, database } = await buildTestApp({ SMTP_URL: DEAD_SMTP });
    const response = await subscribe(app, 'ravi@example.in');
    expect(response.statusCode).toBe(201);
    await app.close();

    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ravi@example.in'));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('sends a failed mail once its retry time has come and SMTP is back', async () => {
    const { app, database } = await buildTestApp();
    const failing = new MailService({
      db: database.db,
      transport: createSmtpTransport(DEAD_SMTP),
      from: 'Skins <hello@skins.test>',
      log: app.log,
    });
    await failing.queue({
      kind: 'welcome',
      to: 'meera@example.in',
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    await failing.flush();

    let now = new Date();
    const retrying = new MailService({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${sink.port}`),
      from: 'Skins <hello@skins.test>',
      log: app.log,
      now: () => now,
    });
    expect(await retrying.deliverDue()).toBe(0); // not yet: the retry is a minute away
    now = new Date(Date.now() + retryDelayMs(1) + 1000);
    expect(await retrying.deliverDue()).toBe(1);

    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'meera@example.in'));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, nextAttemptAt: null });
    expect(sink.received.some((m) => m.to.some((to) => to.includes('meera@example.in')))).toBe(
      true,
    );
  });

  it('takes up a mail left queued by a process that stopped mid-send, exactly once', async () => {
    const { app, database } = await buildTestApp();
    // What a crash between writing the mail and sending it leaves behind.
    await database.db.insert(mailOutbox).values({
      kind: 'welcome',
      toAddress: 'kabir@example.in',
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
      status: 'queued',
      nextAttemptAt: new Date(),
    });
    const sweeper = () =>
      new MailService({
        db: database.db,
        transport: createSmtpTransport(`smtp://127.0.0.1:${sink.port}`),
        from: 'Skins <hello@skins.test>',
        log: app.log,
        now: () => new Date(Date.now() + 1000),
      });
    // Two instances sweeping at the same moment.
    const sent = await Promise.all([sweeper().deliverDue(), sweeper().deliverDue()]);
    expect(sent[0] + sent[1]).toBe(1);
    const received = sink.received.filter((m) => m.to.some((to) => to.includes('kabir@')));
    expect(received).toHaveLength(1);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'kabir@example.in'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('leaves a mail alone while its first send may still be running', async () => {
    const { app, database } = await buildTestApp();
    const mail = new MailService({
      db: database.db,
      transport: { send: () => new Promise(() => {}), close: () => {} },
      from: 'Skins <hello@skins.test>',
      log: app.log,
    });
    const row = await mail.queue({
      kind: 'welcome',
      to: 'slow@example.in',
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    expect(row.status).toBe('queued');
    expect(row.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect(await mail.deliverDue()).toBe(0);
  });

  it('backs off 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 7, 8].map(retryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});
