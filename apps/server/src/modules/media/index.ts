// Media's public file: what other modules and the seed may use (the artwork the demo catalog
// is drawn with), and the uploads' storage and orphan sweep the app starts with.

export {
  ARTWORK_PALETTES,
  ARTWORK_PATTERNS,
  type ArtworkDevice,
  type ArtworkPalette,
  type ArtworkPattern,
  type ArtworkView,
} from './artwork/artwork-spec.ts';
export { artworkUrl } from './artwork/paths.ts';
export { createSeededRandom, type SeededRandom } from './artwork/seeded-random.ts';
export {
  type FindShownUploads,
  ORPHAN_GRACE_MS,
  startOrphanSweep,
  sweepOrphanUploads,
} from './orphan-sweep.ts';
export { createMediaStorage } from './storage/create-media-storage.ts';
export type { MediaStorage } from './storage/media-storage.ts';
