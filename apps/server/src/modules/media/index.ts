// Media's public file: what other modules and the seed may use (the artwork the demo catalog
// is drawn with), the uploads' storage and orphan sweep the app starts with, and the upload
// pipeline for other modules' uploads (the reviews' photos).

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
export { HeicDecoder } from './heic-decoder.ts';
export {
  type FindShownUploads,
  ORPHAN_GRACE_MS,
  startOrphanSweep,
  sweepOrphanUploads,
} from './orphan-sweep.ts';
export { createMediaStorage } from './storage/create-media-storage.ts';
export type { MediaStorage } from './storage/media-storage.ts';
export { type ImageUploadRules, storeUploadedImage, UPLOAD_MESSAGES } from './upload.ts';
export { readUploadForm, type UploadFormRules } from './upload-form.ts';
