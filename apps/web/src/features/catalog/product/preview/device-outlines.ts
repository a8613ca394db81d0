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

function laptop(): DeviceOutline {
  const body: Shape = {
    kind: 'path',
    d: 'M22 0H618A22 22 0 0 1 640 22V428A12 12 0 0 1 628 440H12A12 12 0 0 1 0 428V22A22 22 0 0 1 22 0Z',
  };
  const logo = circle(320, 214, 30);
  return {
    family: 'laptop',
    description: 'laptop lid with a logo cut-out',
    width: 640,
    height: 440,
    body,
    skin: rect(6, 6, 628, 428, 17),
    bodyColor: '#9ea3ab',
    cutouts: [circle(320, 214, 34)],
    parts: [{ shape: logo, look: 'metal' }],
  };
}

function consolePanel(): DeviceOutline {
  // The PS5's white side panel curves in along the black core; the skin covers the panel.
  const panel =
    'M70 30Q190 6 308 20Q320 22 320 36L316 590Q315 606 300 607L92 616Q80 616 80 606C106 460 106 190 70 30Z';
  return {
    family: 'console',
    description: 'console with a curved side panel',
    width: 330,
    height: 640,
    body: {
      kind: 'path',
      d: 'M30 22Q30 8 44 8L312 12Q330 14 330 32L326 596Q325 622 300 624L60 632Q30 632 30 606Z',
    },
    skin: { kind: 'path', d: panel },
    bodyColor: '#16181d',
    cutouts: [],
    parts: [
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((row) => ({
        shape: rect(40, 70 + row * 22, 20, 5, 2.5),
        look: 'grille' as const,
      })),
    ],
  };
}

function consoleTower(): DeviceOutline {
  const body = rect(0, 0, 320, 640, 20);
  return {
    family: 'console',
    description: 'console tower',
    width: 320,
    height: 640,
    body,
    skin: inset(body, 6),
    bodyColor: '#15171b',
    cutouts: [rect(40, 196, 200, 8, 4), circle(44, 46, 13), rect(32, 590, 26, 12, 3)],
    parts: [
      { shape: rect(40, 196, 200, 8, 4), look: 'screen' },
      { shape: circle(44, 46, 10), look: 'metal' },
      { shape: rect(32, 590, 26, 12, 3), look: 'screen' },
    ],
  };
}

function consoleBox(): DeviceOutline {
  const body = rect(0, 0, 560, 380, 18);
  return {
    family: 'console',
    description: 'compact console with a round vent',
    width: 560,
    height: 380,
    body,
    skin: inset(body, 6),
    bodyColor: '#15171b',
    cutouts: [circle(392, 190, 126)],
    parts: [{ shape: circle(392, 190, 120), look: 'grille' }],
  };
}

function controller(): DeviceOutline {
  const d =
    'M150 60C220 40 420 40 490 60C560 80 600 140 620 260C640 380 610 432 560 422C520 414 500 362 470 332C430 302 210 302 170 332C140 362 120 414 80 422C30 432 0 380 20 260C40 140 80 80 150 60Z';
  const sticks = [lens(245, 262, 36), lens(395, 262, 36)];
  const buttons = [
    [488, 150],
    [488, 214],
    [456, 182],
    [520, 182],
  ].map(([cx = 0, cy = 0]) => lens(cx, cy, 14));
  const dpad: Shape = {
    kind: 'path',
    d: 'M140 140h24v30h30v24h-30v30h-24v-30h-30v-24h30Z',
  };
  const touchpad = rect(250, 74, 140, 84, 16);
  return {
    family: 'controller',
    description: 'game controller',
    width: 640,
    height: 440,
    body: { kind: 'path', d },
    skin: { kind: 'path', d },
    bodyColor: '#17191e',
    cutouts: [...sticks, ...buttons].map((each) => each.cutout).concat([dpad, touchpad]),
    parts: [
      ...sticks.map((each) => ({ ...each.part, look: 'metal' as const })),
      ...buttons.map((each) => ({ ...each.part, look: 'screen' as const })),
      { shape: dpad, look: 'screen' },
      { shape: touchpad, look: 'screen' },
    ],
  };
}

function handheld(): DeviceOutline {
  const body = rect(0, 0, 680, 300, 70);
  const screen = rect(150, 26, 380, 248, 12);
  const controls = [lens(78, 92, 30), lens(602, 208, 30)];
  const buttons = [
    [602, 62],
    [602, 122],
    [572, 92],
    [632, 92],
  ].map(([cx = 0, cy = 0]) => lens(cx, cy, 11));
  return {
    family: 'handheld',
    description: 'handheld console with a screen cut-out',
    width: 680,
    height: 300,
    body,
    skin: inset(body, 5),
    bodyColor: '#15171b',
    cutouts: [screen, ...controls.map((each) => each.cutout), ...buttons.map((b) => b.cutout)],
    parts: [
      { shape: screen, look: 'screen' },
      ...controls.map((each) => ({ ...each.part, look: 'metal' as const })),
      ...buttons.map((each) => ({ ...each.part, look: 'screen' as const })),
    ],
  };
}

export const DEVICE_OUTLINES = {
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
  laptop: laptop(),
  'console-panel': consolePanel(),
  'console-tower': consoleTower(),
  'console-box': consoleBox(),
  controller: controller(),
  handheld: handheld(),
  case: (() => {
    const body = rect(0, 0, 440, 340, 120);
    return {
      family: 'case',
      description: 'earbuds case',
      width: 440,
      height: 340,
      body,
      skin: inset(body, 4),
      bodyColor: '#c9ccd2',
      cutouts: [rect(0, 104, 440, 4, 0), circle(220, 196, 6)],
      parts: [{ shape: circle(220, 196, 4), look: 'flash' }],
    } satisfies DeviceOutline;
  })(),
  watch: (() => {
    const body = rect(0, 0, 300, 360, 76);
    const screen = rect(26, 26, 248, 308, 54);
    return {
      family: 'watch',
      description: 'watch case with a screen cut-out',
      width: 300,
      height: 360,
      body,
      skin: inset(body, 4),
      bodyColor: '#2a2d33',
      cutouts: [screen],
      parts: [{ shape: screen, look: 'screen' }],
    } satisfies DeviceOutline;
  })(),
} satisfies Record<string, DeviceOutline>;

export type OutlineKey = keyof typeof DEVICE_OUTLINES;
