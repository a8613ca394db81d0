import { describe, expect, it } from 'vitest';
import type { ArtworkSpec } from './artwork-spec.ts';
import { artworkPath, artworkUrl, parseArtworkPath } from './paths.ts';

const spec: ArtworkSpec = {
  device: 'iphone',
  pattern: 'carbon-fibre',
  palette: 'obsidian',
  view: 'front',
};

describe('artwork paths', () => {
  it('formats the versioned path and the public URL', () => {
    expect(artworkPath(spec)).toBe('v2/iphone/carbon-fibre/obsidian/front.svg');
    expect(artworkUrl(spec)).toBe('/media/art/v2/iphone/carbon-fibre/obsidian/front.svg');
  });

  it('parses what it formats', () => {
    const other: ArtworkSpec = {
      device: 'apple-watch',
      pattern: 'stealth-matte',
      palette: 'midnight-blue',
      view: 'thumb',
    };
    expect(parseArtworkPath(artworkPath(spec))).toEqual(spec);
    expect(parseArtworkPath(artworkPath(other))).toEqual(other);
    expect(parseArtworkPath(`/${artworkPath(other)}`)).toEqual(other);
  });

  it.each([
    ['an empty path', ''],
    ['a missing .svg', 'v2/iphone/carbon-fibre/obsidian/front'],
    ['another extension', 'v2/iphone/carbon-fibre/obsidian/front.png'],
    ['a doubled extension', 'v2/iphone/carbon-fibre/obsidian/front.svg.svg'],
    ['an unknown version (v9)', 'v9/iphone/carbon-fibre/obsidian/front.svg'],
    ['an unknown device', 'v2/nokia-3310/carbon-fibre/obsidian/front.svg'],
    ['an unknown pattern', 'v2/iphone/paisley/obsidian/front.svg'],
    ['an unknown palette', 'v2/iphone/carbon-fibre/teal/front.svg'],
    ['an unknown view', 'v2/iphone/carbon-fibre/obsidian/back.svg'],
    ['an extra segment', 'v2/iphone/carbon-fibre/obsidian/front/front.svg'],
    ['a missing segment', 'v2/iphone/carbon-fibre/front.svg'],
    ['a traversal', 'v2/iphone/../../obsidian/front.svg'],
    ['a dot-dot device', 'v2/../carbon-fibre/obsidian/front.svg'],
    ['an encoded traversal', 'v2/iphone/%2e%2e/obsidian/front.svg'],
    ['a case variant', 'v2/iPhone/carbon-fibre/obsidian/front.svg'],
    ['a trailing slash', 'v2/iphone/carbon-fibre/obsidian/front.svg/'],
    ['a backslash', 'v1\\iphone\\carbon-fibre\\obsidian\\front.svg'],
    ['a prototype key', 'v2/constructor/carbon-fibre/obsidian/front.svg'],
    ['a query string', 'v2/iphone/carbon-fibre/obsidian/front.svg?x=1'],
    ['a huge path', `v1/iphone/carbon-fibre/obsidian/${'a'.repeat(5000)}.svg`],
  ])('refuses %s', (_label, path) => {
    expect(parseArtworkPath(path)).toBeNull();
  });
});
