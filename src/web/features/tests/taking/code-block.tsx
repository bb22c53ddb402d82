import { Trans } from '@lingui/react/macro';
import { highlightCode } from '#common/highlight-code';
import './messages';

/**
 * A question's code, highlighted by the blog's highlighter (its colours are the article body's),
 * its language named; a language the highlighter does not know shows as plain text.
 */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  const highlighted = highlightCode(code, language);
  return (
    <figure className="article-body my-3">
      <figcaption className="text-sm text-slate-600">
        {language ? <Trans>Code ({language})</Trans> : <Trans>Code</Trans>}
      </figcaption>
      {highlighted === null ? (
        <pre tabIndex={0} className="mt-1">
          <code>{code}</code>
        </pre>
      ) : (
        <pre tabIndex={0} className="mt-1">
          <code
            className={`hljs language-${language}`}
            // highlight.js escapes the code's text; only its own spans are markup.
            dangerouslySetInnerHTML={{ __html: highlighted }}
          />
        </pre>
      )}
    </figure>
  );
}
