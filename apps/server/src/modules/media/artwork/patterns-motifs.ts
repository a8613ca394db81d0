import type { PatternDefs } from './patterns-textures.ts';
import { SKIN_ID } from './patterns-textures.ts';
import type { SeededRandom } from './seeded-random.ts';
import {
  el,
  type Point,
  polygonPath,
  round1,
  smoothClosedPath,
  stops,
  wrapped,
} from './svg-markup.ts';

const user = 'userSpaceOnUse';

function skinTile(size: number, content: string, height = size): string {
  return el('pattern', { id: SKIN_ID, width: size, height, patternUnits: user }, content);
}

/** An irregular ring of points around (0, 0): chips, pebbles and camo blobs start from this. */
function jaggedRing(random: SeededRandom, count: number, radius: number, jitter: number): Point[] {
  const turn = random.between(0, Math.PI * 2);
  return Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2 + random.between(-0.2, 0.2);
    const r = radius * random.between(1 - jitter, 1 + jitter);
    return { x: Math.round(Math.cos(angle) * r), y: Math.round(Math.sin(angle) * r) };
  });
}

function translatedPath(d: string, x: number, y: number, fill: string, opacity?: number): string {
  return el('path', { d, fill, opacity, transform: `translate(${round1(x)} ${round1(y)})` });
}

export const camo: PatternDefs = (p, random) => {
  const size = 300;
  let blobs = '';
  for (const [fill, count] of [
    [p.light, 8],
    [p.deep, 8],
    [p.ink, 6],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const radius = random.between(22, 50);
      const d = smoothClosedPath(jaggedRing(random, 9, radius, 0.38));
      const at = { x: random.between(0, size), y: random.between(0, size) };
      blobs += wrapped(size, at, radius * 1.4, (x, y) => translatedPath(d, x, y, fill));
    }
  }
  return skinTile(size, el('rect', { width: size, height: size, fill: p.base }) + blobs);
};

export const terrazzo: PatternDefs = (p, random) => {
  const size = 240;
  const ground = p.isDark ? p.deep : p.paper;
  const chipColours = [p.accent, p.base, p.light, p.ink, p.accent2, p.isDark ? p.paper : p.deep];
  let chips = '';
  for (let i = 0; i < 34; i++) {
    const radius = random.between(4, 15);
    const d = polygonPath(jaggedRing(random, 5 + Math.floor(random.next() * 3), radius, 0.35));
    const fill = random.pick(chipColours);
    const at = { x: random.between(0, size), y: random.between(0, size) };
    chips += wrapped(size, at, radius * 1.4, (x, y) => translatedPath(d, x, y, fill));
  }
  for (let i = 0; i < 40; i++) {
    const r = round1(random.between(0.8, 2.2));
    const fill = random.pick(chipColours);
    const at = { x: random.between(0, size), y: random.between(0, size) };
    chips += wrapped(size, at, r, (cx, cy) => el('circle', { cx, cy, r, fill, opacity: 0.8 }));
  }
  return skinTile(size, el('rect', { width: size, height: size, fill: ground }) + chips);
};

export const floral: PatternDefs = (p, random) => {
  const size = 220;
  const ground = p.isDark ? p.deep : p.paper;
  const petal = p.isDark ? p.light : p.base;
  const leaf = p.isDark ? p.base : p.light;
  let motifs = '';
  const flowers = [
    { x: 50, y: 55, r: 24 },
    { x: 160, y: 150, r: 28 },
    { x: 165, y: 40, r: 14 },
    { x: 60, y: 175, r: 16 },
  ];
  for (const flower of flowers) {
    const turn = Math.round(random.between(0, 72));
    const leaves = [0, 1].map((k) => {
      const angle = turn + 36 + k * 150 + random.between(-20, 20);
      return el('path', {
        d: `M0 0C${round1(flower.r * 0.6)} -${round1(flower.r * 0.45)} ${round1(flower.r * 1.5)} -${round1(flower.r * 0.3)} ${round1(flower.r * 2)} 0C${round1(flower.r * 1.5)} ${round1(flower.r * 0.3)} ${round1(flower.r * 0.6)} ${round1(flower.r * 0.45)} 0 0Z`,
        fill: leaf,
        transform: `rotate(${Math.round(angle)})`,
      });
    });
    const petals = [0, 1, 2, 3, 4].map((k) =>
      el('ellipse', {
        cx: round1(flower.r * 0.55),
        rx: round1(flower.r * 0.55),
        ry: round1(flower.r * 0.32),
        fill: petal,
        transform: `rotate(${turn + k * 72})`,
      }),
    );
    const centre =
      el('circle', { r: round1(flower.r * 0.26), fill: p.accent }) +
      el('circle', { r: round1(flower.r * 0.1), fill: p.ink, opacity: 0.5 });
    const group = leaves.join('') + petals.join('') + centre;
    motifs += wrapped(size, flower, flower.r * 2.1, (x, y) =>
      el('g', { transform: `translate(${round1(x)} ${round1(y)})` }, group),
    );
  }
  for (let i = 0; i < 18; i++) {
    const at = { x: random.between(0, size), y: random.between(0, size) };
    const r = round1(random.between(1.2, 2.8));
    motifs += wrapped(size, at, r, (cx, cy) =>
      el('circle', { cx, cy, r, fill: p.accent2, opacity: 0.7 }),
    );
  }
  return skinTile(size, el('rect', { width: size, height: size, fill: ground }) + motifs);
};

export const hexagon: PatternDefs = (p) => {
  const radius = 26;
  const width = Math.sqrt(3) * radius;
  const height = 3 * radius;
  const hex = (cx: number, cy: number, r: number) =>
    polygonPath(
      Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i + Math.PI / 6;
        return { x: cx + Math.cos(angle) * r, y: cy + Math.sin(angle) * r };
      }),
    );
  const centres = [
    [0, 0],
    [width, 0],
    [width / 2, height / 2],
    [0, height],
    [width, height],
  ] as const;
  const cells = centres
    .map(
      ([x, y]) =>
        el('path', { d: hex(x, y, radius - 2), fill: 'url(#sk-c)' }) +
        el('path', {
          d: hex(x, y, radius - 6),
          fill: 'none',
          stroke: p.isDark ? p.accent : p.paper,
          'stroke-width': 1,
          opacity: 0.45,
        }),
    )
    .join('');
  return (
    el('linearGradient', { id: 'sk-c', x2: 0, y2: 1 }, stops([0, p.light], [1, p.base])) +
    el(
      'pattern',
      { id: SKIN_ID, width: round1(width), height, patternUnits: user },
      el('rect', { width: round1(width), height, fill: p.isDark ? p.ink : p.deep }) + cells,
    )
  );
};

// Low-poly facets: an even number of rows keeps the half-offset rows seamless across tiles.
export const geometric: PatternDefs = (p, random) => {
  const side = 48;
  const rowHeight = (side * Math.sqrt(3)) / 2;
  const columns = 6;
  const rows = 6;
  const tones = [p.deep, p.base, p.light, p.base, p.isDark ? p.ink : p.paper];
  const toneOf = Array.from({ length: rows * columns * 2 }, () => random.pick(tones));
  let facets = '';
  for (let row = 0; row < rows; row++) {
    const top = row * rowHeight;
    const offset = (row % 2) * (side / 2);
    for (let i = -1; i <= columns; i++) {
      const left = offset + i * side;
      const up = [
        { x: left, y: top + rowHeight },
        { x: left + side, y: top + rowHeight },
        { x: left + side / 2, y: top },
      ];
      const down = [
        { x: left + side / 2, y: top },
        { x: left + (side * 3) / 2, y: top },
        { x: left + side, y: top + rowHeight },
      ];
      for (const [k, triangle] of [up, down].entries()) {
        const fill = toneOf[(row * columns + ((i + columns) % columns)) * 2 + k];
        facets += el('path', {
          d: polygonPath(triangle),
          fill,
          stroke: fill,
          'stroke-width': 0.6,
        });
      }
    }
  }
  return skinTile(columns * side, facets, round1(rows * rowHeight));
};
