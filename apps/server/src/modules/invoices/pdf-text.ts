import { createRequire } from 'node:module';
import { formatInr } from '@skins/shared';

// Noto Sans from @fontsource, read from node_modules (nothing is fetched at run time). Its `latin`
// subset has no rupee sign (U+20B9); the `latin-ext` subset has it and no basic Latin, so a text
// is drawn in runs: the ₹ from latin-ext, the rest from latin. pdfkit's fontkit reads WOFF.

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);

export const FONTS = {
  regular: { text: fontFile('latin', 400), symbol: fontFile('latin-ext', 400) },
  bold: { text: fontFile('latin', 700), symbol: fontFile('latin-ext', 700) },
} as const;

export type Weight = keyof typeof FONTS;

const RUPEE = '\u20b9';

/** Registers the fonts on a new document under `regular`, `regular-symbol`, `bold`, … */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [weight, files] of Object.entries(FONTS)) {
    doc.registerFont(weight, files.text);
    doc.registerFont(`${weight}-symbol`, files.symbol);
  }
}

/** '₹1,553.26', '-₹0.26': the shop's Indian grouping (formatInr) with the rupee sign. */
export function rupees(paise: number): string {
  return formatInr(paise).replace(/^(-?)Rs\. /, `$1${RUPEE}`);
}

const runsOf = (text: string) => text.split(/(\u20b9)/).filter((run) => run !== '');
const fontOf = (run: string, weight: Weight) => (run === RUPEE ? `${weight}-symbol` : weight);

interface TextStyle {
  weight?: Weight;
  size: number;
  color?: string;
}

/** The width of a one-line text as drawn by `drawLine`. */
export function lineWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  const weight = style.weight ?? 'regular';
  return runsOf(text).reduce(
    (width, run) => width + doc.font(fontOf(run, weight)).fontSize(style.size).widthOfString(run),
    0,
  );
}

/**
 * One line of text at (x, y), aligned within `width` (left, right or centre), rupee signs in
 * the symbol font. Lines with ₹ are never wrapped, so this places the runs itself.
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { width?: number; align?: 'left' | 'right' | 'center' },
): void {
  const weight = style.weight ?? 'regular';
  const width = style.width ?? 0;
  const used = lineWidth(doc, text, style);
  let cursor = x;
  if (style.align === 'right') cursor = x + width - used;
  if (style.align === 'center') cursor = x + (width - used) / 2;
  doc.fillColor(style.color ?? INK);
  for (const run of runsOf(text)) {
    doc.font(fontOf(run, weight)).fontSize(style.size);
    doc.text(run, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run);
  }
}

/** Wrapped text (no rupee signs) in a column; answers the height it took. */
export function drawWrapped(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { width: number },
): number {
  doc
    .font(style.weight ?? 'regular')
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
  const height = doc.heightOfString(text, { width: style.width });
  doc.text(text, x, y, { width: style.width });
  return height;
}

/** A4 in points, and the margin all round. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;

export const INK = '#18181b';
export const MUTED = '#52525b';
export const ACCENT = '#c2410c';
export const RULE = '#d4d4d8';
export const BAND = '#f4f4f5';
