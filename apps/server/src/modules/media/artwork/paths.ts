import {
  ARTWORK_DEVICES,
  ARTWORK_PALETTES,
  ARTWORK_PATTERNS,
  ARTWORK_VIEWS,
  type ArtworkSpec,
} from './artwork-spec.ts';

/**
 * Bumped whenever a drawing changes: the images are cached for a year as immutable, so a changed
 * drawing under the same URL would never reach a browser that has the old one.
 * `artwork-fingerprint.test.ts` fails when the drawings change and this does not.
 */
export const ARTWORK_VERSION = 'v2';
/** Versions products may still name: their URLs answer a permanent redirect to this version. */
const RETIRED_VERSIONS: readonly string[] = ['v1'];
export const ARTWORK_URL_PREFIX = '/media/art/';

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** `v2/{device}/{pattern}/{palette}/{view}.svg`, relative to where the server mounts artwork. */
export function artworkPath(spec: ArtworkSpec): string {
  return `${ARTWORK_VERSION}/${spec.device}/${spec.pattern}/${spec.palette}/${spec.view}.svg`;
}

/** The public URL of one image, as stored on products. */
export function artworkUrl(spec: ArtworkSpec): string {
  return `${ARTWORK_URL_PREFIX}${artworkPath(spec)}`;
}

/**
 * The current path for a path under a retired version (`v1/iphone/…` → `v2/iphone/…`), when the
 * rest names real artwork; null otherwise.
 */
export function currentArtworkPathOf(path: string): string | null {
  const [version, ...rest] = path.replace(/^\//, '').split('/');
  if (version === undefined || !RETIRED_VERSIONS.includes(version)) return null;
  const current = [ARTWORK_VERSION, ...rest].join('/');
  return parseArtworkPath(current) ? current : null;
}

// The path comes from the internet: only exact matches of the closed lists are accepted, so no
// traversal, encoding trick or extra segment can reach the renderer.
export function parseArtworkPath(path: string): ArtworkSpec | null {
  if (path.length > 120) return null;
  const segments = path.replace(/^\//, '').split('/');
  if (segments.length !== 5) return null;
  const [version, device, pattern, palette, file] = segments;
  if (version !== ARTWORK_VERSION || !file?.endsWith('.svg')) return null;
  const view = file.slice(0, -'.svg'.length);
  if (device === undefined || !isOneOf(ARTWORK_DEVICES, device)) return null;
  if (pattern === undefined || !isOneOf(ARTWORK_PATTERNS, pattern)) return null;
  if (palette === undefined || !isOneOf(ARTWORK_PALETTES, palette)) return null;
  if (!isOneOf(ARTWORK_VIEWS, view)) return null;
  return { device, pattern, palette, view };
}
