import { escapeXml } from '../../../http/html-escape.ts';
import { type ArtworkSpec, canvasSizeOf } from './artwork-spec.ts';
import { type DeviceArt, type Drawing, hardwareDefs } from './device-parts.ts';
import { DEVICE_LABELS, DEVICES } from './devices.ts';
import { PALETTES, type Palette } from './palettes.ts';
import { PATTERNS } from './patterns.ts';
import { createSeededRandom } from './seeded-random.ts';
import { el, placed, stops } from './svg-markup.ts';

interface Placement {
  cx: number;
  cy: number;
  scale: number;
  rotate?: number;
}

function fitScale(drawing: Drawing, box: number): number {
  return Math.min(box / drawing.width, box / drawing.height);
}

function studio(size: number, palette: Palette): string {
  return (
    el(
      'radialGradient',
      { id: 'bg', cx: 0.5, cy: 0.4, r: 0.78 },
      stops([0, '#ffffff'], [0.55, palette.studio], [1, '#c9cbd1']),
    ) + el('rect', { id: 'stage', width: size, height: size, fill: 'url(#bg)' })
  );
}

/** A soft contact shadow: the blurred outline, nudged down and right as if lit from above-left. */
function withShadow(drawing: Drawing, at: Placement, depth: number): string {
  const shadow = placed(
    el('g', { fill: '#15171c', opacity: 0.42, filter: 'url(#ds)' }, drawing.silhouette),
    drawing,
    { ...at, cx: at.cx + depth * 0.4, cy: at.cy + depth },
  );
  return shadow + placed(drawing.markup, drawing, at);
}

// Lying on a table: rotated in its plane, squashed by the viewing angle, extruded downward.
function lyingFlat(drawing: Drawing, size: number): string {
  const turn = -28;
  const squash = 0.58;
  const radians = (Math.abs(turn) * Math.PI) / 180;
  const spanX = drawing.width * Math.cos(radians) + drawing.height * Math.sin(radians);
  const spanY = (drawing.width * Math.sin(radians) + drawing.height * Math.cos(radians)) * squash;
  const scale = Math.min((size * 0.8) / spanX, (size * 0.62) / spanY);
  const thickness = Math.max(8, drawing.height * scale * 0.025);
  const pose = (dy: number, content: string) =>
    el(
      'g',
      { transform: `translate(${size / 2} ${size / 2 + dy}) scale(1 ${squash})` },
      placed(content, drawing, { cx: 0, cy: 0, scale, rotate: turn }),
    );
  return (
    pose(
      thickness * 3,
      el('g', { fill: '#1c1e24', opacity: 0.35, filter: 'url(#ds)' }, drawing.silhouette),
    ) +
    pose(thickness, el('g', { fill: '#55585f' }, drawing.silhouette)) +
    pose(thickness / 2, el('g', { fill: '#8a8d94' }, drawing.silhouette)) +
    pose(0, drawing.markup)
  );
}

function compose(art: DeviceArt, view: ArtworkSpec['view'], size: number): string {
  const main = art.main;
  if (view === 'front' || view === 'thumb') {
    // Thumbnails are seen at 80–160 px: the device fills more of the frame.
    const scale = fitScale(main, size * (view === 'thumb' ? 0.8 : 0.7));
    return withShadow(main, { cx: size / 2, cy: size / 2, scale }, size * 0.028);
  }
  if (view === 'detail') {
    const scale = fitScale(main, size * 0.7) * art.focus.zoom;
    const cx = size / 2 + (main.width / 2 - art.focus.x) * scale;
    const cy = size / 2 + (main.height / 2 - art.focus.y) * scale;
    return withShadow(main, { cx, cy, scale }, size * 0.03);
  }
  if (art.angle.kind === 'flat') return lyingFlat(main, size);
  if (art.angle.kind === 'pair') {
    const scale = fitScale(main, size * 0.62);
    // The second copy reuses the first by reference, which halves the document.
    const shared = { ...main, markup: el('use', { href: '#dv' }) };
    return (
      el('defs', {}, el('g', { id: 'dv' }, main.markup)) +
      withShadow(shared, { cx: size * 0.37, cy: size * 0.45, scale, rotate: -12 }, size * 0.02) +
      withShadow(shared, { cx: size * 0.62, cy: size * 0.55, scale, rotate: 10 }, size * 0.025)
    );
  }
  const companion = art.angle.companion;
  return (
    withShadow(
      main,
      { cx: size * 0.4, cy: size * 0.43, scale: fitScale(main, size * 0.62), rotate: -6 },
      size * 0.02,
    ) +
    withShadow(
      companion,
      { cx: size * 0.62, cy: size * 0.68, scale: fitScale(companion, size * 0.5), rotate: 8 },
      size * 0.025,
    )
  );
}

/** The close-up reads as material: a broad highlight across it and a darker vignette. */
function closeUpLight(size: number): string {
  return (
    el(
      'linearGradient',
      { id: 'cl', x2: 1, y2: 1 },
      stops([0.2, '#fff', 0], [0.45, '#fff', 0.22], [0.55, '#fff', 0.04], [0.8, '#fff', 0]),
    ) +
    el('radialGradient', { id: 'vg', r: 0.75 }, stops([0.6, '#000', 0], [1, '#000', 0.3])) +
    el('rect', { width: size, height: size, fill: 'url(#cl)' }) +
    el('rect', { width: size, height: size, fill: 'url(#vg)' })
  );
}

function titleOf(spec: ArtworkSpec): string {
  const words = (slug: string) => slug.replaceAll('-', ' ');
  const pattern = words(spec.pattern);
  const palette = words(spec.palette);
  return `${pattern[0]?.toUpperCase()}${pattern.slice(1)} skin in ${palette} on ${DEVICE_LABELS[spec.device]}, ${spec.view} view`;
}

/** The SVG document for one product image; the same spec always yields the same bytes. */
export function renderArtwork(spec: ArtworkSpec): string {
  const size = canvasSizeOf(spec.view);
  const palette = PALETTES[spec.palette];
  // Seeded by the design, not the view: every view of one product shows the same veins and chips.
  const random = createSeededRandom(`${spec.device}/${spec.pattern}/${spec.palette}`);
  const defs = PATTERNS[spec.pattern](palette, random) + hardwareDefs();
  const art = DEVICES[spec.device](palette);
  const body =
    studio(size, palette) +
    compose(art, spec.view, size) +
    (spec.view === 'detail' ? closeUpLight(size) : '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img">` +
    `<title>${escapeXml(titleOf(spec))}</title>` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}
