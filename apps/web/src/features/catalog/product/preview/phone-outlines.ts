import {
  circle,
  type DeviceOutline,
  inset,
  lens,
  type Part,
  rect,
  type Shape,
} from './outline-shapes.ts';

// Proportions follow the real devices (a 6.3" phone is about 71.5 × 149.6 mm); the units are
// arbitrary. Camera positions are those of the device's back, seen from behind.

const GRAPHITE = '#1d2026';

function phone(description: string, camera: { cutouts: Shape[]; parts: Part[] }): DeviceOutline {
  const body = rect(0, 0, 300, 620, 52);
  return {
    family: 'phone',
    description,
    width: 300,
    height: 620,
    body,
    skin: inset(body, 5),
    bodyColor: GRAPHITE,
    ...camera,
  };
}

/** Lenses inside one raised island: the island is cut out, the lenses sit in it. */
function island(shape: Shape, lenses: [number, number, number][], extras: Part[] = []) {
  return {
    cutouts: [shape],
    parts: [
      { shape, look: 'island' as const },
      ...lenses.map(([cx, cy, r]) => lens(cx, cy, r).part),
      ...extras,
    ],
  };
}

/** Lenses each with a hole of their own, as on Galaxy S phones. */
function separateLenses(lenses: [number, number, number][], extras: Part[] = []) {
  const cut = lenses.map(([cx, cy, r]) => lens(cx, cy, r));
  return {
    cutouts: [...cut.map((each) => each.cutout), ...extras.map((part) => part.shape)],
    parts: [...cut.map((each) => each.part), ...extras],
  };
}

const flash = (cx: number, cy: number, r = 9): Part => ({
  shape: circle(cx, cy, r),
  look: 'flash',
});
const sensor = (cx: number, cy: number, r = 6): Part => ({
  shape: circle(cx, cy, r),
  look: 'sensor',
});

/** Phones by camera layout, and the tablet (a phone's camera on a larger slab). */
export const PHONE_OUTLINES = {
  'phone-island-3': phone(
    'phone with a three-lens camera island',
    island(
      rect(18, 18, 134, 134, 36),
      [
        [54, 54, 24],
        [54, 116, 24],
        [116, 85, 24],
      ],
      [flash(118, 36, 8), sensor(118, 134, 5)],
    ),
  ),
  'phone-island-2': phone(
    'phone with a two-lens camera',
    island(
      rect(22, 22, 68, 128, 34),
      [
        [56, 56, 23],
        [56, 116, 23],
      ],
      [flash(112, 44, 8)],
    ),
  ),
  'phone-lenses-3': phone(
    'phone with three separate lenses',
    separateLenses(
      [
        [52, 58, 23],
        [52, 122, 23],
        [52, 186, 23],
      ],
      [flash(102, 52, 8)],
    ),
  ),
  'phone-ring-3': phone(
    'phone with a round camera island',
    island(
      circle(96, 108, 72),
      [
        [72, 84, 21],
        [120, 84, 21],
        [96, 130, 21],
      ],
      [flash(136, 134, 7)],
    ),
  ),
  'phone-single': phone('phone with one lens', separateLenses([[52, 54, 24]], [flash(100, 46, 8)])),
  // Google Pixel 9 and 10: one bar from edge to edge, the lenses in a row inside it.
  'phone-bar': phone(
    'phone with a camera bar across the back',
    island(
      rect(8, 66, 284, 92, 46),
      [
        [62, 112, 22],
        [112, 112, 22],
        [162, 112, 22],
      ],
      [flash(222, 100, 7), sensor(222, 126, 5)],
    ),
  ),
  // Nothing Phone (2a) and (3a): a pill of lenses in the middle, the flash beside it.
  'phone-pill-row': (() => {
    const pill = island(rect(78, 56, 144, 64, 32), [
      [106, 88, 19],
      [150, 88, 19],
      [194, 88, 19],
    ]);
    const light = flash(246, 88, 6);
    return phone('phone with a row of lenses in a centred pill', {
      cutouts: [...pill.cutouts, circle(246, 88, 9)],
      parts: [...pill.parts, light],
    });
  })(),
  // vivo X200, OPPO Find X8, Xiaomi 15 Ultra, realme 14 Pro: a round deck centred at the top.
  'phone-ring-centre': phone(
    'phone with a round camera deck in the middle',
    island(
      circle(150, 150, 96),
      [
        [116, 120, 26],
        [184, 120, 26],
        [150, 184, 26],
      ],
      [flash(196, 190, 7)],
    ),
  ),
  tablet: (() => {
    const body = rect(0, 0, 430, 600, 34);
    return {
      family: 'tablet',
      description: 'tablet',
      width: 430,
      height: 600,
      body,
      skin: inset(body, 5),
      bodyColor: GRAPHITE,
      ...island(rect(20, 20, 56, 56, 20), [[48, 48, 16]]),
    } satisfies DeviceOutline;
  })(),
} satisfies Record<string, DeviceOutline>;
