import { type DeviceArt, flash, lens, skinned } from './device-parts.ts';
import { phoneShell, sideButtons } from './devices-phones.ts';
import { el } from './svg-markup.ts';

// India's other phone brands (issue [14]), seen from the back. Sizes follow each phone's
// millimetres at about four units a millimetre, so no two share an outline; the camera layouts
// are each maker's current signature: the Pixel's bar, Nothing's pill and light strips, the
// islands of the rest. The round decks are in devices-phones-round.ts.

interface PhoneSpec {
  width: number;
  height: number;
  radius: number;
  /** Volume and power keys on the right edge: start and length of each. */
  keys: readonly (readonly [number, number])[];
  camera: string;
  focus: DeviceArt['focus'];
}

export function phoneArt({ width, height, radius, keys, camera, focus }: PhoneSpec): DeviceArt {
  const shell = phoneShell(width, height, radius);
  return {
    main: {
      width,
      height,
      markup: sideButtons(width - 2, keys) + shell.markup + camera,
      silhouette: shell.silhouette,
    },
    focus,
    angle: { kind: 'pair' },
  };
}

const sensor = (cx: number, cy: number) =>
  el('circle', { cx, cy, r: 6, fill: '#101114' }) + el('circle', { cx, cy, r: 3, fill: '#25272d' });

/** A raised island: its shadow, the skin that wraps it, and the darker glass of its top. */
export function island(x: number, y: number, width: number, height: number, rx: number): string {
  return (
    el('rect', { x: x + 2, y: y + 4, width, height, rx, fill: '#000', opacity: 0.25 }) +
    skinned('rect', { x, y, width, height, rx }) +
    el('rect', { x, y, width, height, rx, fill: '#000', opacity: 0.14 })
  );
}

/** Google Pixel 9 and 10: one metal bar across the back, the lenses in a black pill inside it. */
export function pixel(): DeviceArt {
  const width = 288;
  return phoneArt({
    width,
    height: 612,
    radius: 46,
    keys: [
      [150, 40],
      [214, 70],
    ],
    camera:
      el('rect', {
        x: 8,
        y: 72,
        width: width - 16,
        height: 96,
        rx: 48,
        fill: '#000',
        opacity: 0.3,
      }) +
      el('rect', { x: 6, y: 66, width: width - 12, height: 96, rx: 48, fill: 'url(#mt)' }) +
      el('rect', { x: 26, y: 80, width: 172, height: 68, rx: 34, fill: '#0c0d10' }) +
      lens(62, 114, 25) +
      lens(112, 114, 25) +
      lens(162, 114, 25) +
      flash(224, 102, 7) +
      sensor(224, 128),
    focus: { x: 144, y: 250, zoom: 2.2 },
  });
}

/** Nothing Phone (3a): a centred pill of three lenses, light strips curving round it, a red dot. */
export function nothing(): DeviceArt {
  const width = 306;
  const cx = width / 2;
  // Each light strip in its dark channel, so it shows on a pale skin too.
  const strip = (d: string) =>
    el('path', {
      d,
      fill: 'none',
      stroke: '#1b1c20',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d,
      fill: 'none',
      stroke: '#f4f4f2',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    });
  return phoneArt({
    width,
    height: 646,
    radius: 42,
    keys: [[176, 74]],
    camera:
      el('rect', {
        x: cx - 70,
        y: 62,
        width: 140,
        height: 64,
        rx: 32,
        fill: '#000',
        opacity: 0.3,
      }) +
      el('rect', { x: cx - 72, y: 58, width: 144, height: 64, rx: 32, fill: '#0e0f12' }) +
      lens(cx - 44, 90, 21) +
      lens(cx, 90, 21) +
      lens(cx + 44, 90, 21) +
      flash(cx + 96, 90, 6) +
      strip(`M${cx - 90} 54A96 96 0 0 1 ${cx + 40} 28`) +
      strip(`M${cx + 100} 128A110 110 0 0 1 ${cx + 30} 172`) +
      strip(`M${cx - 100} 148A120 120 0 0 0 ${cx - 40} 196`) +
      el('circle', { cx: cx + 112, cy: 420, r: 5, fill: '#e0262d' }),
    focus: { x: cx, y: 280, zoom: 2.2 },
  });
}

/** Xiaomi 15 and 14: a square island, three lenses and the flash in its corners. */
export function xiaomi(): DeviceArt {
  return phoneArt({
    width: 274,
    height: 618,
    radius: 46,
    keys: [
      [142, 76],
      [240, 40],
    ],
    camera:
      island(20, 20, 136, 136, 38) +
      lens(56, 56, 26) +
      lens(120, 56, 26) +
      lens(56, 120, 26) +
      flash(120, 120, 9),
    focus: { x: 130, y: 230, zoom: 2.3 },
  });
}

/** Redmi Note 14 Pro and Pro+: a tall island top left, one large lens over two small. */
export function redmi(): DeviceArt {
  return phoneArt({
    width: 296,
    height: 644,
    radius: 48,
    keys: [
      [156, 80],
      [258, 44],
    ],
    camera:
      island(22, 24, 120, 178, 42) +
      lens(82, 80, 34) +
      lens(58, 156, 19) +
      lens(106, 156, 19) +
      flash(168, 50, 8),
    focus: { x: 150, y: 260, zoom: 2.3 },
  });
}

/** vivo V50: two lenses in an upright pill and the square Aura ring light beside them. */
export function vivoVSeries(): DeviceArt {
  return phoneArt({
    width: 300,
    height: 652,
    radius: 50,
    keys: [
      [160, 78],
      [262, 42],
    ],
    camera:
      island(24, 24, 80, 156, 40) +
      lens(64, 64, 28) +
      lens(64, 140, 28) +
      el('rect', { x: 116, y: 38, width: 40, height: 40, rx: 12, fill: '#0e0f12' }) +
      el('rect', { x: 122, y: 44, width: 28, height: 28, rx: 8, fill: '#f3ead2' }) +
      el('rect', { x: 128, y: 50, width: 16, height: 16, rx: 5, fill: '#fffaf0' }),
    focus: { x: 150, y: 260, zoom: 2.3 },
  });
}

/** OPPO Reno13 and Reno14: a rounded island top left, two lenses down one side, one beside. */
export function oppo(): DeviceArt {
  return phoneArt({
    width: 298,
    height: 640,
    radius: 50,
    keys: [[170, 76]],
    camera:
      island(22, 22, 138, 150, 38) +
      lens(60, 62, 26) +
      lens(60, 132, 26) +
      lens(122, 62, 22) +
      flash(122, 128, 8),
    focus: { x: 150, y: 250, zoom: 2.3 },
  });
}

/** Motorola Edge 60 and 50, Moto G: a square island, three lenses, the batwing in the middle. */
export function motorola(): DeviceArt {
  const width = 292;
  return phoneArt({
    width,
    height: 640,
    radius: 56,
    keys: [
      [150, 80],
      [252, 44],
    ],
    camera:
      island(24, 26, 128, 128, 32) +
      lens(60, 62, 26) +
      lens(60, 122, 22) +
      lens(118, 92, 22) +
      flash(118, 134, 6) +
      el('circle', { cx: width / 2, cy: 300, r: 20, fill: '#000', opacity: 0.16 }) +
      el('path', {
        d: `M${width / 2 - 12} 308l6-16 6 10 6-10 6 16`,
        fill: 'none',
        stroke: '#fff',
        'stroke-opacity': 0.5,
        'stroke-width': 2.5,
      }),
    focus: { x: 146, y: 220, zoom: 2.3 },
  });
}
