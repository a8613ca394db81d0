import type { ProductTypeName } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { DEVICE_OUTLINES } from './device-outlines.ts';
import { outlineFor, outlineKeyFor } from './outline-for-model.ts';

describe('outlineKeyFor', () => {
  it.each([
    ['iPhone 16 Pro', 'iphone', 'phone-island-3'],
    ['iPhone 15 Pro Max', 'iphone', 'phone-island-3'],
    ['iPhone 16', 'iphone', 'phone-island-2'],
    ['iPhone 13 mini', 'iphone', 'phone-island-2'],
    ['iPhone SE (3rd generation)', 'iphone', 'phone-single'],
    ['Galaxy S24 Ultra', 'samsung', 'phone-lenses-3'],
    ['Galaxy A55 5G', 'samsung', 'phone-lenses-3'],
    ['OnePlus 12', 'oneplus', 'phone-ring-3'],
    ['OnePlus Nord CE4', 'oneplus', 'phone-island-2'],
    ['Pixel 10 Pro XL', 'pixel', 'phone-bar'],
    ['Pixel 9', 'pixel', 'phone-bar'],
    ['Nothing Phone (3a) Pro', 'nothing', 'phone-pill-row'],
    ['Nothing Phone (2a)', 'nothing', 'phone-pill-row'],
    ['Vivo X200 Pro', 'vivo', 'phone-ring-centre'],
    ['Vivo V50', 'vivo', 'phone-island-2'],
    ['Oppo Find X8 Pro', 'oppo', 'phone-ring-centre'],
    ['Oppo Reno14 Pro 5G', 'oppo', 'phone-island-3'],
    ['Oppo F29 Pro 5G', 'oppo', 'phone-ring-3'],
    ['Realme 14 Pro+', 'realme', 'phone-ring-centre'],
    ['Xiaomi 15 Ultra', 'xiaomi', 'phone-ring-centre'],
    ['Xiaomi 15', 'xiaomi', 'phone-island-3'],
    ['Redmi Note 14 Pro+ 5G', 'redmi', 'phone-island-3'],
    ['Motorola Edge 60 Pro', 'motorola', 'phone-island-3'],
    ['Moto G96', 'motorola', 'phone-island-3'],
    ['MacBook Air M3 13"', 'macbook', 'laptop'],
    ['XPS 13 9340', 'dell', 'laptop'],
    ['Spectre x360 14 (2024)', 'hp', 'laptop'],
    ['PS5 Slim (Disc)', 'ps5', 'console-panel'],
    ['PS5 Pro', 'ps5', 'console-panel'],
    ['DualSense', 'ps5', 'controller'],
    ['Xbox Series X', 'xbox', 'console-tower'],
    ['Xbox Series S 1TB', 'xbox', 'console-box'],
    ['Xbox Wireless Controller', 'xbox', 'controller'],
    ['Xbox Elite Series 2', 'xbox', 'controller'],
    ['Switch OLED', 'nintendo', 'handheld'],
    ['Switch Pro Controller', 'nintendo', 'controller'],
    ['Joy-Con (L/R)', 'nintendo', 'controller'],
    ['Steam Deck OLED', 'others', 'handheld'],
    ['iPad Air 11" (M2)', 'others', 'tablet'],
    ['Galaxy Tab S9 FE', 'samsung', 'tablet'],
    ['AirPods Pro 2 (USB-C)', 'airpods', 'case'],
    ['Series 10 (42mm)', 'apple-watch', 'watch'],
    ['Ultra 2 (49mm)', 'apple-watch', 'watch'],
  ] as const)('draws %s (%s) as %s', (model, type, key) => {
    expect(outlineKeyFor(model, type)).toBe(key);
  });

  it.each([
    ['Nokia 3310', 'samsung', 'phone'],
    ['Chromebook Plus', 'hp', 'laptop'],
    ['Dreamcast', 'ps5', 'console'],
    ['Mystery gadget', 'others', 'tablet'],
    ['Galaxy Buds', 'airpods', 'case'],
  ] as const)(
    'falls back to the product type for an unknown model: %s (%s) → %s',
    (model, type, family) => {
      expect(outlineFor(model, type as ProductTypeName).family).toBe(family);
    },
  );

  it('uses the product type when no model is known yet', () => {
    expect(outlineKeyFor(null, 'macbook')).toBe('laptop');
    expect(outlineKeyFor(null, 'pixel')).toBe('phone-bar');
    expect(outlineKeyFor(null, 'nothing')).toBe('phone-pill-row');
    expect(outlineKeyFor(null, 'xbox')).toBe('console-tower');
  });
});

describe('DEVICE_OUTLINES', () => {
  it('gives every phone its camera cut-outs and every laptop a logo cut-out', () => {
    expect(DEVICE_OUTLINES['phone-island-3'].parts.filter((p) => p.look === 'lens')).toHaveLength(
      3,
    );
    expect(DEVICE_OUTLINES['phone-island-2'].parts.filter((p) => p.look === 'lens')).toHaveLength(
      2,
    );
    expect(DEVICE_OUTLINES['phone-single'].parts.filter((p) => p.look === 'lens')).toHaveLength(1);
    // A Pixel's lenses sit in one bar across the back, wider than half the phone.
    const [bar] = DEVICE_OUTLINES['phone-bar'].cutouts;
    expect(bar?.kind === 'rect' && bar.width / DEVICE_OUTLINES['phone-bar'].width).toBeGreaterThan(
      0.5,
    );
    expect(DEVICE_OUTLINES['phone-pill-row'].parts.filter((p) => p.look === 'lens')).toHaveLength(
      3,
    );
    expect(DEVICE_OUTLINES.laptop.cutouts).toHaveLength(1);
  });

  it('keeps every cut-out inside its device', () => {
    for (const [key, outline] of Object.entries(DEVICE_OUTLINES)) {
      for (const shape of outline.cutouts) {
        if (shape.kind === 'path') continue;
        const [left, top, right, bottom] =
          shape.kind === 'circle'
            ? [shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r]
            : [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
        expect(left, key).toBeGreaterThanOrEqual(0);
        expect(top, key).toBeGreaterThanOrEqual(0);
        expect(right, key).toBeLessThanOrEqual(outline.width);
        expect(bottom, key).toBeLessThanOrEqual(outline.height);
      }
    }
  });
});
