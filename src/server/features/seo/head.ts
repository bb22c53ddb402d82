import { imageSrcSet } from '#common/images';
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn, type Language } from '#common/languages';
import { html, jsonLdScript, type SafeHtml } from './html';
import {
  absoluteUrl,
  type LeadPicture,
  type PageMeta,
  type Site,
  type SocialImage,
} from './page-meta';

/** The picture shared for pages without one of their own (public/social-card.png). */
const siteCard = (site: Site): SocialImage => ({
  url: absoluteUrl(site, '/social-card.png'),
  width: 1200,
  height: 630,
  alt: site.settings.name,
});

function preload({ src, sizes }: LeadPicture): SafeHtml {
  const srcset = imageSrcSet(src);
  const widths = srcset ? html` imagesrcset="${srcset}" imagesizes="${sizes}"` : '';
  return html`<link rel="preload" as="image" href="${src}" ${widths} fetchpriority="high" />`;
}

const ogLocales: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The page's address in each language, and the English one for any other (`x-default`). */
const alternates = (site: Site, path: string): SafeHtml[] =>
  [...LANGUAGES, 'x-default' as const].map((hreflang) => {
    const href = absoluteUrl(
      site,
      pathIn(hreflang === 'x-default' ? DEFAULT_LANGUAGE : hreflang, path),
    );
    return html`<link rel="alternate" hreflang="${hreflang}" href="${href}" />`;
  });

/**
 * Title, description, canonical link, language alternates, Open Graph and Twitter card, and JSON-LD
 * of a page.
 */
export function renderHead(site: Site, page: PageMeta): SafeHtml {
  const name = site.settings.name;
  const title = `${page.title} | ${name}`;
  const image = page.image ?? siteCard(site);
  const url =
    page.path === undefined ? undefined : absoluteUrl(site, pathIn(site.language, page.path));
  return html`<title>${title}</title>
    <meta name="description" content="${page.description}" />
    ${url ? html`<link rel="canonical" href="${url}" />` : ''}
    ${page.indexable && page.path !== undefined ? alternates(site, page.path) : ''}
    ${page.indexable ? '' : html`<meta name="robots" content="noindex" />`}
    ${page.leadPicture ? preload(page.leadPicture) : ''}
    <meta property="og:site_name" content="${name}" />
    <meta property="og:locale" content="${ogLocales[site.language]}" />
    <meta property="og:type" content="${page.ogType}" />
    <meta property="og:title" content="${page.title}" />
    <meta property="og:description" content="${page.description}" />
    ${url ? html`<meta property="og:url" content="${url}" />` : ''}
    <meta property="og:image" content="${image.url}" />
    <meta property="og:image:width" content="${image.width}" />
    <meta property="og:image:height" content="${image.height}" />
    <meta property="og:image:alt" content="${image.alt}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${page.title}" />
    <meta name="twitter:description" content="${page.description}" />
    <meta name="twitter:image" content="${image.url}" />
    <meta name="twitter:image:alt" content="${image.alt}" />
    ${page.structuredData.map(jsonLdScript)} `;
}
