import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as shared from '@skins/shared';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../../..');
const fontsDir = path.join(webRoot, 'public/assets/fonts');
const css = readFileSync(path.join(import.meta.dirname, 'manrope.css'), 'utf8');

function openFont(bytes: Buffer) {
  const font = fontkit.create(bytes);
  if (!('characterSet' in font)) throw new Error('expected a single font, not a collection');
  return font;
}

const [mainFile = ''] = readdirSync(fontsDir).filter((name) => name.endsWith('.woff2'));
const mainFont = openFont(readFileSync(path.join(fontsDir, mainFile)));
const rupeeBase64 = /url\("data:font\/woff2;base64,([^"]+)"\)/.exec(css)?.[1] ?? '';
const rupeeFont = openFont(Buffer.from(rupeeBase64, 'base64'));
const hasGlyph = (char: string) => {
  const codePoint = char.codePointAt(0) ?? 0;
  return mainFont.hasGlyphForCodePoint(codePoint) || rupeeFont.hasGlyphForCodePoint(codePoint);
};

/** Every string reachable from the shared package's exports: messages, spec texts, labels. */
function collectStrings(value: unknown, into: string[], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) collectStrings(item, into, seen);
  }
  return into;
}

/** Non-ASCII characters in the storefront's sources, comments stripped. */
function webSourceCharacters(dir: string, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) webSourceCharacters(file, into);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const char of code.match(/[^\p{ASCII}]/gu) ?? []) into.add(char);
    }
  }
  return into;
}

// Left to the system font on purpose: Manrope draws none of these (ADR 028).
const SYSTEM_FALLBACK = /\p{Extended_Pictographic}|[\u2190-\u21ff\u2264\u2713\u2318]|\ufe0f/u;

describe('the storefront font subset', () => {
  it('draws every character of the shared copy, and the rupee sign', () => {
    const text = `${collectStrings(shared, []).join('')}₹`;
    expect(text.length).toBeGreaterThan(1000);
    const missing = [...new Set(text)].filter(
      (char) => char >= ' ' && !SYSTEM_FALLBACK.test(char) && !hasGlyph(char),
    );
    expect(missing).toEqual([]);
  });

  it('draws every non-ASCII character the storefront source shows, bar the system-font ones', () => {
    const missing = [...webSourceCharacters(path.join(webRoot, 'src'))].filter(
      (char) => !SYSTEM_FALLBACK.test(char) && !hasGlyph(char),
    );
    expect(missing).toEqual([]);
  });

  it('is one small variable file with the whole weight axis', () => {
    expect(mainFont.variationAxes.wght).toMatchObject({ min: 200, max: 800 });
    expect(readFileSync(path.join(fontsDir, mainFile)).byteLength).toBeLessThan(24_000);
    expect(readdirSync(fontsDir)).toEqual([mainFile]);
  });

  it('keeps only the rupee sign in the inlined face', () => {
    expect(rupeeFont.hasGlyphForCodePoint(0x20b9)).toBe(true);
    expect(rupeeFont.hasGlyphForCodePoint(0x41)).toBe(false);
    expect(css).toMatch(/unicode-range: U\+20B9;/);
  });

  it("matches the fallback face's vertical metrics to Manrope's own", () => {
    const sizeAdjust = Number(/size-adjust: ([\d.]+)%/.exec(css)?.[1]) / 100;
    const ascent = Number(/ascent-override: ([\d.]+)%/.exec(css)?.[1]) / 100;
    const descent = Number(/descent-override: ([\d.]+)%/.exec(css)?.[1]) / 100;
    // The fallback, scaled by size-adjust, must end up with Manrope's ascender and descender.
    expect(ascent * sizeAdjust).toBeCloseTo(mainFont.ascent / mainFont.unitsPerEm, 3);
    expect(descent * sizeAdjust).toBeCloseTo(-mainFont.descent / mainFont.unitsPerEm, 3);
    expect(css).toMatch(/font-display: swap;/);
  });
});
