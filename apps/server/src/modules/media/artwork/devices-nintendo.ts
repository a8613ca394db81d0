import {
  buttonDiamond,
  type DeviceArt,
  dpad,
  knob,
  screen,
  skinned,
  stick,
} from './device-parts.ts';
import { el } from './svg-markup.ts';

const dark = '#1a1b1f';

const JOY_CON_WIDTH = 102;
const JOY_CON_HEIGHT = 260;
// The left Joy-Con; the right one is its mirror image.
const leftShell = 'M102 0V260H50A50 50 0 0 1 0 210V50A50 50 0 0 1 50 0Z';
const rightShell = 'M0 0V260H52A50 50 0 0 0 102 210V50A50 50 0 0 0 52 0Z';

function leftJoyCon(): string {
  return (
    skinned('path', { d: leftShell }) +
    stick(50, 64, 22) +
    buttonDiamond(50, 150) +
    el('rect', { x: 70, y: 18, width: 14, height: 4, rx: 2, fill: dark }) +
    el('rect', { x: 58, y: 200, width: 14, height: 14, rx: 3, fill: dark })
  );
}

function rightJoyCon(): string {
  return (
    skinned('path', { d: rightShell }) +
    buttonDiamond(52, 64) +
    stick(52, 154, 22) +
    el('path', { d: 'M12 20h12M18 14v12', stroke: dark, 'stroke-width': 4 }) +
    knob(34, 206, 9, 'url(#mt)')
  );
}

const at = (x: number, markup: string) => el('g', { transform: `translate(${x} 0)` }, markup);

export function nintendo(): DeviceArt {
  const width = 620;
  const height = JOY_CON_HEIGHT;
  return {
    main: {
      width,
      height,
      silhouette: el('rect', { width, height, rx: 50 }),
      markup:
        el('rect', { x: 96, width: 428, height, rx: 10, fill: '#18191d' }) +
        el('rect', { x: 128, y: 20, width: 364, height: 220, rx: 4, fill: 'url(#sc)' }) +
        el('path', { d: 'M128 20H330L210 240H128Z', fill: '#fff', opacity: 0.04 }) +
        leftJoyCon() +
        at(width - JOY_CON_WIDTH, rightJoyCon()),
    },
    focus: { x: 70, y: 90, zoom: 2.6 },
    angle: { kind: 'flat' },
  };
}

/** The pair off the console: apart, each with the dark rail it slides on. */
export function joyCon(): DeviceArt {
  const gap = 64;
  const right = JOY_CON_WIDTH + gap;
  const rail = (x: number) =>
    el('rect', { x, y: 14, width: 8, height: JOY_CON_HEIGHT - 28, rx: 3, fill: '#111215' });
  return {
    main: {
      width: right + JOY_CON_WIDTH,
      height: JOY_CON_HEIGHT,
      silhouette: el('path', { d: leftShell }) + at(right, el('path', { d: rightShell })),
      markup: rail(JOY_CON_WIDTH - 2) + rail(right - 6) + leftJoyCon() + at(right, rightJoyCon()),
    },
    focus: { x: 60, y: 90, zoom: 2.2 },
    angle: { kind: 'flat' },
  };
}

/** One piece, no detachable sides: a smaller screen, a cross d-pad, the skin wraps the whole face. */
export function switchLite(): DeviceArt {
  const width = 540;
  const height = 236;
  const face = { width, height, rx: 72 };
  return {
    main: {
      width,
      height,
      silhouette: el('rect', face),
      markup:
        skinned('rect', face) +
        screen(122, 28, 296, 180, 13) +
        stick(56, 66, 22) +
        dpad(56, 152, 16) +
        el('rect', { x: 80, y: 22, width: 14, height: 4, rx: 2, fill: dark }) +
        el('rect', { x: 70, y: 196, width: 14, height: 14, rx: 3, fill: dark }) +
        buttonDiamond(484, 66) +
        stick(484, 154, 22) +
        el('path', { d: 'M446 24h12M452 18v12', stroke: dark, 'stroke-width': 4 }) +
        knob(462, 204, 9, 'url(#mt)'),
    },
    focus: { x: 80, y: 100, zoom: 2.4 },
    angle: { kind: 'flat' },
  };
}
