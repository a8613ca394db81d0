import type { ArtworkDevice } from './artwork-spec.ts';
import type { DeviceArt } from './device-parts.ts';
import { airpods, appleWatch, tablet } from './devices-accessories.ts';
import { nintendo, ps5, xbox } from './devices-consoles.ts';
import { dell, hp, macbook } from './devices-laptops.ts';
import { iphone, oneplus, samsung } from './devices-phones.ts';
import type { Palette } from './palettes.ts';

export const DEVICES: Record<ArtworkDevice, (palette: Palette) => DeviceArt> = {
  iphone,
  samsung,
  oneplus,
  macbook,
  dell,
  hp,
  ps5,
  xbox,
  nintendo,
  airpods,
  'apple-watch': appleWatch,
  others: tablet,
};

export const DEVICE_LABELS: Record<ArtworkDevice, string> = {
  iphone: 'iPhone',
  samsung: 'Samsung Galaxy phone',
  oneplus: 'OnePlus phone',
  macbook: 'MacBook',
  dell: 'Dell laptop',
  hp: 'HP laptop',
  ps5: 'PlayStation 5',
  xbox: 'Xbox Series X',
  nintendo: 'Nintendo Switch',
  airpods: 'AirPods Pro case',
  'apple-watch': 'Apple Watch',
  others: 'tablet',
};
