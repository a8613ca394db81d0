import net from 'node:net';
import { Redis } from 'ioredis';

/** The machine's Redis (ARCHITECTURE.md: several instances share one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at TEST_REDIS_URL; files that need one skip, loudly, without it. */
export async function testRedisAnswers(whatGoesUntested: string): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.quit();
    return true;
  } catch {
    probe.disconnect();
    console.warn(`SKIPPED: no Redis at ${TEST_REDIS_URL}; ${whatGoesUntested} is untested.`);
    return false;
  }
}

/**
 * A TCP proxy in front of the test Redis, standing in for the network: `cut()` drops every
 * connection and refuses new ones (an outage), `restore()` answers again on the same port.
 */
export class RedisLink {
  readonly #sockets = new Set<net.Socket>();
  #server: net.Server | undefined;
  #port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.#port}`;
  }

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const { hostname, port } = new URL(TEST_REDIS_URL);
      const upstream = net.connect(Number(port || 6379), hostname);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => this.#sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.#port, '127.0.0.1', resolve));
    const address = server.address();
    this.#port = typeof address === 'object' && address ? address.port : 0;
    this.#server = server;
  }

  cut(): void {
    this.#server?.close();
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
  }

  restore(): Promise<void> {
    return this.open();
  }
}
