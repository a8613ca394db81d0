import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { expectRetryLater } from '../testing/retry-later.ts';

/**
 * A request held in flight: its body arrives only when `finish()` is called, as a slow upload's
 * would. `started` resolves once the shop reads the body, that is after its onRequest hooks ran.
 */
function heldLookup(app: Awaited<ReturnType<typeof buildTestApp>>['app']) {
  const body = JSON.stringify({ number: '1001', email: 'asha@example.in' });
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  let isReading = false;
  const payload = new Readable({
    read() {
      if (isReading) return;
      isReading = true;
      markStarted();
    },
  });
  const answer = app.inject({
    method: 'POST',
    url: '/api/orders/lookup',
    headers: { 'content-type': 'application/json' },
    payload,
  });
  return {
    started,
    answer,
    finish: () => {
      payload.push(body);
      payload.push(null);
      return answer;
    },
  };
}

const listing = { method: 'GET', url: '/api/products?page=1&limit=12' } as const;

describe('load shedding: the in-flight limit', () => {
  it('answers 503 OVERLOADED with Retry-After while the limit is full; health still answers', async () => {
    const { app, database } = await buildTestApp({
      OVERLOAD_MAX_IN_FLIGHT_REQUESTS: '1',
      OVERLOAD_RETRY_AFTER_SECONDS: '3',
    });
    const held = heldLookup(app);
    await held.started;

    expectRetryLater(await app.inject(listing), {
      status: 503,
      code: 'OVERLOADED',
      message: 'The shop is busy. Please try again in a few seconds.',
      retryAfterSeconds: 3,
    });
    // Any route, any method: the limit is checked before routing work.
    const shedPost = await app.inject({ method: 'POST', url: '/api/store/unlock', payload: {} });
    expect(shedPost.statusCode).toBe(503);
    expect(shedPost.json()).toMatchObject({ code: 'OVERLOADED' });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', db: database.kind });

    expect((await held.finish()).statusCode).toBe(404);
  });

  it('gives the slot back when a request finishes, and health never takes one', async () => {
    const { app } = await buildTestApp({ OVERLOAD_MAX_IN_FLIGHT_REQUESTS: '1' });
    const first = heldLookup(app);
    await first.started;
    expect((await app.inject(listing)).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await first.finish();

    // One at a time, each finishing before the next: none is shed.
    for (let i = 0; i < 3; i++) expect((await app.inject(listing)).statusCode).toBe(200);
    const second = heldLookup(app);
    await second.started;
    expect((await app.inject(listing)).statusCode).toBe(503);
    expect((await second.finish()).statusCode).toBe(404);
    expect((await app.inject(listing)).statusCode).toBe(200);
  });

  it('counts up to the limit before shedding', async () => {
    const { app } = await buildTestApp({ OVERLOAD_MAX_IN_FLIGHT_REQUESTS: '2' });
    const first = heldLookup(app);
    await first.started;
    expect((await app.inject(listing)).statusCode).toBe(200);
    const second = heldLookup(app);
    await second.started;
    expect((await app.inject(listing)).statusCode).toBe(503);
    await Promise.all([first.finish(), second.finish()]);
    expect((await app.inject(listing)).statusCode).toBe(200);
  });

  it('gives the slot back when the client hangs up mid-request', async () => {
    const { app } = await buildTestApp({ OVERLOAD_MAX_IN_FLIGHT_REQUESTS: '1' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const statusOfListing = async () =>
      (await fetch(`http://127.0.0.1:${port}${listing.url}`)).status;
    // Over real sockets the server's progress is not observable: ask until it answers as
    // expected, a bounded number of times (a leaked slot would answer 503 forever).
    const pollUntil = async (expected: number) => {
      let status = 0;
      for (let attempt = 0; attempt < 100 && status !== expected; attempt++) {
        if (attempt > 0) await sleep(20);
        status = await statusOfListing();
      }
      return status;
    };

    const hangingUp = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/orders/lookup',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
    });
    hangingUp.on('error', () => {}); // the socket we destroy on purpose
    hangingUp.write('{"number":');
    expect(await pollUntil(503)).toBe(503);
    hangingUp.destroy();
    expect(await pollUntil(200)).toBe(200);
  });

  it('never counts nor sheds the storefront’s built files: a page that loaded gets its scripts', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'skins-shed-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Skins</title>');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'export {};\n');
    const { app } = await buildTestApp({
      OVERLOAD_MAX_IN_FLIGHT_REQUESTS: '1',
      WEB_DIST_DIR: distDir,
    });
    const held = heldLookup(app);
    await held.started;

    expect((await app.inject(listing)).statusCode).toBe(503);
    const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('export {};\n');
    await held.finish();
    await rm(distDir, { recursive: true, force: true });
  });

  it('never sheds the steps that record money: verify-payment, the webhook and a COD order', async () => {
    const { app } = await buildTestApp({
      OVERLOAD_MAX_IN_FLIGHT_REQUESTS: '1',
      COD_ENABLED: 'true',
    });
    const held = heldLookup(app);
    await held.started;
    expect((await app.inject(listing)).statusCode).toBe(503);

    // Each is answered by its route (bad input here: 400), not shed with 503.
    for (const url of [
      '/api/payments/verify-payment',
      '/api/payments/webhook',
      '/api/payments/cod',
    ]) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(400);
    }
    await held.finish();
  });

  it('never sheds when the limit is 0 (off)', async () => {
    const { app } = await buildTestApp({
      OVERLOAD_MAX_IN_FLIGHT_REQUESTS: '0',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const held = [heldLookup(app), heldLookup(app), heldLookup(app)];
    await Promise.all(held.map((request) => request.started));
    expect((await app.inject(listing)).statusCode).toBe(200);
    await Promise.all(held.map((request) => request.finish()));
  });
});

describe('load shedding: the event loop, while starting', () => {
  it('answers the first requests of a fresh instance whose start kept the event loop busy', async () => {
    const { app } = await buildTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '20' });
    // Start-up work holding the event loop, as migrations and the first reads do, until
    // under-pressure has measured it past the limit (its sampler runs between the blocks), which
    // would shed a request once the start-up grace (STARTUP_GRACE_MS) is over.
    let isPastLimit = false;
    for (let block = 0; block < 8 && !isPastLimit; block++) {
      const until = performance.now() + 300;
      while (performance.now() < until) {
        // busy
      }
      await sleep(60);
      isPastLimit = app.memoryUsage().eventLoopDelay > 20;
    }
    expect(isPastLimit).toBe(true);

    const response = await app.inject(listing);
    expect(response.statusCode).toBe(200);
  });
});
