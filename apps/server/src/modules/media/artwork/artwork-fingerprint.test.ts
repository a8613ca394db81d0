import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARTWORK_DEVICES,
  ARTWORK_PALETTES,
  ARTWORK_PATTERNS,
  ARTWORK_VIEWS,
} from './artwork-spec.ts';
import { ARTWORK_VERSION } from './paths.ts';
import { renderArtwork } from './render.ts';

/** The version the drawings were last released under, and a hash of what they drew then. */
const released = JSON.parse(
  readFileSync(new URL('./artwork-fingerprint.json', import.meta.url), 'utf8'),
) as { version: string; sha256: string };

/** Every device in every view, and every pattern in every palette: what a shop can show. */
function drawingsHash(): string {
  const hash = createHash('sha256');
  const [pattern = 'carbon-fibre'] = ARTWORK_PATTERNS;
  const [palette = 'obsidian'] = ARTWORK_PALETTES;
  for (const device of ARTWORK_DEVICES) {
    for (const view of ARTWORK_VIEWS)
      hash.update(renderArtwork({ device, pattern, palette, view }));
  }
  for (const each of ARTWORK_PATTERNS) {
    for (const colours of ARTWORK_PALETTES) {
      hash.update(
        renderArtwork({ device: 'iphone', pattern: each, palette: colours, view: 'front' }),
      );
    }
  }
  return hash.digest('hex');
}

describe('artwork versions', () => {
  // Browsers keep an image for a year (immutable): a drawing changed under the same URL would
  // reach no one who saw the old one. The fix is a new version, with the old one redirected.
  it('changes the URL version whenever a drawing changes', () => {
    const now = drawingsHash();
    const advice =
      `The drawings changed under ${ARTWORK_VERSION}: bump ARTWORK_VERSION in paths.ts, add ` +
      `${ARTWORK_VERSION} to RETIRED_VERSIONS, add a migration pointing products at the new URLs, ` +
      `and write { "version": "<new>", "sha256": "${now}" } to artwork-fingerprint.json.`;
    if (released.version === ARTWORK_VERSION) expect(now, advice).toBe(released.sha256);
    else
      expect.fail(
        `artwork-fingerprint.json names ${released.version}: set it to ${ARTWORK_VERSION} and ${now}`,
      );
  });
});
