import { Trans, useLingui } from '@lingui/react/macro';
interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** What is paged, for the navigation's name: "Registered users". */
  label: string;
  /** There are pages after `pageCount`, not yet counted (a search with many matches). */
  more?: boolean;
}

type PageItem = number | 'gap-before' | 'gap-after';

/** Every page number when there are few; otherwise the first, the last and those around `page`. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const all = Array.from({ length: pageCount }, (_, i) => i + 1);
  if (pageCount <= 7) return all;
  const near = all.filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 1);
  const items: PageItem[] = [];
  for (const n of near) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous > 1) {
      items.push(n < page ? 'gap-before' : 'gap-after');
    }
    items.push(n);
  }
  return items;
}

const buttonClass =
  'flex h-9 min-w-9 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** Numbered page buttons with Previous and Next. */
export function Pagination({ page, pageCount, onPageChange, label, more }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t`${label} pages`}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${buttonClass} text-slate-700 hover:bg-slate-100`}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <Trans>Previous</Trans>
          </button>
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={t`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`${buttonClass} ${
                  item === page
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100'
                }`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ),
        )}
        {more && (
          <li className="px-1 text-slate-400">
            <span aria-hidden="true">…</span>
            <span className="sr-only">
              <Trans>More pages</Trans>
            </span>
          </li>
        )}
        <li>
          <button
            type="button"
            className={`${buttonClass} text-slate-700 hover:bg-slate-100`}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <Trans>Next</Trans>
          </button>
        </li>
      </ul>
    </nav>
  );
}
