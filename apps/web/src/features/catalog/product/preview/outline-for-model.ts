import type { ProductTypeName } from '@skins/shared';
import { DEVICE_OUTLINES, type OutlineKey } from './device-outlines.ts';
import type { DeviceOutline } from './outline-shapes.ts';

/**
 * Model names as the catalog writes them, first match wins: controllers before consoles
 * ("Switch Pro Controller" is no Switch, "Xbox Elite Series 2" no Series X), Pro iPhones before
 * the others. A new model that matches nothing falls back to its product type's usual device.
 */
const MODEL_RULES: [RegExp, OutlineKey][] = [
  [/dualsense|controller|joy-con|elite series/i, 'controller'],
  [/\b(ps5|playstation ?5)\b/i, 'console-panel'],
  [/xbox series s/i, 'console-box'],
  [/xbox/i, 'console-tower'],
  [/switch|steam deck|rog ally|legion go/i, 'handheld'],
  [/ipad|galaxy tab|\btab\b|kindle/i, 'tablet'],
  [
    /macbook|xps|inspiron|latitude|alienware|spectre|envy|pavilion|victus|omen|\bhp\b|\bg1[56]\b|thinkpad|laptop/i,
    'laptop',
  ],
  [/airpods/i, 'case'],
  // Apple Watch models are named by case size: "Series 10 (42mm)", "Ultra 2 (49mm)".
  [/watch|\(\d+ ?mm\)/i, 'watch'],
  [/iphone 1[1-7] pro/i, 'phone-island-3'],
  [/iphone se\b/i, 'phone-single'],
  [/iphone/i, 'phone-island-2'],
  [/galaxy (s\d|a\d|m\d|f\d|z)/i, 'phone-lenses-3'],
  [/oneplus (1[1-5])\b|oneplus open/i, 'phone-ring-3'],
  [/pixel (9|1\d)\b/i, 'phone-bar'],
  [/nothing phone/i, 'phone-pill-row'],
  [/vivo x\d|find x\d|xiaomi 1\d ultra|realme 1\d pro/i, 'phone-ring-centre'],
  [/oppo f\d/i, 'phone-ring-3'],
  [/xiaomi|redmi note|reno|motorola|moto g/i, 'phone-island-3'],
  [/oneplus|nord|pixel|redmi|vivo|oppo|realme/i, 'phone-island-2'],
];

const TYPE_OUTLINES: Record<ProductTypeName, OutlineKey> = {
  iphone: 'phone-island-2',
  samsung: 'phone-lenses-3',
  oneplus: 'phone-island-2',
  xiaomi: 'phone-island-3',
  redmi: 'phone-island-3',
  vivo: 'phone-ring-centre',
  oppo: 'phone-island-3',
  realme: 'phone-ring-centre',
  motorola: 'phone-island-3',
  nothing: 'phone-pill-row',
  pixel: 'phone-bar',
  macbook: 'laptop',
  dell: 'laptop',
  hp: 'laptop',
  ps5: 'console-panel',
  xbox: 'console-tower',
  nintendo: 'handheld',
  airpods: 'case',
  'apple-watch': 'watch',
  others: 'tablet',
};

/** Which outline draws `model`; without a model (or one we do not know), the type's usual one. */
export function outlineKeyFor(model: string | null, productType: ProductTypeName): OutlineKey {
  const rule = model === null ? undefined : MODEL_RULES.find(([pattern]) => pattern.test(model));
  return rule?.[1] ?? TYPE_OUTLINES[productType];
}

export function outlineFor(model: string | null, productType: ProductTypeName): DeviceOutline {
  return DEVICE_OUTLINES[outlineKeyFor(model, productType)];
}
