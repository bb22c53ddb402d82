import { getSiteSettings } from '../../db/site-settings';
import type { PageRenderer } from '../../plugins/web-app';
import { findPage, type PageDeps } from './find-page';
import { renderHead } from './head';

const ROOT = '<div id="root"></div>';

/**
 * The built index.html cut where a page's own parts go: its head tags before `</head>`, its main
 * text right after the app's root element. The build's own title and description are dropped.
 */
function cutTemplate(template: string): [string, string, string] {
  const generic = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const headEnd = generic.indexOf('</head>');
  const root = generic.indexOf(ROOT);
  if (headEnd < 0 || root < headEnd) {
    throw new Error(`index.html needs </head> and then ${ROOT}`);
  }
  const afterRoot = root + ROOT.length;
  return [generic.slice(0, headEnd), generic.slice(headEnd, afterRoot), generic.slice(afterRoot)];
}

/**
 * Pages of the web app with their own head and main text, from the template read once at start:
 * per request, the site settings and at most one item are read.
 */
export function createPageRenderer(
  template: string,
  deps: PageDeps & { publicUrl: string },
): PageRenderer {
  const [head, body, rest] = cutTemplate(template);
  return async (pathname) => {
    const [settings, found] = await Promise.all([
      getSiteSettings(deps.db),
      findPage(deps, pathname),
    ]);
    const site = { settings, url: deps.publicUrl };
    const page = found.describe(site);
    return {
      status: found.status,
      html: `${head}${renderHead(site, page).value}${body}<noscript>${page.mainText.value}</noscript>${rest}`,
    };
  };
}
