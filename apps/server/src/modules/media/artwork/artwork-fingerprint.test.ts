import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARTWORK_DEVICES,
  ARTWORK_PALETTES,
  ARTWORK_PATTERNS,
  ARTWORK_VIEWS,
  type ArtworkDevice,
} from './artwork-spec.ts';
import { ARTWORK_VERSION } from './paths.ts';
import { renderArtwork } from './render.ts';

/**
 * The version the drawings were last released under, and a hash of what each drew then: each
 * device in every view, and every pattern in every palette.
 */
const released = JSON.parse(
  readFileSync(new URL('./artwork-fingerprint.json', import.meta.url), 'utf8'),
) as { version: string; devices: Record<string, string>; patterns: string };

function deviceHash(device: ArtworkDevice): string {
  const hash = createHash('sha256');
  const [pattern = 'carbon-fibre'] = ARTWORK_PATTERNS;
  const [palette = 'obsidian'] = ARTWORK_PALETTES;
  for (const view of ARTWORK_VIEWS) hash.update(renderArtwork({ device, pattern, palette, view }));
  return hash.digest('hex');
}

function patternsHash(): string {
  const hash = createHash('sha256');
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
    const now = {
      devices: Object.fromEntries(ARTWORK_DEVICES.map((device) => [device, deviceHash(device)])),
      patterns: patternsHash(),
    };
    const record = JSON.stringify({ version: ARTWORK_VERSION, ...now });
    if (released.version !== ARTWORK_VERSION) {
      expect.fail(`artwork-fingerprint.json names ${released.version}: write ${record}`);
    }
    const advice =
      `The drawings changed under ${ARTWORK_VERSION}: bump ARTWORK_VERSION in paths.ts, add ` +
      `${ARTWORK_VERSION} to RETIRED_VERSIONS, add a migration pointing products at the new URLs, ` +
      `and write ${record} to artwork-fingerprint.json.`;
    expect(now.patterns, advice).toBe(released.patterns);
    for (const device of ARTWORK_DEVICES) {
      // A device drawn for the first time has URLs no browser has cached: no new version needed.
      const added = `${device} is new: add "${device}": "${now.devices[device]}" to artwork-fingerprint.json`;
      expect(released.devices[device], added).toBeDefined();
      expect(now.devices[device], `${device}: ${advice}`).toBe(released.devices[device]);
    }
  });
});
