import type { Palette } from './palettes.ts';
import type { SeededRandom } from './seeded-random.ts';
import { el, round1, stops, wrapped } from './svg-markup.ts';

/** Every skin pattern defines its paint under this id; devices fill with `url(#sk)`. */
export const SKIN_ID = 'sk';
export type PatternDefs = (palette: Palette, random: SeededRandom) => string;

const user = 'userSpaceOnUse';
const LARGE_TILE = 640;

function tile(size: number, content: string, extra: Record<string, string> = {}): string {
  return el(
    'pattern',
    { id: SKIN_ID, width: size, height: size, patternUnits: user, ...extra },
    content,
  );
}

export const carbonFibre: PatternDefs = (p) => {
  const half = 7;
  const cell = (x: number, y: number, fill: string) =>
    el('rect', { x: x + 0.4, y: y + 0.4, width: half - 0.8, height: half - 0.8, rx: 1, fill });
  return (
    el(
      'linearGradient',
      { id: 'sk-a', x2: 0, y2: 1 },
      stops([0, p.ink], [0.5, p.light], [1, p.ink]),
    ) +
    el('linearGradient', { id: 'sk-b' }, stops([0, p.ink], [0.5, p.base], [1, p.ink])) +
    tile(
      half * 2,
      el('rect', { width: half * 2, height: half * 2, fill: p.ink }) +
        cell(0, 0, 'url(#sk-a)') +
        cell(half, half, 'url(#sk-a)') +
        cell(half, 0, 'url(#sk-b)') +
        cell(0, half, 'url(#sk-b)'),
      { patternTransform: 'rotate(45)' },
    )
  );
};

export const brushedMetal: PatternDefs = (p, random) => {
  let streaks = '';
  for (let i = 0; i < 26; i++) {
    const isLight = random.next() > 0.45;
    streaks += el('rect', {
      x: Math.round(random.between(-200, 500)),
      y: Math.round(random.between(0, 32) * 10) / 10,
      width: Math.round(random.between(120, 520)),
      height: 0.6,
      fill: isLight ? '#fff' : '#000',
      opacity: Math.round(random.between(0.08, 0.3) * 100) / 100,
    });
  }
  return (
    el(
      'linearGradient',
      { id: 'sk-g', gradientUnits: user, x1: 0, y1: 0, x2: LARGE_TILE, y2: 220 },
      stops(
        [0, p.base],
        [0.2, p.paper],
        [0.38, p.light],
        [0.55, p.paper],
        [0.72, p.base],
        [0.9, p.light],
        [1, p.base],
      ),
    ) +
    el('pattern', { id: 'sk-l', width: LARGE_TILE, height: 32, patternUnits: user }, streaks) +
    tile(
      LARGE_TILE,
      el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-g)' }) +
        el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-l)' }),
    )
  );
};

export const leather: PatternDefs = (p, random) => {
  // Pebbles on a jittered grid: even coverage with thin creases between, never clumps.
  const size = 48;
  const spacing = 6;
  let pebbles = '';
  for (let gy = 0; gy < size; gy += spacing) {
    for (let gx = 0; gx < size; gx += spacing) {
      const x = round1(gx + (gy % 12 === 0 ? 0 : spacing / 2) + random.between(-1.1, 1.1));
      const y = round1(gy + random.between(-1.1, 1.1));
      const r = round1(random.between(2.7, 3.5));
      pebbles += wrapped(size, { x, y }, r, (cx, cy) =>
        el('circle', { cx, cy, r, fill: 'url(#sk-p)' }),
      );
    }
  }
  return (
    el(
      'radialGradient',
      { id: 'sk-p', cx: 0.38, cy: 0.35, r: 0.7 },
      stops([0, p.light, 0.5], [0.7, p.base], [1, p.base]),
    ) +
    el('pattern', { id: 'sk-t', width: size, height: size, patternUnits: user }, pebbles) +
    el('linearGradient', { id: 'sk-g', x2: 1, y2: 1 }, stops([0, p.base], [1, p.deep])) +
    tile(
      LARGE_TILE,
      el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: p.deep }) +
        el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-t)' }) +
        el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-g)', opacity: 0.35 }),
    )
  );
};

export const stealthMatte: PatternDefs = (p) =>
  el('linearGradient', { id: 'sk-g', x2: 1, y2: 1 }, stops([0, p.base], [1, p.deep])) +
  el(
    'pattern',
    { id: 'sk-d', width: 5, height: 5, patternUnits: user },
    el('circle', { cx: 1.2, cy: 1.2, r: 0.6, fill: '#fff', opacity: 0.07 }) +
      el('circle', { cx: 3.7, cy: 3.6, r: 0.6, fill: '#000', opacity: 0.08 }),
  ) +
  tile(
    LARGE_TILE,
    el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-g)' }) +
      el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-d)' }),
  );

export const gradient: PatternDefs = (p) =>
  el(
    'linearGradient',
    { id: SKIN_ID, x1: 0, y1: 0, x2: 0.7, y2: 1 },
    stops([0, p.light], [0.5, p.base], [1, p.isDark ? p.ink : p.deep]),
  );

export const holographic: PatternDefs = (p) =>
  el(
    'linearGradient',
    { id: 'sk-h', gradientUnits: user, x1: 0, y1: 0, x2: 560, y2: 620 },
    stops(
      [0, '#ffd6f5'],
      [0.18, '#b8f3ff'],
      [0.36, p.light],
      [0.52, '#d4c2ff'],
      [0.7, '#fff3b8'],
      [0.85, '#9ff5de'],
      [1, p.paper],
    ),
  ) +
  el(
    'linearGradient',
    { id: 'sk-b', gradientUnits: user, x1: 0, y1: 0, x2: 150, y2: 90, spreadMethod: 'reflect' },
    stops([0, '#fff', 0.45], [0.5, '#fff', 0], [1, p.accent2, 0.28]),
  ) +
  el(
    'pattern',
    { id: 'sk-l', width: 6, height: 6, patternUnits: user, patternTransform: 'rotate(-30)' },
    el('rect', { width: 6, height: 1, fill: '#fff', opacity: 0.22 }),
  ) +
  tile(
    LARGE_TILE,
    el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-h)' }) +
      el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-b)' }) +
      el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-l)' }),
  );

export const neonGrid: PatternDefs = (p) => {
  const cell = 40;
  const lines = `M0 0H${cell}M0 0V${cell}`;
  const night = p.isDark ? p.ink : '#11131b';
  return (
    el(
      'radialGradient',
      { id: 'sk-r', gradientUnits: user, cx: 300, cy: 220, r: 520 },
      stops([0, p.deep], [1, night]),
    ) +
    el(
      'pattern',
      { id: 'sk-n', width: cell, height: cell, patternUnits: user },
      el('path', { d: lines, stroke: p.accent, 'stroke-width': 6, opacity: 0.14, fill: 'none' }) +
        el('path', { d: lines, stroke: p.accent, 'stroke-width': 1.2, fill: 'none' }) +
        el('circle', { r: 2.2, fill: p.accent2 }),
    ) +
    tile(
      LARGE_TILE,
      el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-r)' }) +
        el('rect', { width: LARGE_TILE, height: LARGE_TILE, fill: 'url(#sk-n)' }),
    )
  );
};
