import { PRODUCT_TYPE_NAMES, type ProductTypeName } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import type { ArtworkDevice } from '../../../modules/media/artwork/artwork-spec.ts';
import { DEVICES } from '../../../modules/media/artwork/devices.ts';
import { PALETTES } from '../../../modules/media/artwork/palettes.ts';
import { DEVICE_FAMILIES } from './device-families.ts';

const families = PRODUCT_TYPE_NAMES.flatMap((type: ProductTypeName) =>
  DEVICE_FAMILIES[type].map((family) => ({ type, family, art: family.art ?? type })),
);

function artOf(slug: string): ArtworkDevice {
  const found = families.find((f) => f.family.slug === slug);
  if (!found) throw new Error(`no device family ${slug}`);
  return found.art;
}

const drawingOf = (device: ArtworkDevice) => DEVICES[device](PALETTES.obsidian).main;
const outlineOf = (device: ArtworkDevice) => drawingOf(device).silhouette;

describe('seed catalog artwork', () => {
  it('gives every kind of device in the seed an outline of its own', () => {
    const devices = [...new Set([...PRODUCT_TYPE_NAMES, ...families.map((f) => f.art)])];
    const byOutline = new Map<string, ArtworkDevice[]>();
    for (const device of devices) {
      const outline = outlineOf(device);
      byOutline.set(outline, [...(byOutline.get(outline) ?? []), device]);
    }
    const shared = [...byOutline.values()].filter((group) => group.length > 1);
    expect(shared).toEqual([]);
  });

  it.each([
    ['dualsense', 'ps5-slim-disc'],
    ['xbox-wireless-controller', 'xbox-series-x'],
    ['xbox-series-s', 'xbox-series-x'],
    ['joy-con', 'nintendo-switch'],
    ['switch-pro-controller', 'nintendo-switch'],
    ['switch-lite', 'nintendo-switch'],
    ['airpods-max', 'airpods-pro-2'],
    ['gopro-hero', 'ipad-air-11-m2'],
    ['steam-deck', 'ipad-air-11-m2'],
    ['handheld-gaming-pc', 'ipad-air-11-m2'],
    ['kindle-paperwhite', 'ipad-air-11-m2'],
    ['galaxy-z-flip6-and-flip5', 'galaxy-s24-ultra'],
    ['galaxy-z-fold6-and-fold5', 'galaxy-s24-ultra'],
    ['apple-watch-ultra-2', 'apple-watch-series-10'],
    ['xiaomi-15-and-14-ultra', 'xiaomi-15'],
    ['vivo-v50-and-v50e', 'vivo-x200-pro'],
    ['oppo-find-x8-pro', 'oppo-reno14-pro'],
    ['pixel-10-pro', 'galaxy-s24-ultra'],
    ['nothing-phone-3a', 'oneplus-13'],
  ])('draws %s unlike %s', (slug, unlike) => {
    expect(artOf(slug)).not.toBe(artOf(unlike));
    expect(outlineOf(artOf(slug))).not.toBe(outlineOf(artOf(unlike)));
  });

  it('keeps the proportions that tell the devices apart', () => {
    const aspect = (slug: string) => {
      const { width, height } = drawingOf(artOf(slug));
      return width / height;
    };
    // Controllers are wider than tall; the consoles they came with stand upright.
    for (const controller of ['dualsense', 'xbox-wireless-controller', 'switch-pro-controller']) {
      expect(aspect(controller)).toBeGreaterThan(1.2);
    }
    expect(aspect('ps5-slim-disc')).toBeLessThan(1);
    expect(aspect('xbox-series-x')).toBeLessThan(1);
    // The Series S lies flat; the handheld is a wide slab, the tablet a portrait sheet.
    expect(aspect('xbox-series-s')).toBeGreaterThan(1.5);
    expect(aspect('steam-deck')).toBeGreaterThan(2);
    expect(aspect('ipad-air-11-m2')).toBeLessThan(1);
    expect(aspect('gopro-hero')).toBeGreaterThan(1.1);
  });
});
