import { once } from 'node:events';
import net from 'node:net';

/**
 * What the proxy does to the way to the database:
 * - `open`: forwards every byte both ways;
 * - `refusing`: nothing listens, and every open connection is cut (the server is down);
 * - `resetting`: every connection, open or new, is reset at once (a server that drops them);
 * - `silent`: connections stay open, and nothing passes either way (the host unreachable:
 *   packets vanish, as behind a broken route or a firewall that drops them). What was sent
 *   meanwhile is delivered when the way opens again, as TCP retransmits it.
 */
export type ProxyState = 'open' | 'refusing' | 'resetting' | 'silent';

export interface TcpProxy {
  port: number;
  state: () => ProxyState;
  setState: (state: ProxyState) => Promise<void>;
  close: () => Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | undefined;
}

/** A TCP proxy on 127.0.0.1 to `target`, in this process, whose way can be cut on demand. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: ProxyState = 'open';
  const pairs = new Set<Pair>();

  const drop = (pair: Pair, how: 'end' | 'reset') => {
    pairs.delete(pair);
    for (const socket of [pair.client, pair.upstream]) {
      if (!socket || socket.destroyed) continue;
      if (how === 'reset') socket.resetAndDestroy();
      else socket.destroy();
    }
  };

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair, 'end'));
    upstream.on('close', () => drop(pair, 'end'));
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: undefined };
    pairs.add(pair);
    client.on('error', () => drop(pair, 'end'));
    client.on('close', () => drop(pair, 'end'));
    if (state === 'resetting') drop(pair, 'reset');
    // Held unread: the bytes wait in the socket until the way opens.
    else if (state === 'silent') client.pause();
    else connectUpstream(pair);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP port assigned');
  const { port } = address;

  const setListening = async (isListening: boolean) => {
    if (isListening === server.listening) return;
    if (isListening) {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    } else {
      // Closes once no connection is left: setState drops the open ones first.
      server.close();
      await once(server, 'close');
    }
  };

  const setState = async (next: ProxyState) => {
    if (next === state) return;
    const previous = state;
    state = next;
    if (next === 'refusing' || next === 'resetting') {
      for (const pair of [...pairs]) drop(pair, next === 'resetting' ? 'reset' : 'end');
    } else if (next === 'silent') {
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    } else if (previous === 'silent') {
      for (const pair of pairs) {
        if (pair.upstream) {
          pair.client.pipe(pair.upstream);
          pair.upstream.pipe(pair.client);
        } else {
          connectUpstream(pair);
        }
      }
    }
    await setListening(next !== 'refusing');
  };

  return {
    port,
    state: () => state,
    setState,
    close: async () => {
      for (const pair of [...pairs]) drop(pair, 'end');
      if (server.listening) {
        server.close();
        await once(server, 'close');
      }
    },
  };
}
