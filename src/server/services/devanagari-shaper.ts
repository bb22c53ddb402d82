import { readFile } from 'node:fs/promises';

/** Hindi words as outlines: an SVG path in font units (y down) and how wide they are. */
export interface ShapedText {
  path: string;
  /** Font units. */
  width: number;
  /** Points a font unit measures at size 1. */
  unit: number;
  /** Characters the font has no glyph for (none, unless the words outgrow the font). */
  missing: number;
}

export type DevanagariShaper = (text: string) => ShapedText;

/**
 * Noto Sans Devanagari (400), cut to the Devanagari block by scripts/devanagari-font.ts; the
 * server's build copies it beside itself (scripts/build-server.mjs), at the same place relative
 * to the running code.
 */
const FONT_FILE = '../fonts/noto-sans-devanagari-400.ttf';
// Named apart from `new URL(…)`: Vite rewrites a literal there into a web address when the web
// tests load the server.
const FONT = new URL(FONT_FILE, import.meta.url);

const NO_MOVE = { xAdvance: 0, xOffset: 0, yOffset: 0 };

/** The space between words, in em: the font's cut has no space of its own. */
const WORD_SPACE_EM = 0.26;

async function makeShaper(): Promise<DevanagariShaper> {
  const hb = await import('harfbuzzjs');
  const face = new hb.Face(new hb.Blob(await readFile(FONT)));
  const font = new hb.Font(face);
  const wordSpace = WORD_SPACE_EM * face.upem;

  const shapeWord = (word: string, start: number, path: string[]) => {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    let pen = start;
    let missing = 0;
    for (const [index, { codepoint: glyph }] of buffer.getGlyphInfos().entries()) {
      const { xAdvance, xOffset, yOffset } = positions[index] ?? NO_MOVE;
      if (glyph === 0) missing += 1;
      for (const { type, values } of font.glyphToJson(glyph)) {
        const points: string[] = [];
        for (let i = 0; i < values.length; i += 2)
          points.push(`${pen + xOffset + (values[i] ?? 0)},${-(yOffset + (values[i + 1] ?? 0))}`);
        path.push(type + points.join(' '));
      }
      pen += xAdvance;
    }
    return { end: pen, missing };
  };

  return (text) => {
    const path: string[] = [];
    let pen = 0;
    let missing = 0;
    for (const [index, word] of text.split(' ').entries()) {
      if (index > 0) pen += wordSpace;
      const shaped = shapeWord(word, pen, path);
      pen = shaped.end;
      missing += shaped.missing;
    }
    return { path: path.join(''), width: pen, unit: 1 / face.upem, missing };
  };
}

let shaper: Promise<DevanagariShaper> | undefined;

/**
 * Shapes Hindi with HarfBuzz, which places conjuncts, vowel signs and marks as the script needs:
 * pdf-lib's own font embedding lays glyphs side by side only, which garbles Devanagari (decision
 * 047). Loaded on first use.
 */
export const devanagariShaper = (): Promise<DevanagariShaper> => (shaper ??= makeShaper());
