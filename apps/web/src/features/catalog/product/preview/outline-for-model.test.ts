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
