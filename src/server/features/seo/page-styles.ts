import postcss, { type ChildNode } from 'postcss';

const stylesheetLink = /<link rel="stylesheet"[^>]*? href="\/(assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * A piece of a stylesheet: a rule with the classes it needs, custom properties' values (a rule of
 * nothing else, or an `@property`), or a block of pieces.
 */
type Piece =
  | { text: string; needs?: string[][] }
  | { open: string; values: { name: string; text: string }[] }
  | { property: string; text: string }
  | { open: string; pieces: Piece[]; keptEmpty: boolean };

/** The stylesheets of a page's template, written into the page. */
export interface PageStyles {
  /** Every stylesheet written in whole: for a page the app renders in the browser. */
  whole(html: string): string;
  /**
   * Each stylesheet cut to what a rendered page's own elements can use; the app loads the whole
   * sheet once the page is on screen (seo/app-modules lists it).
   */
  used(html: string): string;
}

/**
 * The build's stylesheets for pages, read once. A rendered page carries only the rules its classes
 * use, and the custom properties those rules and the page name: its HTML takes fewer round trips
 * on a phone's network, and its first paint matches fewer rules (decision 075).
 */
export function pageStyles(readAsset: (file: string) => string): PageStyles {
  const sheets = new Map<string, Sheet>();
  const sheet = (file: string) => {
    let found = sheets.get(file);
    if (!found) {
      found = readSheet(readAsset(file));
      sheets.set(file, found);
    }
    return found;
  };
  return {
    whole: (html) =>
      html.replace(stylesheetLink, (_, file: string) => `<style>${sheet(file).css}</style>`),
    used: (html) => {
      const classes = classesIn(html);
      return html.replace(stylesheetLink, (_, file: string) => {
        const { pieces, valuesOf } = sheet(file);
        const named = namesIn(`${written(pieces, classes)}${html}`);
        for (const name of named)
          for (const value of valuesOf.get(name) ?? []) namesIn(value, named);
        return `<style>${written(pieces, classes, named)}</style>`;
      });
    },
  };
}

interface Sheet {
  css: string;
  pieces: Piece[];
  /** Each custom property's values, as the sheet sets them outside of a class's rules. */
  valuesOf: Map<string, string[]>;
}

function readSheet(css: string): Sheet {
  const valuesOf = new Map<string, string[]>();
  const piecesOf = (nodes: ChildNode[]): Piece[] =>
    nodes.map((node): Piece => {
      if (node.type === 'rule') {
        const needs = node.selectors.map(classesOfSelector);
        // A rule one of whose selectors names no class applies to any page.
        if (needs.some((classes) => classes.length === 0)) {
          const decls = node.nodes.filter((child) => child.type === 'decl');
          if (decls.length === node.nodes.length && decls.every((d) => d.prop.startsWith('--'))) {
            for (const { prop, value } of decls)
              valuesOf.set(prop, [...(valuesOf.get(prop) ?? []), value]);
            const values = decls.map((d) => ({ name: d.prop, text: d.toString() }));
            return { open: `${node.selector}{`, values };
          }
          return { text: node.toString() };
        }
        return { text: node.toString(), needs };
      }
      if (node.type === 'atrule' && node.name === 'property')
        return { property: node.params, text: node.toString() };
      if (node.type === 'atrule' && node.nodes?.some((n) => n.type !== 'decl')) {
        const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`;
        // Layers keep their place even when empty: their order is set where each first appears,
        // and the whole sheet the app loads later must not find one in a new place.
        return { open, pieces: piecesOf(node.nodes), keptEmpty: node.name === 'layer' };
      }
      // A statement (`@layer a, b;`) ends with its semicolon, which belongs to no node.
      const statement = node.type === 'atrule' && !node.nodes;
      return { text: statement ? `${node.toString()};` : node.toString() };
    });
  return { css, pieces: piecesOf(postcss.parse(css).nodes), valuesOf };
}

/**
 * The pieces a page with these classes uses; the custom properties' values only for the `named`
 * ones, and none without them.
 */
function written(pieces: Piece[], classes: Set<string>, named?: Set<string>): string {
  let css = '';
  for (const piece of pieces) {
    if ('pieces' in piece) {
      const inner = written(piece.pieces, classes, named);
      if (inner || piece.keptEmpty) css += `${piece.open}${inner}}`;
    } else if ('values' in piece) {
      const kept = named ? piece.values.filter(({ name }) => named.has(name)) : [];
      if (kept.length) css += `${piece.open}${kept.map(({ text }) => text).join(';')}}`;
    } else if ('property' in piece) {
      if (named?.has(piece.property)) css += piece.text;
    } else if (!piece.needs || piece.needs.some((needed) => needed.every((c) => classes.has(c)))) {
      css += piece.text;
    }
  }
  return css;
}

/** Every custom property named in a text, as it is written there. */
function namesIn(text: string, into = new Set<string>()): Set<string> {
  for (const [name] of text.matchAll(/--(?:[\w-]|\\.)+/g)) into.add(name);
  return into;
}

const escape = /\\(?:([0-9a-fA-F]{1,6}) ?|([^]))/g;
const unescape = (name: string) =>
  name.replace(escape, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );

/**
 * The classes an element must have for a selector to match it or something inside it. Classes in
 * `:not()` are left out (the rule applies without them), as are attribute values and strings.
 */
function classesOfSelector(selector: string): string[] {
  const classes: string[] = [];
  let at = 0;
  const skipPast = (close: string, open?: string) => {
    let depth = 1;
    while (at < selector.length && depth > 0) {
      const char = selector[at++];
      if (char === '\\') at++;
      else if (char === '"' || char === "'") skipPast(char);
      else if (char === close) depth--;
      else if (char === open) depth++;
    }
  };
  while (at < selector.length) {
    const char = selector[at];
    if (char === '\\') at += 2;
    else if (char === '[') {
      at++;
      skipPast(']');
    } else if (selector.startsWith(':not(', at)) {
      at += ':not('.length;
      skipPast(')', '(');
    } else if (char === '.') {
      const name = /^(?:\\[0-9a-fA-F]{1,6} ?|\\[^]|[\w-]|[^\0-\x7f])+/.exec(selector.slice(at + 1));
      if (name) classes.push(unescape(name[0]));
      at += 1 + (name?.[0].length ?? 0);
    } else at++;
  }
  return classes;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Every class an element of the page has. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(
      /&(?:amp|quot|#x27|#39|lt|gt);/g,
      (entity) => entities[entity] ?? entity,
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
