/** Reads a page's parts from the raw HTML, as a link preview or a crawler without scripts does. */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]!);

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);

export function pageParts(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = all(head, /<title>([^<]*)<\/title>/g).map(unescape);
  /** Every value of a <meta name|property="key">, in order. */
  const metas = (key: string) =>
    all(head, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g')).map(unescape);
  return {
    titles,
    title: titles[0],
    meta: (key: string) => metas(key)[0],
    metas,
    canonical: all(head, /<link rel="canonical" href="([^"]*)"/g).map(unescape),
    /** Every <link rel="preload"> of the head, as its attributes. */
    preloads: all(head, /<link rel="preload" ([^>]*)\/>/g).map((attributes) =>
      Object.fromEntries(
        [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, unescape(m[2]!)]),
      ),
    ),
    jsonLd: all(head, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(
      (json) => JSON.parse(json) as Record<string, unknown>,
    ),
    /** Every <script> element of the head, whatever its type. */
    headScripts: all(head, /<script\b([^>]*)>/g),
    /** The main text written after the root for a page the app did not render. */
    mainText: all(html, /<div id="root"><\/div><noscript>([\s\S]*?)<\/noscript>/g)[0] ?? '',
    /** The page as the app rendered it: what the root element holds, and that as plain text. */
    app: rendered(html),
    appText: textOf(rendered(html)),
    /** The text of each heading the app rendered at the top level. */
    headings: all(rendered(html), /<h1\b[^>]*>([\s\S]*?)<\/h1>/g).map(textOf),
    /** The answers the rendered page was made from, as the browser reads them. */
    state: all(html, /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/g).map(
      (json) =>
        JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] },
    )[0],
  };
}

const textOf = (markup: string) =>
  unescape(markup.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')).trim();

/** The root element's content: it ends where the page's answers or the rest of the body begin. */
function rendered(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const end = html.search(/<\/div>(<script type="application\/json"|<noscript>)/);
  return start > 0 && end > start ? html.slice(start, end) : '';
}

/** The JSON-LD object of a type; fails the test when there is not exactly one. */
export function ldOfType(html: string, type: string): Record<string, unknown> {
  const found = pageParts(html).jsonLd.filter((data) => data['@type'] === type);
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
  return found[0]!;
}
