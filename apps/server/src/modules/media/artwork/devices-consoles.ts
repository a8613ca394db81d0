import { type DeviceArt, knob, skinned } from './device-parts.ts';
import { dualSense, xboxController } from './devices-controllers.ts';
import type { Palette } from './palettes.ts';
import { el } from './svg-markup.ts';

export function ps5(palette: Palette): DeviceArt {
  const width = 340;
  const height = 604;
  // Side panel seen face-on: a flared top, a waist on the front edge, a straight back edge.
  const panel =
    'M56 10C150 -2 262 -4 322 8Q338 12 336 30L318 566Q316 590 292 592L98 596Q74 596 72 576C116 420 122 190 56 10Z';
  const vents = Array.from({ length: 14 }, (_, i) =>
    el('rect', { x: 30, y: 40 + i * 14, width: 26, height: 5, rx: 2.5, fill: '#050608' }),
  ).join('');
  return {
    main: {
      width,
      height,
      silhouette:
        el('path', { d: panel }) + el('rect', { x: 24, y: 10, width: 70, height: 590, rx: 20 }),
      markup:
        el('rect', { x: 120, y: 588, width: 170, height: 14, rx: 7, fill: 'url(#pl)' }) +
        el('rect', { x: 24, y: 10, width: 70, height: 588, rx: 20, fill: 'url(#pl)' }) +
        vents +
        el('rect', {
          x: 88,
          y: 30,
          width: 3,
          height: 120,
          rx: 1.5,
          fill: '#4da3ff',
          opacity: 0.85,
        }) +
        el('path', { d: panel, fill: '#9ea2aa', transform: 'translate(-5 3)' }) +
        skinned('path', { d: panel }) +
        el('path', { d: 'M99 214L327 206', stroke: '#000', 'stroke-width': 3, opacity: 0.35 }) +
        el('path', { d: 'M99 217L327 209', stroke: '#fff', 'stroke-width': 1.2, opacity: 0.35 }),
    },
    focus: { x: 200, y: 170, zoom: 2.2 },
    angle: { kind: 'companion', companion: dualSense(palette.accent) },
  };
}

export function xbox(): DeviceArt {
  const width = 300;
  const height = 600;
  return {
    main: {
      width,
      height,
      silhouette: el('rect', { width, height, rx: 14 }),
      markup:
        el('rect', { width, height: 60, rx: 14, fill: 'url(#pl)' }) +
        el('ellipse', { cx: 150, cy: 22, rx: 132, ry: 15, fill: '#07080a' }) +
        el('ellipse', { cx: 150, cy: 24, rx: 118, ry: 10, fill: '#3a9a3e', opacity: 0.45 }) +
        skinned('rect', { y: 36, width, height: height - 36, rx: 12 }) +
        el('rect', { x: 0, y: 36, width, height: 6, fill: '#000', opacity: 0.25 }) +
        knob(42, 74, 11, 'url(#mt)') +
        el('circle', { cx: 42, cy: 74, r: 5, fill: 'none', stroke: '#fff', 'stroke-width': 1.5 }) +
        el('rect', { x: 30, y: 262, width: 240, height: 6, rx: 3, fill: '#07080a' }) +
        knob(258, 290, 5) +
        el('rect', { x: 30, y: 566, width: 24, height: 9, rx: 2, fill: '#07080a' }) +
        knob(270, 570, 5),
    },
    focus: { x: 150, y: 160, zoom: 2.2 },
    angle: { kind: 'companion', companion: xboxController() },
  };
}

/** Series S lies flat: a small white box whose side is mostly a round black vent. */
export function xboxSeriesS(): DeviceArt {
  const width = 560;
  const height = 310;
  const vent = { cx: 390, cy: height / 2 };
  const perforations = Array.from({ length: 9 }, (_, i) =>
    el('circle', {
      ...vent,
      r: 14 + i * 12,
      fill: 'none',
      stroke: '#2b2e35',
      'stroke-width': 5,
      'stroke-dasharray': '4 5',
    }),
  ).join('');
  return {
    main: {
      width,
      height,
      silhouette: el('rect', { width, height, rx: 18 }),
      markup:
        el('rect', { width, height, rx: 18, fill: 'url(#wp)' }) +
        skinned('rect', { x: 5, y: 5, width: width - 10, height: height - 10, rx: 14 }) +
        el('circle', { ...vent, r: 128, fill: 'url(#wp)' }) +
        el('circle', { ...vent, r: 120, fill: '#0a0b0d' }) +
        perforations +
        el('circle', { ...vent, r: 120, fill: 'url(#sh)', opacity: 0.5 }),
    },
    focus: { x: 300, y: 100, zoom: 2.2 },
    angle: { kind: 'companion', companion: xboxController() },
  };
}
