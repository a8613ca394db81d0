/** A closed shape in an outline's own units (its viewBox), drawn as one SVG element. */
export type Shape =
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; r: number }
  | { kind: 'path'; d: string };

/** What shows through a cut-out: the device's own hardware, not the skin. */
export type PartLook =
  | 'lens'
  | 'flash'
  | 'sensor'
  | 'island'
  | 'metal'
  | 'screen'
  | 'grille'
  | 'vent';

export interface Part {
  shape: Shape;
  look: PartLook;
}

export type DeviceFamily =
  | 'phone'
  | 'tablet'
  | 'laptop'
  | 'console'
  | 'controller'
  | 'handheld'
  | 'case'
  | 'watch';

/**
 * A device as the preview draws it, seen from the side the skin goes on. `skin` is the body
 * inset by the few tenths of a millimetre real skins leave at the edge; `cutouts` are holes
 * laser-cut in the skin, `parts` the hardware drawn in them.
 */
export interface DeviceOutline {
  family: DeviceFamily;
  /** Which outline this is, for people: "phone with a three-lens camera island". */
  description: string;
  width: number;
  height: number;
  body: Shape;
  skin: Shape;
  /** The body's colour where no skin covers it (edges, cut-outs). */
  bodyColor: string;
  cutouts: Shape[];
  parts: Part[];
}

export const circle = (cx: number, cy: number, r: number): Shape => ({ kind: 'circle', cx, cy, r });

export const rect = (x: number, y: number, width: number, height: number, r: number): Shape => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  r,
});

/** The same rounded rectangle, `by` units smaller on every side: where a skin ends. */
export function inset(shape: Shape, by: number): Shape {
  if (shape.kind === 'circle') return { ...shape, r: shape.r - by };
  if (shape.kind === 'rect') {
    return rect(
      shape.x + by,
      shape.y + by,
      shape.width - 2 * by,
      shape.height - 2 * by,
      Math.max(0, shape.r - by),
    );
  }
  return shape;
}

/** A lens as a cut-out with its glass inside: the skin keeps a ring of clearance around it. */
export function lens(cx: number, cy: number, r: number): { cutout: Shape; part: Part } {
  return { cutout: circle(cx, cy, r + 3), part: { shape: circle(cx, cy, r), look: 'lens' } };
}
