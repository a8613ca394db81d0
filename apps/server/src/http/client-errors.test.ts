import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';

const { app } = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const listening = app.server.address();
if (!listening || typeof listening === 'string') throw new Error('the app is not listening');
const { port } = listening;

/** Sends `raw` over a fresh connection and reads the whole answer (the server closes it). */
function send(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.write(raw);
  });
}

describe('requests Node refuses before Fastify has them', () => {
  it('answers an address over 16 KB with 431 and the contract’s body', async () => {
    const query = 'x'.repeat(20_000);
    const answer = await send(`GET /api/products?search=${query} HTTP/1.1\r\nHost: shop\r\n\r\n`);

    expect(answer.status).toBe(431);
    expect(answer.headers).toContain('content-type: application/json');
    expect(JSON.parse(answer.body)).toEqual({
      message: 'This address or its headers are too long.',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('answers a request it cannot read with 400 and the contract’s body', async () => {
    const answer = await send('NOT HTTP AT ALL\r\n\r\n');

    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'This request could not be read.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('still answers an address just under the limit as the route does', async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/products?search=${'x'.repeat(2_000)}`,
    );
    expect(response.status).not.toBe(431);
    expect(response.status).toBeLessThan(500);
  });
});
