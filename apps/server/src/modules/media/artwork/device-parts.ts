import { SKIN_ID } from './patterns-textures.ts';
import { type Attrs, el, round1, stops } from './svg-markup.ts';

/** A drawing in its own coordinates (origin top-left), plus its bare outline for shadows. */
export interface Drawing {
  width: number;
  height: number;
  markup: string;
  silhouette: string;
}

/**
 * How the second composition shows the device: two copies side by side, lying flat on a
 * table, or beside a companion (a controller, the earbuds).
 */
type AnglePose = { kind: 'pair' } | { kind: 'flat' } | { kind: 'companion'; companion: Drawing };

export interface DeviceArt {
  main: Drawing;
  /** Centre of the close-up, in the main drawing's coordinates, and how far to zoom in. */
  focus: { x: number; y: number; zoom: number };
  angle: AnglePose;
}

const SKIN = `url(#${SKIN_ID})`;

// Shared paints for hardware; ids are short because they repeat in every document.
export function hardwareDefs(): string {
  return (
    el(
      'linearGradient',
      { id: 'sh', x2: 1, y2: 1 },
      stops([0, '#fff', 0.3], [0.32, '#fff', 0.06], [0.6, '#fff', 0], [1, '#000', 0.24]),
    ) +
    el(
      'linearGradient',
      { id: 'mt' },
      stops([0, '#7e8289'], [0.2, '#e8eaee'], [0.45, '#a3a7ae'], [0.7, '#f3f4f6'], [1, '#74777e']),
    ) +
    el(
      'radialGradient',
      { id: 'gl', cx: 0.42, cy: 0.38, r: 0.65 },
      stops([0, '#3d5174'], [0.45, '#101625'], [1, '#020306']),
    ) +
    el('linearGradient', { id: 'pl', x2: 0, y2: 1 }, stops([0, '#34363c'], [1, '#111216'])) +
    el(
      'linearGradient',
      { id: 'sc', x2: 1, y2: 1 },
      stops([0, '#262d3d'], [0.42, '#0b0e15'], [0.43, '#05070b'], [1, '#0d1018']),
    ) +
    el('linearGradient', { id: 'wp', x2: 0.3, y2: 1 }, stops([0, '#ffffff'], [1, '#d9dbe0'])) +
    el(
      'filter',
      { id: 'ds', x: '-20%', y: '-20%', width: '140%', height: '140%' },
      el('feGaussianBlur', { stdDeviation: 12 }),
    )
  );
}

/** A skin-covered shape: the pattern, the studio sheen and a thin lit edge. */
export function skinned(tag: 'rect' | 'path' | 'circle' | 'ellipse', attrs: Attrs): string {
  return (
    el(tag, { ...attrs, fill: SKIN }) +
    el(tag, { ...attrs, fill: 'url(#sh)' }) +
    el(tag, { ...attrs, fill: 'none', stroke: '#fff', 'stroke-opacity': 0.28, 'stroke-width': 1.5 })
  );
}

/** A camera lens: metal ring, black housing, glass with a blue iris and a specular glint. */
export function lens(cx: number, cy: number, r: number): string {
  return (
    el('circle', { cx, cy, r: r * 1.14, fill: '#0b0c0f', opacity: 0.55 }) +
    el('circle', { cx, cy, r, fill: 'url(#mt)' }) +
    el('circle', { cx, cy, r: r * 0.8, fill: '#07080b' }) +
    el('circle', { cx, cy, r: r * 0.62, fill: 'url(#gl)' }) +
    el('circle', { cx, cy, r: r * 0.24, fill: '#2a4d8f', opacity: 0.55 }) +
    el('ellipse', {
      cx: round1(cx - r * 0.24),
      cy: round1(cy - r * 0.27),
      rx: round1(r * 0.17),
      ry: round1(r * 0.09),
      fill: '#fff',
      opacity: 0.75,
      transform: `rotate(-35 ${round1(cx - r * 0.24)} ${round1(cy - r * 0.27)})`,
    })
  );
}

export function flash(cx: number, cy: number, r: number): string {
  return (
    el('circle', { cx, cy, r: r * 1.25, fill: '#0b0c0f', opacity: 0.5 }) +
    el('circle', { cx, cy, r, fill: '#f3ead2' }) +
    el('circle', { cx, cy, r: r * 0.55, fill: '#fffaf0' })
  );
}

/** A raised or recessed round control, like a stick or face button. */
export function knob(cx: number, cy: number, r: number, top = 'url(#pl)'): string {
  return (
    el('circle', { cx, cy: cy + r * 0.12, r: r * 1.06, fill: '#000', opacity: 0.45 }) +
    el('circle', { cx, cy, r, fill: top }) +
    el('circle', {
      cx,
      cy,
      r: r * 0.92,
      fill: 'none',
      stroke: '#fff',
      'stroke-opacity': 0.22,
      'stroke-width': 1.2,
    })
  );
}

/** A thumbstick: a raised rim around a darker concave cap. */
export function stick(cx: number, cy: number, r: number): string {
  return knob(cx, cy, r) + knob(cx, cy, Math.round(r * 0.68), '#1a1b1f');
}

/** Four round buttons in a diamond: face buttons, or arrow buttons standing in for a d-pad. */
export function buttonDiamond(cx: number, cy: number): string {
  return [
    [cx, cy - 20],
    [cx + 20, cy],
    [cx, cy + 20],
    [cx - 20, cy],
  ]
    .map(([x = 0, y = 0]) => knob(x, y, 9))
    .join('');
}

/** A one-piece d-pad cross of arms `u` wide, centred on (cx, cy). */
export function dpad(cx: number, cy: number, u: number): string {
  const d = `M${cx - u / 2} ${cy - 1.5 * u}h${u}v${u}h${u}v${u}h${-u}v${u}h${-u}v${-u}h${-u}v${-u}h${u}Z`;
  return el('path', { d, fill: '#2a2c31' });
}

/** A dark glass screen set in a black bezel, with a faint diagonal reflection. */
export function screen(x: number, y: number, width: number, height: number, bezel: number): string {
  const glare = `M${x} ${y}H${x + width * 0.55}L${x + width * 0.25} ${y + height}H${x}Z`;
  return (
    el('rect', {
      x: x - bezel,
      y: y - bezel,
      width: width + 2 * bezel,
      height: height + 2 * bezel,
      rx: bezel,
      fill: '#0b0c0f',
    }) +
    el('rect', { x, y, width, height, rx: 3, fill: 'url(#sc)' }) +
    el('path', { d: glare, fill: '#fff', opacity: 0.04 })
  );
}
