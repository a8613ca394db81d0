import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// The HTTP half the fake message providers share (fake-whatsapp.ts, fake-msg91.ts): a server on
// 127.0.0.1 that records each request with its parsed JSON body and answers what the fake says.
// Plain Node, no test runner: the e2e suite starts these in its own process.

export interface RecordedProviderRequest {
  method: string;
  /** The path without the query. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

export interface FakeProviderServer {
  readonly port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 at `port`, or at one the system picks. */
export async function startFakeProviderServer(
  answer: (request: RecordedProviderRequest) => ProviderAnswer,
  port = 0,
): Promise<FakeProviderServer> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const { status, body: answerBody } = answer({
        method: request.method ?? 'GET',
        path: url.pathname,
        headers: request.headers,
        body,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answerBody));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port on 127.0.0.1 nothing listens on now (fetch refuses well-known ports such as 1). */
export async function closedPort(): Promise<number> {
  const server = await startFakeProviderServer(() => ({ status: 200, body: null }));
  await server.close();
  return server.port;
}
