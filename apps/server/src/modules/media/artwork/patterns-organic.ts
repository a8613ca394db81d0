import type { PatternDefs } from './patterns-textures.ts';
import { SKIN_ID } from './patterns-textures.ts';
import type { SeededRandom } from './seeded-random.ts';
import { el, type Point, smoothClosedPath, smoothOpenPath, stops } from './svg-markup.ts';

// Organic patterns do not repeat visibly: one tile is larger than any device drawing.
const SIZE = 640;
const user = 'userSpaceOnUse';

function bigTile(content: string): string {
  return el('pattern', { id: SKIN_ID, width: SIZE, height: SIZE, patternUnits: user }, content);
}

function wanderingLine(
  random: SeededRandom,
  start: Point,
  heading: number,
  steps: number,
  minStep: number,
  maxStep: number,
  wander: number,
): Point[] {
  const points: Point[] = [start];
  let angle = heading;
  let { x, y } = start;
  for (let i = 0; i < steps; i++) {
    // Drift but keep returning to the heading, like a vein following the stone's grain.
    angle = heading + (angle - heading) * 0.6 + random.between(-wander, wander);
    const length = random.between(minStep, maxStep);
    x += Math.cos(angle) * length;
    y += Math.sin(angle) * length;
    points.push({ x: Math.round(x), y: Math.round(y) });
  }
  return points;
}

export const marble: PatternDefs = (p, random) => {
  const ground = p.isDark ? [p.ink, p.deep] : [p.paper, p.light];
  const vein = p.isDark ? p.paper : p.ink;
  // Veins share one flow direction, as in a cut slab.
  const flow = random.between(-0.9, -0.3);
  let paths = '';
  let veins = '';
  for (let i = 0; i < 9; i++) {
    const start = { x: random.between(-160, 120), y: random.between(60, SIZE + 160) };
    const points = wanderingLine(
      random,
      start,
      flow + random.between(-0.25, 0.25),
      22,
      18,
      36,
      0.5,
    );
    const id = `sk-v${i}`;
    paths += el('path', { id, d: smoothOpenPath(points) });
    const href = `#${id}`;
    const width = random.between(1, 2.6);
    // One vein, three strokes: a wide haze, a soft body and a crisp core.
    veins +=
      el('use', { href, 'stroke-width': Math.round(width * 8), opacity: 0.04 }) +
      el('use', { href, 'stroke-width': Math.round(width * 2), opacity: 0.12 }) +
      el('use', { href, 'stroke-width': Math.round(width * 5) / 10, opacity: 0.75 }) +
      el('use', { href, stroke: p.accent, 'stroke-width': 0.6, opacity: 0.5, x: 4, y: 3 });
    const from = points[2 + Math.floor(random.next() * 7)];
    if (from) {
      const branch = wanderingLine(random, from, flow + random.between(-1.2, 1.2), 6, 10, 24, 0.6);
      veins += el('path', { d: smoothOpenPath(branch), 'stroke-width': 0.7, opacity: 0.5 });
    }
  }
  let clouds = '';
  for (let i = 0; i < 7; i++) {
    clouds += el('ellipse', {
      cx: Math.round(random.between(0, SIZE)),
      cy: Math.round(random.between(0, SIZE)),
      rx: Math.round(random.between(90, 220)),
      ry: Math.round(random.between(40, 100)),
      fill: i % 2 === 0 ? 'url(#sk-d)' : 'url(#sk-l)',
      transform: `rotate(${Math.round(random.between(-50, 10))})`,
    });
  }
  const haze = (id: string, colour: string, opacity: number) =>
    el('radialGradient', { id }, stops([0, colour, opacity], [1, colour, 0]));
  return (
    el(
      'linearGradient',
      { id: 'sk-g', x2: 1, y2: 1 },
      stops([0, ground[0] ?? p.paper], [1, ground[1] ?? p.light]),
    ) +
    haze('sk-d', vein, 0.12) +
    haze('sk-l', p.isDark ? p.light : '#fff', 0.45) +
    paths +
    bigTile(
      el('rect', { width: SIZE, height: SIZE, fill: 'url(#sk-g)' }) +
        clouds +
        el('g', { fill: 'none', stroke: vein, 'stroke-linecap': 'round' }, veins),
    )
  );
};

export const wood: PatternDefs = (p, random) => {
  const knots = [0, 1].map(() => ({
    x: random.between(100, SIZE - 100),
    y: random.between(80, SIZE - 80),
    size: random.between(10, 20),
  }));
  let bands = '';
  for (let y = 0; y < SIZE; y += Math.round(random.between(20, 60))) {
    bands += el('rect', {
      y,
      width: SIZE,
      height: Math.round(random.between(8, 40)),
      fill: random.next() > 0.5 ? p.deep : p.light,
      opacity: Math.round(random.between(0.08, 0.22) * 100) / 100,
    });
  }
  let grain = '';
  for (let y0 = 2; y0 < SIZE; y0 += random.between(9, 20)) {
    const phase = random.between(0, 6.28);
    const points: Point[] = [];
    for (let x = -20; x <= SIZE + 60; x += 80) {
      let y = y0 + Math.sin(x / 170 + phase) * 4 + random.between(-1.2, 1.2);
      for (const knot of knots) {
        const dy = y0 - knot.y;
        const reach = Math.max(0, 1 - Math.abs(dy) / 110);
        y += Math.sign(dy || 1) * knot.size * 1.8 * reach * Math.exp(-((x - knot.x) ** 2) / 5000);
      }
      points.push({ x, y: Math.round(y) });
    }
    grain += el('path', {
      d: smoothOpenPath(points),
      'stroke-width': Math.round(random.between(0.5, 2.2) * 10) / 10,
      opacity: Math.round(random.between(0.15, 0.55) * 100) / 100,
    });
  }
  const knotMarks = knots
    .map(
      (knot) =>
        el('ellipse', {
          cx: Math.round(knot.x),
          cy: Math.round(knot.y),
          rx: Math.round(knot.size * 1.2),
          ry: Math.round(knot.size * 0.45),
          fill: p.ink,
          opacity: 0.35,
        }) +
        el('ellipse', {
          cx: Math.round(knot.x),
          cy: Math.round(knot.y),
          rx: Math.round(knot.size * 1.9),
          ry: Math.round(knot.size * 0.8),
          fill: 'none',
          stroke: p.deep,
          opacity: 0.4,
        }),
    )
    .join('');
  return (
    el(
      'linearGradient',
      { id: 'sk-g', x2: 0.3, y2: 1 },
      stops([0, p.light], [0.5, p.base], [1, p.light]),
    ) +
    el(
      'pattern',
      {
        id: SKIN_ID,
        width: SIZE,
        height: SIZE,
        patternUnits: user,
        patternTransform: 'rotate(90)',
      },
      el('rect', { width: SIZE, height: SIZE, fill: 'url(#sk-g)' }) +
        bands +
        el('g', { fill: 'none', stroke: p.deep }, grain) +
        knotMarks,
    )
  );
};

export const topographic: PatternDefs = (p, random) => {
  const line = p.isDark ? p.accent : p.ink;
  let contours = '';
  const peaks = [
    { x: 150, y: 170, rings: 9 },
    { x: 470, y: 430, rings: 8 },
    { x: 500, y: 100, rings: 6 },
    { x: 120, y: 500, rings: 6 },
    { x: 300, y: 320, rings: 5 },
  ];
  for (const peak of peaks) {
    const waves = [random.between(0, 6.28), random.between(0, 6.28), random.between(0, 6.28)];
    for (let ring = 1; ring <= peak.rings; ring++) {
      const radius = ring * 20;
      const points = Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * Math.PI * 2;
        const wobble =
          1 +
          0.22 * Math.sin(2 * angle + (waves[0] ?? 0)) +
          0.12 * Math.sin(3 * angle + (waves[1] ?? 0) + ring * 0.15) +
          0.06 * Math.sin(5 * angle + (waves[2] ?? 0));
        return {
          x: Math.round(peak.x + Math.cos(angle) * radius * wobble),
          y: Math.round(peak.y + Math.sin(angle) * radius * wobble * 0.8),
        };
      });
      contours += el('path', {
        d: smoothClosedPath(points),
        'stroke-width': ring % 4 === 0 ? 2.2 : 1,
      });
    }
  }
  return (
    el('linearGradient', { id: 'sk-g', x2: 1, y2: 1 }, stops([0, p.base], [1, p.deep])) +
    bigTile(
      el('rect', { width: SIZE, height: SIZE, fill: 'url(#sk-g)' }) +
        el('g', { fill: 'none', stroke: line, opacity: 0.5 }, contours),
    )
  );
};
