import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

// Real processes: a child takes the lock, then is killed with -9 or left running.

const lockModule = path.join(import.meta.dirname, 'lock.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(path.dirname(dir), { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'skins-lock-')), 'data');
  dirs.push(dir);
  return dir;
}

/** A child process holding the lock on `dir`; resolves once it has it. */
function holdInChild(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
await lockDataDir(${JSON.stringify(dir)});
console.log('locked');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the holder exited early (${code})`)));
  });
}

describe('the embedded database lock', () => {
  it('names the live holder, by pid and host', async () => {
    const dir = await dataDir();
    const holder = await holdInChild(dir);

    const attempt = lockDataDir(dir);

    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(`(process ${holder.pid} on ${hostname()}, since `);
  });

  it('takes over at once from a holder killed with -9 (no 15 s wait)', async () => {
    const dir = await dataDir();
    const holder = await holdInChild(dir);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;

    // proper-lockfile alone would refuse this until the dead lock is 15 s old.
    const release = await lockDataDir(dir);

    await release();
    // Released cleanly: a next process takes it again.
    await (await lockDataDir(dir))();
  });
});
