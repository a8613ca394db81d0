import {
  buttonDiamond,
  type DeviceArt,
  dpad,
  knob,
  lens,
  screen,
  skinned,
  stick,
} from './device-parts.ts';
import { symmetricOutline } from './devices-controllers.ts';
import { el } from './svg-markup.ts';

/**
 * A Steam Deck / ROG Ally: a wide body whose ends drop into grips, the screen in the middle,
 * controls on both sides of it.
 */
export function handheldPc(): DeviceArt {
  const width = 680;
  const height = 284;
  const c = width / 2;
  const outline = symmetricOutline(
    [
      { x: 0, y: 6 },
      { x: 220, y: 4 },
      { x: 310, y: 8 },
      { x: 336, y: 34 },
      { x: 340, y: 120 },
      { x: 336, y: 220 },
      { x: 320, y: 276 },
      { x: 280, y: 286 },
      { x: 244, y: 262 },
      { x: 220, y: 238 },
      { x: 120, y: 234 },
      { x: 0, y: 234 },
    ],
    c,
  );
  const trackpad = (x: number) =>
    el('rect', { x, y: 152, width: 78, height: 78, rx: 14, fill: 'url(#pl)', opacity: 0.92 });
  return {
    main: {
      width,
      height,
      silhouette: el('path', { d: outline }),
      markup:
        skinned('path', { d: outline }) +
        screen(180, 24, 320, 198, 11) +
        dpad(56, 74, 16) +
        stick(124, 96, 26) +
        trackpad(42) +
        buttonDiamond(width - 56, 74) +
        stick(width - 124, 96, 26) +
        trackpad(width - 120) +
        knob(150, 30, 6) +
        knob(width - 150, 30, 6),
    },
    focus: { x: 110, y: 110, zoom: 2.2 },
    angle: { kind: 'flat' },
  };
}

/** A GoPro HERO from the front: a small box, the square lens block, the front screen beside it. */
export function gopro(): DeviceArt {
  const width = 420;
  const height = 332;
  const body = { y: 16, width, height: 300, rx: 40 };
  const finger = (x: number) =>
    el('rect', { x, y: 296, width: 22, height: 36, rx: 6, fill: 'url(#pl)' });
  return {
    main: {
      width,
      height,
      silhouette: el('rect', body) + el('rect', { x: 160, y: 296, width: 100, height: 36 }),
      markup:
        finger(162) +
        finger(236) +
        el('rect', { x: 56, y: 4, width: 96, height: 24, rx: 8, fill: 'url(#pl)' }) +
        skinned('rect', body) +
        el('rect', { x: 34, y: 96, width: 150, height: 150, rx: 14, fill: '#0b0c0f' }) +
        el('rect', { x: 42, y: 104, width: 134, height: 134, rx: 8, fill: 'url(#sc)' }) +
        el('rect', { x: 214, y: 60, width: 180, height: 190, rx: 30, fill: '#0d0e11' }) +
        el('rect', { x: 214, y: 60, width: 180, height: 190, rx: 30, fill: 'url(#sh)' }) +
        lens(304, 155, 64) +
        el('circle', { cx: 380, cy: 40, r: 6, fill: '#e8463d' }),
    },
    focus: { x: 300, y: 150, zoom: 2 },
    angle: { kind: 'pair' },
  };
}
