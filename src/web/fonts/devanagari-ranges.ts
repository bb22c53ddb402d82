/**
 * The characters of the Hindi pages' font (scripts/devanagari-font.ts), as the stylesheet's
 * `unicode-range` names them: the Devanagari block, the zero-width joiners and the dotted circle.
 */
export const DEVANAGARI_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];
