import { type DeviceArt, type Drawing, dpad, knob, skinned, stick } from './device-parts.ts';
import { el, type Point, smoothClosedPath } from './svg-markup.ts';

/** Mirrors the right half of a symmetric outline (x measured from the centre line). */
export function symmetricOutline(rightHalf: readonly Point[], centre: number): string {
  const right = rightHalf.map((p) => ({ x: centre + p.x, y: p.y }));
  const left = [...rightHalf].reverse().map((p) => ({ x: centre - p.x, y: p.y }));
  return smoothClosedPath([...right, ...left.slice(1, -1)]);
}

const symbol = { fill: 'none', stroke: '#c3c7d0', 'stroke-width': 2 };

export function dualSense(accent: string): Drawing {
  const width = 440;
  const height = 304;
  const c = width / 2;
  const outline = symmetricOutline(
    [
      { x: 0, y: 22 },
      { x: 90, y: 16 },
      { x: 146, y: 18 },
      { x: 184, y: 32 },
      { x: 204, y: 64 },
      { x: 214, y: 124 },
      { x: 224, y: 204 },
      { x: 226, y: 256 },
      { x: 210, y: 300 },
      { x: 176, y: 306 },
      { x: 150, y: 290 },
      { x: 130, y: 250 },
      { x: 108, y: 214 },
      { x: 66, y: 204 },
      { x: 0, y: 204 },
    ],
    c,
  );
  const core = symmetricOutline(
    [
      { x: 0, y: 124 },
      { x: 124, y: 124 },
      { x: 120, y: 206 },
      { x: 60, y: 214 },
      { x: 0, y: 212 },
    ],
    c,
  );
  const face = (x: number, y: number) => knob(x, y, 12);
  const dpad = [
    [c - 150, 82, 0],
    [c - 150, 118, 180],
    [c - 168, 100, 270],
    [c - 132, 100, 90],
  ]
    .map(([x, y, turn]) =>
      el('path', {
        d: 'M-8 -10H8V4L0 12L-8 4Z',
        fill: 'url(#pl)',
        transform: `translate(${x} ${y}) rotate(${turn})`,
      }),
    )
    .join('');
  const fx = c + 150;
  return {
    width,
    height,
    silhouette: el('path', { d: outline }),
    markup:
      skinned('path', { d: outline }) +
      el('path', { d: core, fill: 'url(#pl)' }) +
      skinned('rect', { x: c - 78, y: 26, width: 156, height: 88, rx: 14 }) +
      el('rect', {
        x: c - 78,
        y: 26,
        width: 156,
        height: 88,
        rx: 14,
        fill: '#000',
        opacity: 0.08,
      }) +
      el('rect', { x: c - 86, y: 32, width: 3, height: 74, rx: 1.5, fill: accent }) +
      el('rect', { x: c + 83, y: 32, width: 3, height: 74, rx: 1.5, fill: accent }) +
      el('rect', { x: c - 104, y: 30, width: 8, height: 20, rx: 4, fill: 'url(#pl)' }) +
      el('rect', { x: c + 96, y: 30, width: 8, height: 20, rx: 4, fill: 'url(#pl)' }) +
      dpad +
      face(fx, 74) +
      face(fx + 26, 100) +
      face(fx, 126) +
      face(fx - 26, 100) +
      el('path', { ...symbol, d: `M${fx} 68L${fx + 6} 79H${fx - 6}Z` }) +
      el('circle', { ...symbol, cx: fx + 26, cy: 100, r: 5.5 }) +
      el('path', { ...symbol, d: `M${fx - 5} 121L${fx + 5} 131M${fx + 5} 121L${fx - 5} 131` }) +
      el('rect', { ...symbol, x: fx - 31, y: 95, width: 10, height: 10 }) +
      stick(c - 62, 168, 26) +
      stick(c + 62, 168, 26) +
      knob(c, 150, 9, 'url(#mt)') +
      el('rect', { x: c - 10, y: 176, width: 20, height: 5, rx: 2.5, fill: accent, opacity: 0.8 }),
  };
}

/** Xbox and Nintendo share the offset layout: left stick high, d-pad and right stick low. */
function offsetControls(c: number, faceColours: readonly string[]): string {
  const faces: readonly (readonly [number, number])[] = [
    [c + 108, 78],
    [c + 130, 100],
    [c + 108, 122],
    [c + 86, 100],
  ];
  return (
    stick(c - 104, 100, 28) +
    stick(c + 52, 168, 28) +
    knob(c - 52, 168, 24) +
    dpad(c - 52, 168, 12) +
    faces
      .map(
        ([x, y], i) =>
          knob(x, y, 12) + el('circle', { cx: x, cy: y, r: 4, fill: faceColours[i] ?? '#2a2c31' }),
      )
      .join('')
  );
}

export function xboxController(): Drawing {
  const width = 420;
  const height = 300;
  const c = width / 2;
  const outline = symmetricOutline(
    [
      { x: 0, y: 40 },
      { x: 70, y: 32 },
      { x: 132, y: 24 },
      { x: 174, y: 36 },
      { x: 200, y: 72 },
      { x: 212, y: 144 },
      { x: 216, y: 226 },
      { x: 200, y: 284 },
      { x: 168, y: 300 },
      { x: 138, y: 282 },
      { x: 116, y: 236 },
      { x: 88, y: 210 },
      { x: 0, y: 206 },
    ],
    c,
  );
  return {
    width,
    height,
    silhouette: el('path', { d: outline }),
    markup:
      skinned('path', { d: outline }) +
      offsetControls(c, ['#f2c230', '#e8463d', '#6cc04a', '#3b8fe0']) +
      knob(c, 60, 18, 'url(#mt)') +
      el('circle', {
        cx: c,
        cy: 60,
        r: 10,
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 2.5,
        opacity: 0.9,
      }) +
      knob(c - 34, 100, 6) +
      knob(c + 34, 100, 6),
  };
}

/** The Switch Pro Controller: a squarer top, grips splayed wider, grey face buttons, Home and Capture. */
export function switchProController(): Drawing {
  const width = 430;
  const height = 296;
  const c = width / 2;
  const outline = symmetricOutline(
    [
      { x: 0, y: 30 },
      { x: 96, y: 26 },
      { x: 150, y: 22 },
      { x: 190, y: 38 },
      { x: 208, y: 84 },
      { x: 214, y: 160 },
      { x: 216, y: 236 },
      { x: 196, y: 288 },
      { x: 160, y: 296 },
      { x: 132, y: 268 },
      { x: 112, y: 222 },
      { x: 80, y: 206 },
      { x: 0, y: 204 },
    ],
    c,
  );
  return {
    width,
    height,
    silhouette: el('path', { d: outline }),
    markup:
      skinned('path', { d: outline }) +
      offsetControls(c, []) +
      el('rect', { x: c - 46, y: 58, width: 14, height: 4, rx: 2, fill: '#2a2c31' }) +
      el('path', { d: `M${c + 32} 60h14M${c + 39} 53v14`, stroke: '#2a2c31', 'stroke-width': 4 }) +
      el('rect', { x: c - 38, y: 116, width: 18, height: 18, rx: 4, fill: 'url(#pl)' }) +
      knob(c + 29, 125, 10, 'url(#mt)') +
      el('circle', { cx: c + 29, cy: 125, r: 5, fill: '#2a2c31' }),
  };
}

/** A gamepad sold on its own: two of them, the close-up on the left grip and stick. */
export function controllerArt(main: Drawing): DeviceArt {
  return {
    main,
    focus: { x: main.width * 0.26, y: main.height * 0.42, zoom: 2.3 },
    angle: { kind: 'pair' },
  };
}
