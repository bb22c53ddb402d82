/**
 * The characters of the Hindi pages' font (scripts/devanagari-font.ts), as the stylesheet's
 * `unicode-range` names them: the letters, signs, digits and dandas Hindi is written with (and
 * the Sanskrit vowels its texts quote), the zero-width joiners and the dotted circle. The
 * Devanagari block's signs for other languages (Marathi, Sindhi, Kashmiri, Vedic accents) take
 * the reader's own font: keeping them and the shapes they bring made the face a fifth bigger.
 */
export const DEVANAGARI_RANGES: [number, number][] = [
  [0x0901, 0x0903],
  [0x0905, 0x0939],
  [0x093c, 0x094d],
  [0x0950, 0x0950],
  [0x0958, 0x0970],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];
