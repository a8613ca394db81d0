import type { ArtworkDevice } from './artwork-spec.ts';
import type { DeviceArt } from './device-parts.ts';
import { airpods, appleWatch, appleWatchUltra, tablet } from './devices-accessories.ts';
import { ps5, xbox, xboxSeriesS } from './devices-consoles.ts';
import {
  controllerArt,
  dualSense,
  switchProController,
  xboxController,
} from './devices-controllers.ts';
import { airpodsMax, eReader } from './devices-gadgets.ts';
import { gopro, handheldPc } from './devices-handhelds.ts';
import { dell, hp, macbook } from './devices-laptops.ts';
import { joyCon, nintendo, switchLite } from './devices-nintendo.ts';
import { galaxyFlip, galaxyFold, iphone, oneplus, samsung } from './devices-phones.ts';
import {
  motorola,
  nothing,
  oppo,
  pixel,
  redmi,
  vivoVSeries,
  xiaomi,
} from './devices-phones-more.ts';
import { oppoFindX, realme, vivo, xiaomiUltra } from './devices-phones-round.ts';
import type { Palette } from './palettes.ts';

export const DEVICES: Record<ArtworkDevice, (palette: Palette) => DeviceArt> = {
  iphone,
  samsung,
  oneplus,
  xiaomi,
  redmi,
  vivo,
  oppo,
  realme,
  motorola,
  nothing,
  pixel,
  macbook,
  dell,
  hp,
  ps5,
  xbox,
  nintendo,
  airpods,
  'apple-watch': appleWatch,
  others: tablet,
  dualsense: (palette) => controllerArt(dualSense(palette.accent)),
  'xbox-series-s': xboxSeriesS,
  'xbox-controller': () => controllerArt(xboxController()),
  'joy-con': joyCon,
  'switch-pro-controller': () => controllerArt(switchProController()),
  'switch-lite': switchLite,
  'handheld-pc': handheldPc,
  gopro,
  'e-reader': eReader,
  'airpods-max': airpodsMax,
  'galaxy-flip': galaxyFlip,
  'galaxy-fold': galaxyFold,
  'apple-watch-ultra': appleWatchUltra,
  'xiaomi-ultra': xiaomiUltra,
  'vivo-v-series': vivoVSeries,
  'oppo-find-x': oppoFindX,
};

export const DEVICE_LABELS: Record<ArtworkDevice, string> = {
  iphone: 'iPhone',
  samsung: 'Samsung Galaxy phone',
  oneplus: 'OnePlus phone',
  xiaomi: 'Xiaomi phone',
  redmi: 'Redmi Note phone',
  vivo: 'Vivo X phone',
  oppo: 'Oppo Reno phone',
  realme: 'Realme Pro phone',
  motorola: 'Motorola phone',
  nothing: 'Nothing Phone (3a)',
  pixel: 'Google Pixel phone',
  macbook: 'MacBook',
  dell: 'Dell laptop',
  hp: 'HP laptop',
  ps5: 'PlayStation 5',
  xbox: 'Xbox Series X',
  nintendo: 'Nintendo Switch',
  airpods: 'AirPods Pro case',
  'apple-watch': 'Apple Watch',
  others: 'tablet',
  dualsense: 'DualSense controller',
  'xbox-series-s': 'Xbox Series S',
  'xbox-controller': 'Xbox Wireless Controller',
  'joy-con': 'Joy-Con pair',
  'switch-pro-controller': 'Switch Pro Controller',
  'switch-lite': 'Nintendo Switch Lite',
  'handheld-pc': 'handheld gaming PC',
  gopro: 'GoPro action camera',
  'e-reader': 'Kindle e-reader',
  'airpods-max': 'AirPods Max headphones',
  'galaxy-flip': 'Galaxy Z Flip',
  'galaxy-fold': 'Galaxy Z Fold',
  'apple-watch-ultra': 'Apple Watch Ultra',
  'xiaomi-ultra': 'Xiaomi Ultra phone',
  'vivo-v-series': 'Vivo V phone',
  'oppo-find-x': 'Oppo Find X phone',
};
