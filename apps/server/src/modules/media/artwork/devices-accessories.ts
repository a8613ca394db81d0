import { type DeviceArt, type Drawing, flash, lens, skinned } from './device-parts.ts';
import type { Palette } from './palettes.ts';
import { el, stops } from './svg-markup.ts';

function earbuds(): Drawing {
  const bud = (cx: number, facing: 1 | -1) =>
    el('rect', { x: cx - 15, y: 80, width: 30, height: 150, rx: 15, fill: 'url(#wp)' }) +
    el('rect', { x: cx - 6, y: 214, width: 12, height: 10, rx: 4, fill: '#c9ccd2' }) +
    el('ellipse', { cx: cx + facing * 6, cy: 64, rx: 50, ry: 46, fill: 'url(#wp)' }) +
    el('ellipse', { cx: cx + facing * 40, cy: 60, rx: 24, ry: 28, fill: '#d5d8de' }) +
    el('ellipse', { cx: cx - facing * 20, cy: 52, rx: 9, ry: 5, fill: '#17181c' }) +
    el('rect', { x: cx - 5, y: 100, width: 10, height: 26, rx: 5, fill: '#17181c', opacity: 0.8 });
  return {
    width: 280,
    height: 240,
    silhouette:
      el('ellipse', { cx: 76, cy: 64, rx: 50, ry: 46 }) +
      el('rect', { x: 55, y: 80, width: 30, height: 150, rx: 15 }) +
      el('ellipse', { cx: 204, cy: 64, rx: 50, ry: 46 }) +
      el('rect', { x: 195, y: 80, width: 30, height: 150, rx: 15 }),
    markup: bud(70, 1) + bud(210, -1),
  };
}

export function airpods(): DeviceArt {
  const width = 380;
  const height = 292;
  return {
    main: {
      width,
      height,
      silhouette: el('rect', { width, height, rx: 104 }),
      markup:
        el('rect', { x: 370, y: 196, width: 14, height: 36, rx: 5, fill: 'url(#mt)' }) +
        skinned('rect', { width, height, rx: 104 }) +
        el('path', { d: 'M3 88H377', stroke: '#000', 'stroke-width': 2.5, opacity: 0.3 }) +
        el('path', { d: 'M3 91H377', stroke: '#fff', 'stroke-width': 1.2, opacity: 0.4 }) +
        el('circle', { cx: 190, cy: 150, r: 10, fill: '#74e07a', opacity: 0.25 }) +
        el('circle', { cx: 190, cy: 150, r: 4, fill: '#74e07a' }),
    },
    focus: { x: 120, y: 110, zoom: 2.1 },
    angle: { kind: 'companion', companion: earbuds() },
  };
}

// Activity rings read instantly as an Apple Watch face.
function activityRings(cx: number, cy: number): string {
  const rings: readonly (readonly [number, string, number])[] = [
    [64, '#fa2d55', 0.78],
    [48, '#a6ff2d', 0.6],
    [32, '#2de3ff', 0.9],
  ];
  return rings
    .map(([r, colour, done]) => {
      const length = 2 * Math.PI * r;
      return (
        el('circle', {
          cx,
          cy,
          r,
          fill: 'none',
          stroke: colour,
          'stroke-width': 13,
          opacity: 0.22,
        }) +
        el('circle', {
          cx,
          cy,
          r,
          fill: 'none',
          stroke: colour,
          'stroke-width': 13,
          'stroke-linecap': 'round',
          'stroke-dasharray': `${Math.round(length * done)} ${Math.round(length)}`,
          transform: `rotate(-90 ${cx} ${cy})`,
        })
      );
    })
    .join('');
}

type Box = { x: number; y: number; width: number; height: number; rx: number };

const inset = (box: Box, by: number, rounder: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  width: box.width - 2 * by,
  height: box.height - 2 * by,
  rx: box.rx - rounder,
});

/** A watch on its strap: `hardware` (crown, buttons) sits behind the skinned case. */
function watch(palette: Palette, body: Box, hardware: string): DeviceArt {
  const width = 300;
  const height = 620;
  const band = (y: number) =>
    el('rect', { x: 72, y, width: 156, height: 190, rx: 24, fill: 'url(#bd)' }) +
    el('rect', { x: 72, y, width: 156, height: 190, rx: 24, fill: 'url(#sh)' });
  const holes = [500, 530, 560]
    .map((y) => el('circle', { cx: 150, cy: y, r: 4.5, fill: '#000', opacity: 0.35 }))
    .join('');
  const screen = inset(body, 24, 20);
  return {
    main: {
      width,
      height,
      silhouette: el('rect', { x: 72, width: 156, height, rx: 24 }) + el('rect', body),
      markup:
        el(
          'linearGradient',
          { id: 'bd' },
          stops([0, palette.deep], [0.5, palette.base], [1, palette.deep]),
        ) +
        band(0) +
        band(430) +
        holes +
        hardware +
        skinned('rect', body) +
        el('rect', { ...inset(body, 16, 14), fill: '#050506' }) +
        el('rect', { ...screen, fill: '#000' }) +
        activityRings(150, 308) +
        el('path', {
          d: `M${screen.x + 6} ${screen.y + 6}H${screen.x + screen.width - 6}L${screen.x + 36} ${screen.y + screen.height - 2}H${screen.x + 6}Z`,
          fill: '#fff',
          opacity: 0.04,
        }),
    },
    focus: { x: 190, y: 260, zoom: 2 },
    angle: { kind: 'pair' },
  };
}

export function appleWatch(palette: Palette): DeviceArt {
  return watch(
    palette,
    { x: 30, y: 150, width: 240, height: 316, rx: 68 },
    el('rect', { x: 264, y: 236, width: 18, height: 50, rx: 6, fill: 'url(#mt)' }) +
      el('path', { d: 'M268 242v38M273 242v38M278 242v38', stroke: '#000', opacity: 0.2 }) +
      el('rect', { x: 266, y: 318, width: 10, height: 64, rx: 4, fill: 'url(#mt)' }),
  );
}

/** Apple Watch Ultra: a squarer, bigger case, a guard around the crown, the orange Action button. */
export function appleWatchUltra(palette: Palette): DeviceArt {
  return watch(
    palette,
    { x: 22, y: 144, width: 256, height: 328, rx: 50 },
    el('rect', { x: 262, y: 220, width: 30, height: 84, rx: 12, fill: 'url(#mt)' }) +
      el('rect', { x: 280, y: 238, width: 16, height: 48, rx: 6, fill: 'url(#mt)' }) +
      el('path', { d: 'M284 244v36M289 244v36', stroke: '#000', opacity: 0.25 }) +
      el('rect', { x: 268, y: 330, width: 14, height: 60, rx: 4, fill: 'url(#mt)' }) +
      el('rect', { x: 6, y: 236, width: 22, height: 72, rx: 7, fill: '#f36f21' }),
  );
}

export function tablet(): DeviceArt {
  const width = 430;
  const height = 600;
  return {
    main: {
      width,
      height,
      silhouette: el('rect', { width, height, rx: 34 }),
      markup:
        el('rect', { width, height, rx: 34, fill: 'url(#mt)' }) +
        skinned('rect', { x: 4, y: 4, width: width - 8, height: height - 8, rx: 30 }) +
        el('rect', { x: 22, y: 22, width: 62, height: 92, rx: 22, fill: '#000', opacity: 0.18 }) +
        lens(53, 53, 22) +
        flash(53, 94, 6) +
        [195, 215, 235]
          .map((x) => el('circle', { cx: x, cy: 586, r: 3, fill: '#8a8d94' }))
          .join(''),
    },
    focus: { x: 90, y: 110, zoom: 2.3 },
    angle: { kind: 'pair' },
  };
}
