import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { TEST_REDIS_URL, testRedisAnswers } from '../../testing/test-redis.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'skins-ready-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
const ready = (app: App) => app.inject({ method: 'GET', url: '/api/ready' });

/** A 503 naming what fails, with every check's outcome in its details. */
async function expectNotReady(app: App, failing: string, checks: Record<string, string>) {
  const response = await ready(app);
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    message: `Not ready: ${failing} not answering.`,
    details: { checks },
  });
}

describe('GET /api/ready', () => {
  it('is ready with the database answering and storage writable, Redis off when not configured', async () => {
    // The gate is on: a load balancer's probe carries no unlock cookie.
    const { app } = await buildTestApp({ DATA_DIR: dataDir, STORE_PASSWORD: 'open sesame' });
    const response = await ready(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'off', storage: 'ok' },
    });
  });

  it('is not ready when uploads cannot be written', async () => {
    // A file where the media folder should be: nothing can be stored (even for root).
    const blocked = await mkdtemp(path.join(tmpdir(), 'skins-ready-blocked-'));
    afterAll(() => rm(blocked, { recursive: true, force: true }));
    await writeFile(path.join(blocked, 'media'), 'not a folder');
    const { app } = await buildTestApp({ DATA_DIR: blocked });
    await expectNotReady(app, 'storage', { database: 'ok', storage: 'failing' });
  });

  it('is not ready when the database does not answer', async () => {
    const { app, database } = await buildTestApp({ DATA_DIR: dataDir });
    await database.close();
    await expectNotReady(app, 'database', { database: 'failing', storage: 'ok' });
  });
});

const redisAnswers = await testRedisAnswers('readiness with Redis');
describe.runIf(redisAnswers)('GET /api/ready with REDIS_URL', () => {
  it('checks Redis too', async () => {
    const { app } = await buildTestApp({ DATA_DIR: dataDir, REDIS_URL: TEST_REDIS_URL });
    expect((await ready(app)).json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
  });
});
