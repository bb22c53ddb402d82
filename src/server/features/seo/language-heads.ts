import type { Language } from '#common/languages';
import type { BuildManifest } from '#server/plugins/web-app';

/** The Hindi pages' regular face (web/fonts), by its source in the build's manifest. */
const DEVANAGARI_REGULAR = 'src/web/fonts/noto-sans-devanagari-400.woff2';

/**
 * What a page's head adds for its language: a Hindi page preloads its font's regular face, so its
 * text does not paint in the phone's own Devanagari first and change a moment later.
 */
export function languageHeads(manifest: BuildManifest): Record<Language, string> {
  const font = manifest[DEVANAGARI_REGULAR]?.file;
  return {
    en: '',
    hi: font ? `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>` : '',
  };
}
