import MarkdownIt from 'markdown-it';
import { highlightCode } from '#common/highlight-code';

/** Links may be relative or use one of these schemes; `javascript:`, `data:` and the rest render as text. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const markdown: MarkdownIt = new MarkdownIt({
  html: false,
  linkify: true,
  highlight: (code: string, lang: string): string => {
    const highlighted = highlightCode(code, lang);
    if (highlighted === null) return '';
    return `<pre><code class="hljs language-${markdown.utils.escapeHtml(lang)}">${highlighted}</code></pre>`;
  },
});

markdown.validateLink = (url) => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
};

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token && /^https?:\/\//i.test(token.attrGet('href') ?? '')) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};

/**
 * Markdown to HTML with raw HTML escaped, unsafe links left as text and code highlighted. Code
 * blocks and tables may scroll sideways, so each can take keyboard focus to be scrolled.
 */
export const renderMarkdown = (source: string): string =>
  markdown.render(source).replace(/<(pre|table)>/g, '<$1 tabindex="0">');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
};

/**
 * The readable text of HTML that renderMarkdown made, whitespace collapsed. Its blocks are on lines
 * of their own, so dropping the tags keeps words apart.
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot);|&#x([0-9a-f]+);|&#(\d+);/gi, (_, name, hex, dec) =>
      name
        ? (ENTITIES[String(name).toLowerCase()] ?? '')
        : String.fromCodePoint(hex ? parseInt(hex, 16) : Number(dec)),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

export const PREVIEW_LENGTH = 90;

/** The first 90 characters of the text, ending with an ellipsis when cut. */
export function preview(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= PREVIEW_LENGTH) return text;
  return `${characters.slice(0, PREVIEW_LENGTH).join('').trimEnd()}…`;
}

/** Minutes to read the text at 200 words a minute, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
