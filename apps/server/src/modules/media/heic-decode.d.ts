// heic-decode 2.1 ships no types: the call upload's HEIC path makes (heic.ts).
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, four bytes a pixel, rows top to bottom. */
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
}
