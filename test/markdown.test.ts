import { describe, expect, it } from 'vitest';
import { plainText, preview, readingMinutes, renderMarkdown } from '#server/services/markdown';

/** Every real tag of the HTML (text `<` is escaped), with its name and attributes. */
const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-z][a-z0-9]*)([^>]*)>/gi)].map(([, name = '', attributes = '']) => ({
    name: name.toLowerCase(),
    attributes,
  }));

const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '[y](JaVaScRiPt:alert(1)) [z](vbscript:msgbox) [d](data:text/html;base64,PHNjcmlwdD4=)',
  '![i](javascript:alert(1)) <a href="javascript:alert(1)">a</a>',
  '[w](  javascript:alert(1)  ) <svg onload=alert(1)>',
].join('\n\n');

describe('markdown', () => {
  it('renders raw HTML as text and unsafe links inert', () => {
    const html = renderMarkdown(hostile);
    const tags = tagsOf(html);
    expect(tags.map((t) => t.name)).not.toContain('script');
    expect(tags.map((t) => t.name)).not.toContain('svg');
    expect(tags.filter((t) => /\son[a-z]+\s*=/i.test(t.attributes))).toEqual([]);
    expect(
      tags.filter((t) => /(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i.test(t.attributes)),
    ).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[x](javascript:alert(1))');
  });

  it('opens external links in a new tab without an opener; keeps site links as they are', () => {
    expect(renderMarkdown('[docs](https://example.com/a) and [contact](/contact)')).toBe(
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">docs</a>' +
        ' and <a href="/contact">contact</a></p>\n',
    );
    expect(renderMarkdown('[mail](mailto:info@example.com)')).toBe(
      '<p><a href="mailto:info@example.com">mail</a></p>\n',
    );
  });

  it('highlights fenced code of the supported languages and escapes the rest', () => {
    const languages = [
      'js',
      'ts',
      'python',
      'java',
      'c',
      'cpp',
      'html',
      'css',
      'sql',
      'bash',
      'json',
    ];
    for (const language of languages) {
      const html = renderMarkdown(`\`\`\`${language}\nif (x) { return "<b>"; }\n\`\`\``);
      expect(html).toMatch(
        new RegExp(`^<pre tabindex="0"><code class="hljs language-${language}">`),
      );
      expect(html).toContain('class="hljs-');
      expect(tagsOf(html).map((t) => t.name)).not.toContain('b');
    }
    const unknown = renderMarkdown('```cobol\nDISPLAY "<b>".\n```');
    expect(unknown).toBe(
      '<pre tabindex="0"><code class="language-cobol">DISPLAY &quot;&lt;b&gt;&quot;.\n</code></pre>\n',
    );
  });

  it('shows images by URL', () => {
    expect(renderMarkdown('![Lab](https://example.com/lab.png)')).toBe(
      '<p><img src="https://example.com/lab.png" alt="Lab"></p>\n',
    );
  });

  it('renders tables', () => {
    const html = renderMarkdown('| Course | Months |\n| --- | --- |\n| Python | 3 |');
    expect(tagsOf(html).map((t) => t.name)).toEqual(
      expect.arrayContaining(['table', 'thead', 'tbody', 'tr', 'th', 'td']),
    );
  });

  it('previews plain text: 90 characters, whitespace collapsed, an ellipsis when cut', () => {
    const short = plainText(renderMarkdown('# Title\n\nSome   **bold** text &amp; `code`.'));
    expect(short).toBe('Title Some bold text & code.');
    expect(preview(short)).toBe(short);

    const long = plainText(renderMarkdown(`## Heading\n\n${'word '.repeat(40)}`));
    const cut = preview(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(91);
    expect(cut).toBe(`${long.slice(0, 90).trimEnd()}…`);
    expect(cut).not.toMatch(/[<>*#]/);

    const exact = 'x'.repeat(90);
    expect(preview(exact)).toBe(exact);
  });

  it('reads at 200 words a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('one two three')).toBe(1);
    expect(readingMinutes(Array(200).fill('w').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('w').join(' '))).toBe(2);
    expect(readingMinutes(Array(1000).fill('w').join(' '))).toBe(5);
  });
});
