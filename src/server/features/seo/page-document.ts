import { LANGUAGES, languageOfPath, type Language } from '#common/languages';
import { getSiteSettings } from '#server/db/site-settings';
import type { PageRenderer } from '#server/plugins/web-app';
import type { RenderedApp } from './app-render';
import { findPage, type PageDeps } from './find-page';
import { renderHead } from './head';
import type { AppModules } from './app-modules';
import type { PageStyles } from './page-styles';

const ROOT_START = '<div id="root">';
const ROOT_END = '</div>';

/**
 * The built index.html cut where a page's own parts go: its head tags before `</head>`, the
 * rendered app inside the root element, the rest after it. The build's own title and description
 * are dropped.
 */
function cutTemplate(template: string): [string, string, string] {
  const generic = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const headEnd = generic.indexOf('</head>');
  const root = generic.indexOf(`${ROOT_START}${ROOT_END}`);
  if (headEnd < 0 || root < headEnd) {
    throw new Error(`index.html needs </head> and then ${ROOT_START}${ROOT_END}`);
  }
  const inRoot = root + ROOT_START.length;
  const afterRoot = inRoot + ROOT_END.length;
  return [generic.slice(0, headEnd), generic.slice(headEnd, inRoot), generic.slice(afterRoot)];
}

/**
 * A rendered page needs its scripts only to respond, so they load after its stylesheet and
 * pictures instead of competing with them.
 */
const scriptsLast = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

const inLanguage = (head: string, language: Language) =>
  head.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);

/**
 * A language's head tags go first, just after the charset (or the head's start): the Hindi font is
 * the first thing a Hindi page's text waits for (its style is inline), so it is asked for before
 * the app's script and the pictures, and over HTTP/1.1 takes the connection the page came on.
 */
function withLanguageHead(head: string, tags: string) {
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(head) ?? /<head(\s[^>]*)?>/i.exec(head);
  const at = anchor ? anchor.index + anchor[0].length : head.length;
  return `${head.slice(0, at)}${tags}${head.slice(at)}`;
}

export interface PageRendererDeps extends PageDeps {
  publicUrl: string;
  /** The list of the app's modules a page runs. */
  appModules: AppModules;
  /** The template's stylesheets, as a page carries them. */
  styles: PageStyles;
  /** What a page's head adds for its language (features/seo/language-heads). */
  languageHeads: Record<Language, string>;
  /** The web app's render of a page; without it pages carry their main text only. */
  renderApp?: (url: URL) => Promise<RenderedApp | undefined>;
}

/**
 * Pages of the web app with their own head, in their address's language (`/hi/…`), from the
 * template read once at start. A public page
 * search engines list comes rendered by the app, with the answers it used; any other page gets
 * its main text in a `<noscript>` and the app renders it in the browser.
 */
export function createPageRenderer(template: string, deps: PageRendererDeps): PageRenderer {
  const [head, rootStart, rest] = cutTemplate(template);
  const frames = Object.fromEntries(
    LANGUAGES.map((language) => {
      const languageHead = withLanguageHead(
        inLanguage(head, language),
        deps.languageHeads[language],
      );
      const plain = { head: deps.styles.whole(languageHead), rest };
      const forRendered = { head: scriptsLast(languageHead), rest: scriptsLast(rest) };
      return [language, { plain, forRendered }];
    }),
  ) as Record<Language, Record<'plain' | 'forRendered', { head: string; rest: string }>>;
  return async (url) => {
    const { language, path } = languageOfPath(url.replace(/\?.*$/s, ''));
    const [settings, found] = await Promise.all([getSiteSettings(deps.db), findPage(deps, path)]);
    const site = { settings, url: deps.publicUrl, language };
    const page = found.describe(site);
    const rendered =
      found.status === 200 && page.indexable && deps.renderApp
        ? await deps.renderApp(new URL(url, `${deps.publicUrl}/`))
        : undefined;
    const modules = deps.appModules(rendered?.screens);
    const body = rendered
      ? `${rendered.html}${ROOT_END}${rendered.state}${modules}`
      : `${ROOT_END}<noscript>${page.mainText.value}</noscript>${modules}`;
    const frame = frames[language][rendered ? 'forRendered' : 'plain'];
    const html = `${frame.head}${renderHead(site, page).value}${rootStart}${body}${frame.rest}`;
    return { status: found.status, html: rendered ? deps.styles.used(html) : html };
  };
}
