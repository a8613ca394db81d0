import { type DeviceArt, flash, lens, skinned } from './device-parts.ts';
import { el } from './svg-markup.ts';

export function phoneShell(
  width: number,
  height: number,
  radius: number,
): {
  markup: string;
  silhouette: string;
} {
  return {
    markup:
      el('rect', { width, height, rx: radius, fill: 'url(#mt)' }) +
      skinned('rect', {
        x: 4,
        y: 4,
        width: width - 8,
        height: height - 8,
        rx: radius - 4,
      }),
    silhouette: el('rect', { width, height, rx: radius }),
  };
}

export function sideButtons(x: number, spans: readonly (readonly [number, number])[]): string {
  return spans
    .map(([y, length]) => el('rect', { x, y, width: 4, height: length, rx: 2, fill: 'url(#mt)' }))
    .join('');
}

export function iphone(): DeviceArt {
  const width = 290;
  const height = 596;
  const shell = phoneShell(width, height, 50);
  const plateau =
    el('rect', { x: 20, y: 22, width: 136, height: 142, rx: 38, fill: '#000', opacity: 0.25 }) +
    skinned('rect', { x: 18, y: 18, width: 136, height: 142, rx: 38 }) +
    el('rect', { x: 18, y: 18, width: 136, height: 142, rx: 38, fill: '#000', opacity: 0.12 });
  const camera =
    lens(56, 56, 28) +
    lens(56, 122, 28) +
    lens(118, 89, 28) +
    flash(120, 40, 8) +
    el('circle', { cx: 120, cy: 140, r: 8, fill: '#101114' }) +
    el('circle', { cx: 120, cy: 140, r: 4, fill: '#25272d' });
  return {
    main: {
      width,
      height,
      markup:
        sideButtons(-3, [
          [112, 30],
          [164, 52],
          [228, 52],
        ]) +
        sideButtons(289, [[188, 86]]) +
        shell.markup +
        plateau +
        camera,
      silhouette: shell.silhouette,
    },
    focus: { x: 120, y: 150, zoom: 2.4 },
    angle: { kind: 'pair' },
  };
}

export function samsung(): DeviceArt {
  const width = 296;
  const height = 612;
  const shell = phoneShell(width, height, 24);
  const column = [62, 130, 198].map((y) => lens(58, y, 27)).join('');
  const camera =
    column +
    lens(116, 96, 19) +
    flash(116, 42, 7) +
    el('circle', { cx: 116, cy: 142, r: 6, fill: '#141518' });
  return {
    main: {
      width,
      height,
      markup:
        sideButtons(294, [
          [150, 80],
          [250, 44],
        ]) +
        shell.markup +
        camera,
      silhouette: shell.silhouette,
    },
    focus: { x: 96, y: 170, zoom: 2.3 },
    angle: { kind: 'pair' },
  };
}

export function oneplus(): DeviceArt {
  const width = 294;
  const height = 604;
  const shell = phoneShell(width, height, 44);
  // The OnePlus 12 island is a metal disc whose ring runs into the side frame.
  const cx = 100;
  const cy = 124;
  const island =
    el('circle', { cx: cx + 3, cy: cy + 5, r: 94, fill: '#000', opacity: 0.3 }) +
    el('circle', { cx, cy, r: 94, fill: 'url(#mt)' }) +
    el('circle', { cx, cy, r: 84, fill: '#16171b' }) +
    skinned('circle', { cx, cy, r: 84 }) +
    el('circle', { cx, cy, r: 84, fill: '#000', opacity: 0.35 }) +
    lens(cx - 34, cy - 22, 27) +
    lens(cx + 34, cy - 22, 27) +
    lens(cx, cy + 38, 25) +
    flash(cx + 52, cy + 40, 7);
  return {
    main: {
      width,
      height,
      markup: sideButtons(292, [[170, 70]]) + shell.markup + island,
      silhouette: shell.silhouette,
    },
    focus: { x: 150, y: 170, zoom: 2.2 },
    angle: { kind: 'pair' },
  };
}

/** A closed Galaxy Z Flip: a near-square with the cover screen on top and the hinge below. */
export function galaxyFlip(): DeviceArt {
  const width = 330;
  const height = 396;
  const shell = phoneShell(width, height, 42);
  return {
    main: {
      width,
      height,
      silhouette: shell.silhouette,
      markup:
        shell.markup +
        el('rect', { x: 12, y: 12, width: width - 24, height: 186, rx: 32, fill: 'url(#sc)' }) +
        lens(66, 66, 30) +
        lens(140, 66, 30) +
        flash(196, 52, 7) +
        el('path', { d: `M4 214H${width - 4}`, stroke: '#000', 'stroke-width': 3, opacity: 0.3 }) +
        el('rect', { x: 40, y: height - 6, width: width - 80, height: 8, rx: 4, fill: 'url(#pl)' }),
    },
    focus: { x: 90, y: 260, zoom: 2.3 },
    angle: { kind: 'pair' },
  };
}

/** An open Galaxy Z Fold from the back: the skinned half with its camera, the hinge, the cover screen. */
export function galaxyFold(): DeviceArt {
  const width = 576;
  const height = 600;
  const half = width / 2 - 6;
  const coverX = width / 2 + 6;
  return {
    main: {
      width,
      height,
      silhouette: el('rect', { width, height, rx: 22 }),
      markup:
        el('rect', { width, height, rx: 22, fill: 'url(#mt)' }) +
        skinned('rect', { x: 4, y: 4, width: half - 4, height: height - 8, rx: 18 }) +
        skinned('rect', { x: coverX, y: 4, width: half - 4, height: height - 8, rx: 18 }) +
        el('rect', {
          x: coverX + 12,
          y: 16,
          width: half - 28,
          height: height - 32,
          rx: 12,
          fill: 'url(#sc)',
        }) +
        el('rect', { x: half, y: 0, width: 12, height, rx: 4, fill: 'url(#pl)' }) +
        el('rect', { x: 28, y: 30, width: 76, height: 206, rx: 38, fill: '#000', opacity: 0.2 }) +
        [74, 134, 194].map((y) => lens(66, y, 26)).join('') +
        flash(124, 60, 7),
    },
    focus: { x: 140, y: 180, zoom: 2.2 },
    angle: { kind: 'pair' },
  };
}
