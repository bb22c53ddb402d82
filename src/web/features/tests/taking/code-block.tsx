import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import './messages';

/**
 * A question's code, its language named, highlighted by the blog's highlighter (its colours are
 * the article body's). The highlighter loads only for a test with code, the code shown plain
 * until it has; a language it does not know stays plain.
 */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    let shown = true;
    void import('#common/highlight-code').then(({ highlightCode }) => {
      if (shown) setHighlighted(highlightCode(code, language));
    });
    return () => {
      shown = false;
    };
  }, [code, language]);

  return (
    <figure className="article-body my-3">
      <figcaption className="text-sm text-slate-600">
        {language ? <Trans>Code ({language})</Trans> : <Trans>Code</Trans>}
      </figcaption>
      <pre tabIndex={0} className="mt-1">
        {highlighted === null ? (
          <code>{code}</code>
        ) : (
          <code
            className={`hljs language-${language}`}
            // highlight.js escapes the code's text; only its own spans are markup.
            dangerouslySetInnerHTML={{ __html: highlighted }}
          />
        )}
      </pre>
    </figure>
  );
}
