import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { DevanagariShaper } from './devanagari-shaper';

const DEVANAGARI = /([\u0900-\u097F]+(?:[\s\u200C\u200D]+[\u0900-\u097F]+)*)/;
const ink = rgb(0.09, 0.11, 0.16);

/** The built-in fonts print Windows-1252 only; anything else becomes "?" rather than failing. */
export const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/** The parts of a text: its Devanagari runs (odd places) between the rest. */
const partsOf = (text: string) => text.split(DEVANAGARI);

/** How wide `text` is drawn by `drawMixed` at `size`. */
export function mixedWidth(font: PDFFont, shape: DevanagariShaper, text: string, size: number) {
  return partsOf(text).reduce((width, part, index) => {
    if (!part) return width;
    if (index % 2 === 0) return width + font.widthOfTextAtSize(printable(part), size);
    const shaped = shape(part);
    return width + shaped.width * size * shaped.unit;
  }, 0);
}

/**
 * Text that may hold Hindi: its Devanagari runs drawn as outlines shaped by HarfBuzz (as the
 * invoices draw theirs, decision 047), the rest in `font`, cut short to `width` points.
 */
export function drawMixed(
  page: PDFPage,
  font: PDFFont,
  shape: DevanagariShaper,
  text: string,
  at: { x: number; y: number; size: number; width: number; color?: RGB },
) {
  const color = at.color ?? ink;
  let x = at.x;
  for (const [index, part] of partsOf(text).entries()) {
    if (!part) continue;
    if (index % 2 === 1) {
      const shaped = shape(part);
      const scale = at.size * shaped.unit;
      if (x + shaped.width * scale > at.x + at.width) return;
      page.drawSvgPath(shaped.path, { x, y: at.y, scale, color });
      x += shaped.width * scale;
    } else {
      let safe = printable(part);
      while (safe && x + font.widthOfTextAtSize(safe, at.size) > at.x + at.width)
        safe = safe.slice(0, -1);
      page.drawText(safe, { x, y: at.y, size: at.size, font, color });
      x += font.widthOfTextAtSize(safe, at.size);
    }
  }
}
