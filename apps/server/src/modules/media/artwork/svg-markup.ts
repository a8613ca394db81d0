/** Tiny builders for SVG markup; numbers are rounded so output stays small and stable. */
export type Attrs = Record<string, string | number | undefined>;

function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? fmt(value) : value}"`;
  }
  return children.length > 0 ? `${out}>${children.join('')}</${tag}>` : `${out}/>`;
}

export interface Point {
  x: number;
  y: number;
}

/** A closed smooth curve through the midpoints of the given points (quadratic B-spline). */
export function smoothClosedPath(points: readonly Point[]): string {
  const count = points.length;
  const at = (i: number): Point => points[((i % count) + count) % count] as Point;
  const mid = (a: Point, b: Point) => `${fmt((a.x + b.x) / 2)} ${fmt((a.y + b.y) / 2)}`;
  let d = `M${mid(at(-1), at(0))}`;
  for (let i = 0; i < count; i++) {
    const p = at(i);
    d += `Q${fmt(p.x)} ${fmt(p.y)} ${mid(p, at(i + 1))}`;
  }
  return `${d}Z`;
}

export function polygonPath(points: readonly Point[]): string {
  return `M${points.map((p) => `${fmt(p.x)} ${fmt(p.y)}`).join('L')}Z`;
}

/** Gradient stops from `[offset, colour, opacity?]` triples. */
export function stops(...entries: readonly (readonly [number, string, number?])[]): string {
  return entries
    .map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
    )
    .join('');
}

/** Places a drawing of size w×h centred at (cx, cy), scaled and rotated about its centre. */
export function placed(
  markup: string,
  size: { width: number; height: number },
  at: { cx: number; cy: number; scale: number; rotate?: number },
): string {
  const rotate = at.rotate ? ` rotate(${fmt(at.rotate)})` : '';
  const transform = `translate(${fmt(at.cx)} ${fmt(at.cy)})${rotate} scale(${Math.round(at.scale * 1000) / 1000}) translate(${fmt(-size.width / 2)} ${fmt(-size.height / 2)})`;
  return el('g', { transform }, markup);
}

/** Draws a motif at (x, y) and again wherever it spills over a tile edge, so tiles join seamlessly. */
export function wrapped(
  tileSize: number,
  at: Point,
  reach: number,
  draw: (x: number, y: number) => string,
): string {
  let out = '';
  for (const dx of [-tileSize, 0, tileSize]) {
    for (const dy of [-tileSize, 0, tileSize]) {
      const x = at.x + dx;
      const y = at.y + dy;
      if (x + reach < 0 || x - reach > tileSize || y + reach < 0 || y - reach > tileSize) continue;
      out += draw(x, y);
    }
  }
  return out;
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** An open smooth curve from the first to the last point, bending through the others. */
export function smoothOpenPath(points: readonly Point[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  let d = `M${fmt(first.x)} ${fmt(first.y)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i] as Point;
    const q = points[i + 1] as Point;
    d += `Q${fmt(p.x)} ${fmt(p.y)} ${fmt((p.x + q.x) / 2)} ${fmt((p.y + q.y) / 2)}`;
  }
  return `${d}L${fmt(last.x)} ${fmt(last.y)}`;
}
