import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

interface Cached {
  modifiedMs: number;
  html: Promise<string>;
}

const cache = new Map<string, Cached>();

/** The built storefront's two page templates (docs/decisions/045-storefront-islands.md). */
export type PageTemplate = 'index.html' | 'islands.html';

/**
 * A built page template (the client app's `index.html` by default) from `distDir`, kept in memory. A `stat` per page (cheap
 * beside the page's database query) notices a rebuild under a running server, whose new
 * hashed asset names the old copy would point past.
 */
export async function readIndexHtml(
  distDir: string,
  template: PageTemplate = 'index.html',
): Promise<string> {
  const file = path.join(distDir, template);
  const { mtimeMs } = await stat(file);
  const cached = cache.get(file);
  if (cached?.modifiedMs === mtimeMs) return cached.html;
  const html = readFile(file, 'utf8');
  cache.set(file, { modifiedMs: mtimeMs, html });
  // A failed read must be retried on the next request, not cached.
  html.catch(() => cache.delete(file));
  return html;
}
