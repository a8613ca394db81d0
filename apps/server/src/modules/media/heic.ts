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

/** What a decoding thread posts once it has loaded libheif, before any answer. */
export const HEIC_WORKER_READY = 'ready';

/** A decoding thread's answer to one file (heic-answer.ts). */
export type HeicWorkerAnswer =
  | { ok: true; data: Uint8ClampedArray; width: number; height: number }
  | { ok: false; message: string };

/** A HEIF file with HEVC inside, from sharp's reading of its header. */
export const isHeic = ({ format, compression }: Pick<Metadata, 'format' | 'compression'>) =>
  format === 'heif' && compression === 'hevc';
