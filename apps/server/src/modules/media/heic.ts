import type { Metadata } from 'sharp';

// iPhones take photos as HEIC (HEIF with HEVC inside). sharp's prebuilt libvips reads HEIF's
// header but decodes only AV1 (AVIF), so a HEIC photo's pixels come from heic-decode (libheif
// built to WebAssembly, shipped inside the npm package: nothing is fetched at run time) and go
// to sharp as raw RGBA, decoded on a worker thread (heic-decoder.ts, heic-worker.ts). Only the
// pixels cross over: the file's EXIF (GPS, camera) stays behind.

/** A decoded photo: RGBA, four bytes a pixel, turned as the file says (libheif applies it). */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A HEIF file with HEVC inside, from sharp's reading of its header. */
export const isHeic = ({ format, compression }: Pick<Metadata, 'format' | 'compression'>) =>
  format === 'heif' && compression === 'hevc';
