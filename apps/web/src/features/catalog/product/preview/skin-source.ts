import { uploadUrlAs } from '@skins/shared';
import type { DeviceFamily } from './outline-shapes.ts';

/**
 * Where the preview takes the skin's look from: a window of one of the product's own images,
 * which the gallery has already loaded, so the preview costs no request (decision 031).
 */
export interface SkinSource {
  url: string;
  /** Where a browser that cannot decode `url` finds the same picture (an upload's WebP). */
  fallbackUrl?: string;
  /** The part of the image to show, in its own pixels: x, y, width, height. */
  window: [number, number, number, number];
}

// The shop's artwork is an 800 × 800 studio picture of the skinned device
// (`/media/art/v2/{device}/{pattern}/{palette}/front.svg`, decision 019). These windows look at
// a stretch of bare skin on each kind of device: below a phone's camera, beside a laptop's logo,
// under a console's seam, on a controller's grip.
const ARTWORK_SIZE = 800;
const ARTWORK_FRONT = /\/media\/art\/v\d+\/([a-z0-9-]+)\/[a-z0-9-]+\/[a-z0-9-]+\/front\.svg$/;

const FAMILY_WINDOWS: Record<DeviceFamily, SkinSource['window']> = {
  phone: [290, 340, 200, 300],
  tablet: [260, 300, 300, 340],
  laptop: [130, 220, 220, 330],
  console: [330, 400, 190, 240],
  controller: [140, 500, 110, 90],
  handheld: [130, 280, 30, 40],
  case: [200, 340, 400, 240],
  watch: [340, 130, 110, 110],
};

/** Artwork devices whose bare skin is elsewhere than their family's usual place. */
const DEVICE_WINDOWS: Record<string, SkinSource['window']> = {
  'xbox-series-s': [140, 270, 220, 260],
  'galaxy-fold': [300, 340, 200, 300],
  airpods: [200, 340, 400, 240],
  // Below the batwing logo in the middle of a Motorola's back.
  motorola: [290, 420, 200, 220],
};

/** The skin as one of the product's images shows it, or null for a product without images. */
export function skinSourceOf(images: readonly string[], family: DeviceFamily): SkinSource | null {
  const front = images.find((url) => ARTWORK_FRONT.test(url));
  if (front) {
    const device = ARTWORK_FRONT.exec(front)?.[1] ?? '';
    return { url: front, window: DEVICE_WINDOWS[device] ?? FAMILY_WINDOWS[family] };
  }
  const first = images[0];
  if (!first) return null;
  // An uploaded photo: its middle third is most likely the skin itself. The gallery loaded its
  // AVIF where the browser reads AVIF, and its WebP (the product's URL) elsewhere.
  const avif = uploadUrlAs(first, 'avif');
  return {
    url: avif ?? first,
    ...(avif ? { fallbackUrl: first } : {}),
    window: [ARTWORK_SIZE / 3, ARTWORK_SIZE / 3, ARTWORK_SIZE / 3, ARTWORK_SIZE / 3],
  };
}

export { ARTWORK_SIZE };
