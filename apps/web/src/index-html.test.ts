import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_MARK_PATHS } from '#features/layout/components/brand-mark.tsx';

const webRoot = path.resolve(import.meta.dirname, '..');
const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const read = (file: string) => readFileSync(path.resolve(webRoot, file), 'utf8');

const attrs = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? '']));
const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => attrs(m[0]));

describe('index.html', () => {
  it('preloads exactly the font file that ships, the one the stylesheet uses', () => {
    const preloads = links.filter((link) => link.rel === 'preload' && link.as === 'font');
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload).toMatchObject({ type: 'font/woff2', crossorigin: '' });
    expect(preload?.href).toMatch(/^\/assets\/fonts\/manrope-[0-9a-f]{8}\.woff2$/);
    // public/ is copied to the build's root: no 404 preload, and /assets/ gets the long cache.
    expect(existsSync(path.join(webRoot, 'public', preload?.href ?? ''))).toBe(true);
    expect(read('src/assets/fonts/manrope.css')).toContain(`url("${preload?.href}")`);
  });

  it('links icons that exist', () => {
    const icons = links.filter((link) => link.rel === 'icon' || link.rel === 'apple-touch-icon');
    expect(icons.map((icon) => icon.href)).toEqual([
      '/favicon.svg',
      '/favicon-32.png',
      '/apple-touch-icon.png',
    ]);
    for (const icon of icons)
      expect(existsSync(path.join(webRoot, 'public', icon.href ?? ''))).toBe(true);
  });

  // The page itself comes from the server (docs/decisions/029): no boot splash to keep in step.
  it('draws the same mark in the favicon and the icon script as in the header', () => {
    const favicon = read('public/favicon.svg');
    const iconScript = read('../../scripts/brand-icons.mjs');
    for (const d of Object.values(BRAND_MARK_PATHS)) {
      expect(favicon).toContain(`d="${d}"`);
      expect(iconScript).toContain(`d="${d}"`);
    }
  });
});
