// Writes the favicon set from the brand mark (apps/web/src/features/layout/components/brand-mark.tsx):
//   apps/web/public/favicon.svg, favicon-32.png and apple-touch-icon.png (180×180, opaque). Outputs are committed. Run: node scripts/brand-icons.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
// Same paths and fills as BRAND_MARK_PATHS; brand-mark.test.ts fails when they drift.
const mark = [
  '<path d="M7 3h12.5L29 12.5V25a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z" fill="#b45309"/>',
  '<path d="M3 11 11 3M3 17 17 3M3 23 20 6M4.5 27.5 24 8M9 29 27 11M15 29 29 15M21 29 29 21" stroke="#fff" stroke-opacity="0.1" stroke-width="0.6" fill="none"/>',
  '<path d="M19.5 3c.5 7.9 4.3 11.7 9.5 12.1v-2.6C23.3 12.8 19.8 10 19.5 3Z" fill="#431407" fill-opacity="0.35"/>',
  '<path d="M19.5 3 29 12.5c-5.7.3-9.2-2.5-9.5-9.5Z" fill="#fcd9b6"/>',
  '<path d="M19.5 3 29 12.5" stroke="#fff" stroke-opacity="0.7" stroke-width="0.5"/>',
].join('');

// The tile is charcoal in both colour schemes; in dark mode it lifts a shade so it does not sink
// into a dark tab strip.
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Skins</title><style>.tile{fill:#18181b}@media (prefers-color-scheme:dark){.tile{fill:#27272a}}</style><rect class="tile" width="32" height="32" rx="7"/><g transform="translate(3.2 3.2) scale(.8)">${mark}</g></svg>\n`;
writeFileSync(path.join(publicDir, 'favicon.svg'), favicon);

// PNGs: a flat tile (iOS masks its own corners; no transparency, no media query).
const tile = (size) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" fill="#18181b"/><g transform="translate(3.2 3.2) scale(.8)">${mark}</g></svg>`,
  );
for (const [name, size] of [
  ['favicon-32.png', 32],
  ['apple-touch-icon.png', 180],
]) {
  await sharp(tile(size)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, name));
}
console.log('favicon.svg, favicon-32.png, apple-touch-icon.png written');
