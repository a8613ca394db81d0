import { type DeviceArt, knob, skinned } from './device-parts.ts';
import { el } from './svg-markup.ts';

// Line lengths of the page on the e-reader, so it reads as text rather than a blank screen.
const PAGE_LINES = [296, 310, 284, 302, 180, 0, 306, 290, 312, 270, 298, 150, 0, 304, 288, 240];

/** A Kindle from the front: the skin frames a paper-white e-ink page; no camera, unlike a tablet. */
export function eReader(): DeviceArt {
  const width = 420;
  const height = 590;
  const page = PAGE_LINES.map((length, i) =>
    length === 0
      ? ''
      : el('rect', { x: 56, y: 76 + i * 26, width: length, height: 7, rx: 3.5, fill: '#9a988f' }),
  ).join('');
  return {
    main: {
      width,
      height,
      silhouette: el('rect', { width, height, rx: 30 }),
      markup:
        el('rect', { width, height, rx: 30, fill: 'url(#pl)' }) +
        skinned('rect', { x: 3, y: 3, width: width - 6, height: height - 6, rx: 28 }) +
        el('rect', { x: 30, y: 36, width: 360, height: 482, rx: 6, fill: '#0b0c0f' }) +
        el('rect', { x: 36, y: 42, width: 348, height: 470, rx: 3, fill: '#e7e5de' }) +
        page +
        el('rect', {
          x: 36,
          y: 42,
          width: 348,
          height: 470,
          rx: 3,
          fill: 'url(#sh)',
          opacity: 0.5,
        }),
    },
    focus: { x: 70, y: 540, zoom: 2.4 },
    angle: { kind: 'pair' },
  };
}

/** AirPods Max: a steel band under a mesh canopy, two tall skinned ear cups on cushions. */
export function airpodsMax(): DeviceArt {
  const width = 440;
  const height = 480;
  const band = 'M50 268C50 4 390 4 390 268H362C362 44 78 44 78 268Z';
  const cup = (x: number) => ({ x, y: 250, width: 136, height: 230, rx: 50 });
  const cushion = (x: number) =>
    el('rect', { x, y: 262, width: 34, height: 206, rx: 17, fill: '#3a3c42' }) +
    el('rect', { x: x + 6, y: 268, width: 22, height: 194, rx: 11, fill: '#54575e' });
  return {
    main: {
      width,
      height,
      silhouette: el('path', { d: band }) + el('rect', cup(0)) + el('rect', cup(width - 136)),
      markup:
        el('path', {
          d: 'M92 250C92 70 348 70 348 250',
          fill: 'none',
          stroke: '#cfd2d8',
          'stroke-width': 22,
          'stroke-dasharray': '3 2',
        }) +
        el('path', { d: band, fill: 'url(#mt)' }) +
        el('rect', { x: 56, y: 220, width: 16, height: 44, rx: 5, fill: 'url(#mt)' }) +
        el('rect', { x: width - 72, y: 220, width: 16, height: 44, rx: 5, fill: 'url(#mt)' }) +
        cushion(128) +
        cushion(width - 162) +
        skinned('rect', cup(0)) +
        skinned('rect', cup(width - 136)) +
        knob(width - 40, 252, 12, 'url(#mt)'),
    },
    focus: { x: 68, y: 330, zoom: 2.2 },
    angle: { kind: 'flat' },
  };
}
