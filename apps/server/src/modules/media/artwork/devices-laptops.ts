import { type DeviceArt, skinned } from './device-parts.ts';
import { el, type Point, polygonPath } from './svg-markup.ts';

const focus = { x: 90, y: 90, zoom: 2.4 };

/** The hinge seen on a closed lid: a dark rounded bar along the back edge. */
function hinge(x: number, y: number, width: number): string {
  return (
    el('rect', { x, y, width, height: 14, rx: 6, fill: 'url(#pl)' }) +
    el('rect', {
      x: x + 4,
      y: y + 2,
      width: width - 8,
      height: 2,
      rx: 1,
      fill: '#fff',
      opacity: 0.12,
    })
  );
}

/** A round cut-out in the skin where the maker's badge shows through. */
function badge(cx: number, cy: number, r: number): string {
  return (
    el('circle', { cx, cy, r: r + 2, fill: '#000', opacity: 0.2 }) +
    el('circle', { cx, cy, r, fill: 'url(#mt)' }) +
    el('circle', {
      cx,
      cy,
      r: r * 0.72,
      fill: 'none',
      stroke: '#5d6068',
      'stroke-width': 2,
      opacity: 0.5,
    })
  );
}

function lid(
  width: number,
  height: number,
  radius: number,
): { markup: string; silhouette: string } {
  return {
    markup:
      el('rect', { width, height, rx: radius, fill: 'url(#mt)' }) +
      skinned('rect', { x: 3, y: 3, width: width - 6, height: height - 6, rx: radius - 2 }),
    silhouette: el('rect', { width, height: height + 10, rx: radius }),
  };
}

export function macbook(): DeviceArt {
  const width = 600;
  const height = 412;
  const shell = lid(width, height, 22);
  return {
    main: {
      width,
      height: height + 10,
      markup: hinge(90, height - 4, width - 180) + shell.markup,
      silhouette: shell.silhouette,
    },
    focus,
    angle: { kind: 'flat' },
  };
}

export function dell(): DeviceArt {
  const width = 600;
  const height = 396;
  const shell = lid(width, height, 12);
  return {
    main: {
      width,
      height: height + 10,
      markup: hinge(20, height - 4, width - 40) + shell.markup + badge(width / 2, height / 2, 34),
      silhouette: shell.silhouette,
    },
    focus: { x: width / 2 - 40, y: height / 2 - 20, zoom: 2.2 },
    angle: { kind: 'flat' },
  };
}

// The Spectre's gem-cut corners: the lid's back corners are chamfered, not rounded.
function gemCut(width: number, height: number, inset: number): Point[] {
  const cut = 42 - inset;
  const round = 14 - inset;
  return [
    { x: inset + round, y: inset },
    { x: width - inset - round, y: inset },
    { x: width - inset, y: inset + round },
    { x: width - inset, y: height - inset - cut },
    { x: width - inset - cut, y: height - inset },
    { x: inset + cut, y: height - inset },
    { x: inset, y: height - inset - cut },
    { x: inset, y: inset + round },
  ];
}

export function hp(palette: { accent: string }): DeviceArt {
  const width = 604;
  const height = 400;
  const outer = polygonPath(gemCut(width, height, 0));
  const inner = polygonPath(gemCut(width, height, 3));
  const trim = polygonPath([
    { x: 42, y: height },
    { x: 0, y: height - 42 },
    { x: 0, y: height - 38 },
    { x: 38, y: height },
  ]);
  return {
    main: {
      width,
      height: height + 10,
      markup:
        el('rect', { x: 56, y: height - 6, width: 80, height: 14, rx: 5, fill: 'url(#pl)' }) +
        el('rect', {
          x: width - 136,
          y: height - 6,
          width: 80,
          height: 14,
          rx: 5,
          fill: 'url(#pl)',
        }) +
        el('path', { d: outer, fill: 'url(#mt)', 'stroke-linejoin': 'round' }) +
        skinned('path', { d: inner }) +
        el('path', { d: trim, fill: palette.accent, opacity: 0.9 }) +
        el('path', {
          d: trim,
          fill: palette.accent,
          opacity: 0.9,
          transform: `matrix(-1 0 0 1 ${width} 0)`,
        }) +
        badge(width / 2, height / 2, 30),
      silhouette: el('path', { d: outer }),
    },
    focus: { x: 190, y: height - 130, zoom: 2 },
    angle: { kind: 'flat' },
  };
}
