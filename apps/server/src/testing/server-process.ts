import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = resolve(import.meta.dirname, '../../../..');

export interface ServerProcessOptions {
  /** Node arguments after `--import tsx` (or `--enable-source-maps`), relative to the repo root. */
  args: string[];
  /**
   * `compiled`: plain JavaScript (apps/server/dist, scripts/build-server.mjs), run with
   * `--enable-source-maps` and no TypeScript loader, as `npm start` does. Default `source`.
   */
  build?: 'source' | 'compiled';
  env: NodeJS.ProcessEnv;
  port: number;
  host?: string;
  readyPath?: string;
  readyTimeoutMs?: number;
  /** Printed with the captured output when the process fails to become ready. */
  label: string;
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  pid: number;
  output: () => string;
  stop: (timeoutMs?: number) => Promise<void>;
}

/** A spawned process not yet known to be ready: its exit, and `kill -9`. */
export interface SpawnedServer extends ServerProcess {
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  /** Sends SIGKILL — the crash no handler sees — and waits for the exit. */
  kill: () => Promise<void>;
  /** Waits until `readyPath` answers 200; throws with the captured output if it never does. */
  ready: () => Promise<void>;
}

const outputLimitChars = 64_000;
const liveChildren = new Set<ChildProcess>();

// A crashed or interrupted runner must not leave a server holding a port or a PGlite lock.
process.once('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  const probe = createServer();
  probe.listen(0, host);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port assigned');
  return address.port;
}

/** Starts the process and returns at once; `ready()` waits for it to answer. */
export function spawnServerProcess(options: ServerProcessOptions): SpawnedServer {
  const host = options.host ?? '127.0.0.1';
  const baseUrl = `http://${host}:${options.port}`;
  // Plain `node --import tsx`, not the tsx CLI: a tsx parent process can swallow SIGTERM.
  const loader = options.build === 'compiled' ? ['--enable-source-maps'] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...loader, ...options.args], {
    cwd: repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);

  let output = '';
  const capture = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputLimitChars);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code) => {
      liveChildren.delete(child);
      resolveExit(code);
    });
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async (timeoutMs = 10_000) => {
    if (hasExited()) return;
    child.kill('SIGTERM');
    const graceful = await Promise.race([exited.then(() => true), sleep(timeoutMs, false)]);
    if (!graceful) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const kill = async () => {
    if (!hasExited()) child.kill('SIGKILL');
    await exited;
  };

  const ready = async () => {
    try {
      await waitUntilReady({
        url: `${baseUrl}${options.readyPath ?? '/api/health'}`,
        timeoutMs: options.readyTimeoutMs ?? 90_000,
        hasExited,
      });
    } catch (error) {
      await stop(2_000);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${options.label} did not become ready: ${reason}\n` +
          `--- ${options.label} output (exit ${child.exitCode ?? child.signalCode}) ---\n` +
          `${output || '(no output)'}\n--- end of ${options.label} output ---`,
      );
    }
  };

  const pid = child.pid ?? -1;
  return { baseUrl, port: options.port, pid, output: () => output, stop, exited, kill, ready };
}

/** Starts the process and waits until it answers. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const server = spawnServerProcess(options);
  await server.ready();
  return server;
}

interface ReadyCheck {
  url: string;
  timeoutMs: number;
  hasExited: () => boolean;
}

async function waitUntilReady({ url, timeoutMs, hasExited }: ReadyCheck): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the process exited before it was ready');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      lastProblem = `${url} answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`timed out after ${timeoutMs} ms (${lastProblem})`);
}
