import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorBodySchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { Drain } from './drain.ts';

// SIGTERM with SHUTDOWN_DRAIN_MS (server.ts): the instance keeps serving, but hands each
// connection back closed after its answer, and tells a balancer's probe it is going.
const drain = new Drain();
const { app } = await buildTestApp({}, { drain });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** One GET on a kept-alive socket: its status, its Connection header, and whether it closed. */
function getOnKeptAliveSocket(agent: http.Agent, path: string) {
  return new Promise<{ status: number; connection: string | undefined; socketClosed: boolean }>(
    (resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          // A socket the server ends is closed by the next turn of the loop; a kept one is not.
          setTimeout(
            () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
                socketClosed: request.socket?.destroyed ?? true,
              }),
            50,
          );
        });
      });
      request.on('error', reject);
    },
  );
}

describe('draining', () => {
  it('keeps connections alive and is ready before the drain starts', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const answer = await getOnKeptAliveSocket(agent, '/api/health');
    expect(answer).toEqual({ status: 200, connection: 'keep-alive', socketClosed: false });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    agent.destroy();
  });

  it('closes each connection after its answer once draining, 503 to GETs but liveness', async () => {
    drain.start();
    const agent = new http.Agent({ keepAlive: true });
    const statuses: Record<string, number> = {};
    for (const path of ['/api/health', '/api/ready', '/api/products?limit=1', '/']) {
      const answer = await getOnKeptAliveSocket(agent, path);
      expect(answer.connection, path).toBe('close');
      expect(answer.socketClosed, path).toBe(true);
      statuses[path] = answer.status;
    }
    expect(statuses).toEqual({
      '/api/health': 200,
      '/api/ready': 503,
      '/api/products?limit=1': 503,
      '/': 503,
    });
    agent.destroy();
  });

  it('says why, and when to come back, to a GET nginx then resends to another instance', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(ErrorBodySchema.parse(response.json())).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'This server is shutting down: try again.',
    });
  });

  it('still serves a POST in full, which nginx would never resend', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscription/subscribe',
      payload: { email: 'late@example.in' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers.connection).toBe('close');
  });
});
