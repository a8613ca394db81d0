import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readIndexHtml } from './index-html.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'skins-index-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readIndexHtml', () => {
  it('reads the file once and serves it from memory while it is unchanged', async () => {
    const file = path.join(dir, 'index.html');
    await writeFile(file, '<html>v1</html>');
    const first = new Date('2026-01-01T00:00:00Z');
    await utimes(file, first, first);
    expect(await readIndexHtml(dir)).toBe('<html>v1</html>');

    // Same modification time: the content on disk is not read again.
    await writeFile(file, '<html>changed in place</html>');
    await utimes(file, first, first);
    expect(await readIndexHtml(dir)).toBe('<html>v1</html>');
  });

  it('picks up a rebuild', async () => {
    const file = path.join(dir, 'index.html');
    await writeFile(file, '<html>v1</html>');
    await utimes(file, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    expect(await readIndexHtml(dir)).toBe('<html>v1</html>');

    await writeFile(file, '<html>v2</html>');
    await utimes(file, new Date('2026-01-02T00:00:00Z'), new Date('2026-01-02T00:00:00Z'));
    expect(await readIndexHtml(dir)).toBe('<html>v2</html>');
  });
});
