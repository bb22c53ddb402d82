import type { Language } from '#common/languages';
import type { BuildManifest } from '#server/plugins/web-app';

/** The Hindi pages' faces (web/fonts), regular and bold, by their sources in the build's manifest. */
const DEVANAGARI_FACES = [400, 700].map(
  (weight) => `src/web/fonts/noto-sans-devanagari-${weight}.woff2`,
);

/**
 * What a page's head adds for its language: a Hindi page preloads its font's faces, so its text
 * (headings in the bold one, found only when laid out) does not paint in the phone's own
 * Devanagari first and move a moment later.
 */
export function languageHeads(manifest: BuildManifest): Record<Language, string> {
  const preloads = DEVANAGARI_FACES.flatMap((source) => {
    const font = manifest[source]?.file;
    return font
      ? [`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`]
      : [];
  });
  return { en: '', hi: preloads.join('') };
}
