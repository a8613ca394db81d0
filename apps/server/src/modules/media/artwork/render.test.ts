import { PRODUCT_TYPE_NAMES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import {
  ARTWORK_DEVICES,
  ARTWORK_PALETTES,
  ARTWORK_PATTERNS,
  ARTWORK_VIEWS,
  type ArtworkSpec,
} from './artwork-spec.ts';
import { renderArtwork } from './render.ts';

const MAX_BYTES = 25_000;

/** A strict-enough XML check: one root, every tag closed in order, attributes quoted. */
function xmlProblem(document: string): string | null {
  const open: string[] = [];
  let roots = 0;
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let cursor = 0;
  for (let match = tag.exec(document); match; match = tag.exec(document)) {
    const between = document.slice(cursor, match.index);
    if (between.includes('<') || between.includes('>')) return `stray markup near ${cursor}`;
    cursor = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      if (open.pop() !== name) return `unbalanced </${name}> at ${match.index}`;
      continue;
    }
    if (open.length === 0 && ++roots > 1) return 'more than one root';
    if (!selfClosing) open.push(name);
  }
  if (cursor !== document.length) return 'unparsed text at the end';
  return open.length === 0 ? null : `unclosed <${open.join('>, <')}>`;
}

function idsOf(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');
}

function referencesOf(svg: string): string[] {
  return [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
}

const everyDeviceAndView = ARTWORK_DEVICES.flatMap((device, i) =>
  ARTWORK_VIEWS.map(
    (view, j): ArtworkSpec => ({
      device,
      view,
      pattern: ARTWORK_PATTERNS[(i + j * 5) % ARTWORK_PATTERNS.length] ?? 'marble',
      palette: ARTWORK_PALETTES[(i * 3 + j) % ARTWORK_PALETTES.length] ?? 'obsidian',
    }),
  ),
);

describe('renderArtwork', () => {
  it('offers at least 12 patterns, 8 palettes and a device per product type', () => {
    expect(ARTWORK_PATTERNS.length).toBeGreaterThanOrEqual(12);
    expect(ARTWORK_PALETTES.length).toBeGreaterThanOrEqual(8);
    expect(ARTWORK_DEVICES).toEqual(expect.arrayContaining([...PRODUCT_TYPE_NAMES]));
  });

  it.each(everyDeviceAndView)(
    'draws $device / $view as a well-formed, self-contained SVG',
    (spec) => {
      const svg = renderArtwork(spec);
      const size = spec.view === 'thumb' ? 320 : 800;
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
      expect(svg).toContain(`width="${size}" height="${size}" role="img"`);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(xmlProblem(svg)).toBeNull();
      expect(svg).not.toMatch(
        /<text|<image|<script|<foreignObject|https?:\/\/(?!www\.w3\.org\/2000\/svg)|data:|NaN|undefined/,
      );
      const ids = idsOf(svg);
      expect(new Set(ids).size).toBe(ids.length);
      for (const reference of referencesOf(svg)) expect(ids).toContain(reference);
    },
  );

  it('catches broken markup in its own checker', () => {
    expect(xmlProblem('<svg><g></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><g/></svg><svg/>')).not.toBeNull();
    expect(xmlProblem('<svg a=b/>')).not.toBeNull();
    expect(xmlProblem('<svg><g/></svg>')).toBeNull();
  });

  it('renders the same bytes for the same spec', () => {
    const spec: ArtworkSpec = {
      device: 'samsung',
      pattern: 'terrazzo',
      palette: 'sand',
      view: 'angle',
    };
    expect(renderArtwork({ ...spec })).toBe(renderArtwork(spec));
  });

  it('varies random-looking patterns with the design, not with each call', () => {
    const onIphone = renderArtwork({
      device: 'iphone',
      pattern: 'camo',
      palette: 'forest',
      view: 'front',
    });
    const onSamsung = renderArtwork({
      device: 'samsung',
      pattern: 'camo',
      palette: 'forest',
      view: 'front',
    });
    const camoTile = (svg: string) => svg.slice(svg.indexOf('<pattern'), svg.indexOf('</pattern>'));
    expect(camoTile(onIphone)).not.toBe(camoTile(onSamsung));
  });

  // 36 devices × 15 patterns × 10 palettes × 4 views: over 20,000 documents, which took close
  // to the default 30 s on two shared cores.
  it('keeps every combination under 25 KB', { timeout: 120_000 }, () => {
    let largest = 0;
    for (const device of ARTWORK_DEVICES) {
      for (const pattern of ARTWORK_PATTERNS) {
        for (const palette of ARTWORK_PALETTES) {
          for (const view of ARTWORK_VIEWS) {
            const bytes = Buffer.byteLength(renderArtwork({ device, pattern, palette, view }));
            largest = Math.max(largest, bytes);
          }
        }
      }
    }
    expect(largest).toBeLessThan(MAX_BYTES);
  });
});
