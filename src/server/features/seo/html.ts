/** Markup that is already safe to place in a page: built by `html` or trusted on purpose. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Fragment = string | number | SafeHtml | readonly SafeHtml[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const render = (value: Fragment): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/** A template whose values are escaped as text, unless they are SafeHtml themselves. */
export function html(strings: TemplateStringsArray, ...values: Fragment[]): SafeHtml {
  return new SafeHtml(
    values.reduce<string>(
      (out, value, i) => out + render(value) + (strings[i + 1] ?? ''),
      strings[0] ?? '',
    ),
  );
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become `\u` escapes,
 * so no value can close the script element, and the JSON means the same.
 */
export function jsonLdScript(data: object): SafeHtml {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return new SafeHtml(`<script type="application/ld+json">${json}</script>`);
}
