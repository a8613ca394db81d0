import { circle, type DeviceOutline, inset, lens, rect, type Shape } from './outline-shapes.ts';
import { PHONE_OUTLINES } from './phone-outlines.ts';

// Units are arbitrary, proportions those of the real devices; phones are in phone-outlines.ts.

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
  // Side view of a PS5: the wing-shaped panel the skin covers, its top edge rising to the back
  // and its front edge curving in along the black core.
  const panel =
    'M64 18C150 34 250 14 322 4C304 200 302 430 320 636L92 628Q84 628 84 618C112 440 112 210 64 18Z';
  const core = 'M30 34Q30 20 44 20H92V628H44Q30 628 30 614Z';
  return {
    family: 'console',
    description: 'console with a curved side panel',
    width: 330,
    height: 640,
    body: { kind: 'path', d: `${core}${panel}` },
    skin: { kind: 'path', d: panel },
    bodyColor: '#16181d',
    cutouts: [],
    parts: Array.from({ length: 14 }, (_, row) => ({
      shape: rect(44, 80 + row * 24, 22, 6, 3),
      look: 'grille' as const,
    })),
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
    parts: [{ shape: circle(392, 190, 120), look: 'vent' }],
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
  return {
    family: 'controller',
    description: 'game controller',
    width: 640,
    height: 440,
    body: { kind: 'path', d },
    skin: { kind: 'path', d },
    bodyColor: '#17191e',
    cutouts: [...sticks, ...buttons].map((each) => each.cutout).concat([dpad]),
    parts: [
      ...sticks.map((each) => ({ ...each.part, look: 'metal' as const })),
      ...buttons.map((each) => ({ ...each.part, look: 'screen' as const })),
      { shape: dpad, look: 'screen' },
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
  ...PHONE_OUTLINES,
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
