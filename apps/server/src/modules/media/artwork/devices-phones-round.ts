import { type DeviceArt, flash, lens } from './device-parts.ts';
import { phoneArt } from './devices-phones-more.ts';
import { el } from './svg-markup.ts';

// The round camera decks of 2024–2025 (issue [14]): vivo's X, OPPO's Find X, Xiaomi's Ultra and
// realme's number Pro series, each centred at the top of the back.

/** A round camera deck with a metal rim, as on the X200, Find X8, 15 Ultra and 14 Pro. */
function deck(cx: number, cy: number, r: number, rim: number): string {
  return (
    el('circle', { cx: cx + 3, cy: cy + 5, r: r + rim, fill: '#000', opacity: 0.3 }) +
    el('circle', { cx, cy, r: r + rim, fill: 'url(#mt)' }) +
    el('circle', { cx, cy, r, fill: '#121317' })
  );
}

/** Xiaomi 15 and 14 Ultra: a large round deck, four lenses in a square and the flash inside. */
export function xiaomiUltra(): DeviceArt {
  const width = 298;
  const cx = width / 2;
  return phoneArt({
    width,
    height: 638,
    radius: 40,
    keys: [
      [160, 80],
      [262, 44],
    ],
    camera:
      deck(cx, 148, 100, 12) +
      lens(cx - 42, 106, 30) +
      lens(cx + 42, 106, 30) +
      lens(cx - 42, 190, 30) +
      lens(cx + 42, 190, 30) +
      flash(cx, 148, 7),
    focus: { x: cx, y: 330, zoom: 2.2 },
  });
}

/** vivo X200 and X200 Pro: a round deck centred at the top, three lenses and the flash. */
export function vivo(): DeviceArt {
  const width = 300;
  const cx = width / 2;
  return phoneArt({
    width,
    height: 642,
    radius: 46,
    keys: [
      [166, 78],
      [268, 42],
    ],
    camera:
      deck(cx, 152, 94, 8) +
      el('circle', { cx, cy: 152, r: 80, fill: 'none', stroke: '#3a3d44', 'stroke-width': 2 }) +
      lens(cx - 36, 118, 30) +
      lens(cx + 36, 118, 30) +
      lens(cx, 190, 30) +
      flash(cx + 58, 196, 7),
    focus: { x: cx, y: 330, zoom: 2.2 },
  });
}

/** OPPO Find X8 Pro: a wide rimmed deck in the middle, four lenses, the flash outside it. */
export function oppoFindX(): DeviceArt {
  const width = 304;
  const cx = width / 2;
  return phoneArt({
    width,
    height: 642,
    radius: 44,
    keys: [
      [164, 80],
      [266, 44],
    ],
    camera:
      deck(cx, 160, 88, 20) +
      lens(cx - 38, 122, 27) +
      lens(cx + 38, 122, 27) +
      lens(cx - 38, 198, 27) +
      lens(cx + 38, 198, 27) +
      flash(cx + 122, 72, 7),
    focus: { x: cx, y: 340, zoom: 2.2 },
  });
}

/** realme 13 Pro and 14 Pro: a round deck centred at the top, three lenses, a ring of flashes. */
export function realme(): DeviceArt {
  const width = 296;
  const cx = width / 2;
  return phoneArt({
    width,
    height: 648,
    radius: 46,
    keys: [
      [160, 78],
      [262, 42],
    ],
    camera:
      deck(cx, 150, 86, 10) +
      lens(cx - 34, 124, 28) +
      lens(cx + 34, 124, 28) +
      lens(cx, 186, 26) +
      flash(cx - 62, 186, 6) +
      flash(cx + 62, 186, 6) +
      flash(cx, 80, 6),
    focus: { x: cx, y: 330, zoom: 2.2 },
  });
}
