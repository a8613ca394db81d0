import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

interface Cached {
  modifiedMs: number;
  html: Promise<string>;
}

const cache = new Map<string, Cached>();

/**
 * The built storefront's `index.html` from `distDir`, kept in memory. A `stat` per page (cheap
 * beside the page's database query) notices a rebuild under a running server, whose new
 * hashed asset names the old copy would point past.
 */
export async function readIndexHtml(distDir: string): Promise<string> {
  const file = path.join(distDir, 'index.html');
  const { mtimeMs } = await stat(file);
  const cached = cache.get(distDir);
  if (cached?.modifiedMs === mtimeMs) return cached.html;
  const html = readFile(file, 'utf8');
  cache.set(distDir, { modifiedMs: mtimeMs, html });
  // A failed read must be retried on the next request, not cached.
  html.catch(() => cache.delete(distDir));
  return html;
}
