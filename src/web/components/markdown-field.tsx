import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { api } from '../lib/api';
import { ArticleBody } from './article-body';
import '../app/admin-messages';

interface MarkdownFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** Reads the text as typed now, for the preview. */
  currentText: () => string;
  error?: string;
  /** The language it is written in, when not the page's. */
  lang?: 'hi';
}

type Tab = 'write' | 'preview';

const baseTabClass = 'rounded-t-lg px-4 py-2 text-sm font-semibold';
const selectedTabClass = 'bg-white text-brand-700 border border-b-white border-slate-300 -mb-px';
const idleTabClass = 'text-slate-600 hover:text-ink';
const tabClass = (selected: boolean) =>
  `${baseTabClass} ${selected ? selectedTabClass : idleTabClass}`;

/** A Markdown text area with a preview rendered by the server exactly as readers will see it. */
export function MarkdownField({
  label,
  registration,
  currentText,
  error,
  lang,
}: MarkdownFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [chosenTab, setTab] = useState<Tab>('write');
  // A refused body is shown where it can be fixed.
  const tab: Tab = error ? 'write' : chosenTab;
  const [preview, setPreview] = useState<{ html: string } | { failed: string } | null>(null);

  const showPreview = async () => {
    setTab('preview');
    setPreview(null);
    try {
      const { data } = await api.post<{ html: string }>(
        '/markdown/preview',
        { markdown: currentText() },
        { quiet: true },
      );
      setPreview({ html: data?.html ?? '' });
    } catch (failure) {
      setPreview({ failed: failure instanceof Error ? failure.message : t`No preview.` });
    }
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <div className="flex items-end justify-between gap-3 border-b border-slate-300">
        <label htmlFor={id} className="text-ink pb-2 text-sm font-semibold">
          {label}
        </label>
        <div role="tablist" aria-label={t`${label}: write or preview`} className="flex gap-1">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'write'}
            className={tabClass(tab === 'write')}
            onClick={() => setTab('write')}
          >
            <Trans>Write</Trans>
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'preview'}
            className={tabClass(tab === 'preview')}
            onClick={() => void showPreview()}
          >
            <Trans>Preview</Trans>
          </button>
        </div>
      </div>
      <textarea
        id={id}
        {...registration}
        lang={lang}
        hidden={tab !== 'write'}
        rows={14}
        aria-invalid={Boolean(error)}
        aria-describedby={`${hintId} ${errorId}`}
        className="input mt-3 font-mono text-sm leading-relaxed"
      />
      {tab === 'preview' && (
        <div
          role="tabpanel"
          aria-busy={preview === null}
          className="mt-3 min-h-40 rounded-xl border border-slate-200 bg-white p-5"
        >
          {preview === null ? (
            <p role="status" className="text-slate-500">
              <Trans>Rendering the preview…</Trans>
            </p>
          ) : 'failed' in preview ? (
            <p role="alert" className="text-red-700">
              {preview.failed}
            </p>
          ) : preview.html ? (
            <ArticleBody html={preview.html} />
          ) : (
            <p className="text-slate-500">
              <Trans>Nothing to preview yet.</Trans>
            </p>
          )}
        </div>
      )}
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        <Trans>
          Markdown: ## headings, **bold**, - lists, [links](https://…), ![images](https://…), tables
          and ```python code blocks```.
        </Trans>
      </p>
      <p
        id={errorId}
        aria-live="polite"
        className="mt-1 text-sm font-medium text-red-700 empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}
