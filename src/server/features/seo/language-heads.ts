import type { Language } from '#common/languages';
import type { BuildManifest } from '#server/plugins/web-app';

/** The Hindi font's regular face (web/fonts), by its source in the build's manifest. */
const REGULAR_FACE = 'src/web/fonts/noto-sans-devanagari-400.woff2';

/**
 * What a page's head adds for its language: a Hindi page preloads its font (one face, web/styles.css),
 * so the text does not paint in the phone's own Devanagari first and move a moment later.
 */
export function languageHeads(manifest: BuildManifest): Record<Language, string> {
  const font = manifest[REGULAR_FACE]?.file;
  const preload = font
    ? `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`
    : '';
  return { en: '', hi: preload };
}
