import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { PAGE_SIZE } from '#common/pagination';
import type { SortDirection } from '../lib/use-list-view';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import '../app/admin-messages';

/** A label in the page's language, or a message (`msg`) the table puts into it. */
export type Words = string | MessageDescriptor;

/** `words` in the page's language. */
export function useWords() {
  const { t } = useLingui();
  return (words: Words) => (typeof words === 'string' ? words : t(words));
}

/** `words` in the page's language, where a table cell (a function, not a component) shows them. */
export function Label({ words }: { words: Words }) {
  return useWords()(words);
}

export interface Column<T> {
  header: Words;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The key the API sorts this column by, when it can be sorted. */
  sortKey?: string;
}

/** The column a table is sorted by, as the address says. */
export interface TableSort {
  key?: string;
  dir?: string;
  onSort: (key: string, dir?: SortDirection) => void;
}

/** On a phone the rows are cards without column headers, so the sort is chosen from a list. */
function CardSort<T>({ columns, sort }: { columns: Column<T>[]; sort: TableSort }) {
  const { t } = useLingui();
  const say = useWords();
  const id = useId();
  const sortable = columns.filter((column) => column.sortKey);
  if (sortable.length === 0) return null;
  const current = sort.key ? `${sort.key} ${sort.dir === 'desc' ? 'desc' : 'asc'}` : '';
  return (
    <div className="flex items-center gap-2 px-5 pt-1 pb-2 text-sm md:hidden">
      <label htmlFor={id} className="font-semibold text-slate-600">
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const [key = '', dir] = event.target.value.split(' ');
          sort.onSort(key, dir === 'desc' ? 'desc' : 'asc');
        }}
        className="input min-w-0 flex-1 py-1.5"
      >
        <option value="">{t`Default order`}</option>
        {sortable.flatMap((column) =>
          (['asc', 'desc'] as const).map((dir) => (
            <option key={`${column.sortKey} ${dir}`} value={`${column.sortKey} ${dir}`}>
              {dir === 'asc'
                ? t`${say(column.header)}, ascending`
                : t`${say(column.header)}, descending`}
            </option>
          )),
        )}
      </select>
    </div>
  );
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  status: 'pending' | 'error' | 'success';
  /** A newer page is on its way while the current one stays on screen. */
  refreshing?: boolean;
  emptyText: string;
  onRetry: () => void;
  page: number;
  /** The page `rows` belong to, when an older page stays on screen while `page` loads. */
  rowsPage?: number;
  pageCount: number;
  /** There are more pages than `pageCount` (a search counts its matches only so far). */
  morePages?: boolean;
  onPageChange: (page: number) => void;
  sort?: TableSort;
}

/**
 * A paged admin table. The first column is the serial number, which continues across pages:
 * (page - 1) × 10 + row.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  refreshing = false,
  emptyText,
  onRetry,
  page,
  rowsPage = page,
  pageCount,
  morePages,
  onPageChange,
  sort,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const say = useWords();
  const captionId = useId();
  const span = columns.length + 1;
  const message = (content: ReactNode, role?: 'status' | 'alert') => (
    <tr>
      <td colSpan={span} role={role} className="px-5 py-10 text-center text-slate-500">
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (status === 'pending') body = message(t`Loading…`, 'status');
  else if (status === 'error' || !rows)
    body = message(
      <LoadError inline title={t`This list could not be loaded.`} onRetry={onRetry} />,
    );
  else if (rows.length === 0) body = message(emptyText);
  else
    body = rows.map((row, index) => (
      <tr key={rowKey(row)} className="border-t border-slate-100 hover:bg-slate-50">
        <td className="px-5 py-3 font-medium text-slate-500 tabular-nums">
          {(rowsPage - 1) * PAGE_SIZE + index + 1}
        </td>
        {columns.map((column) => (
          <td key={say(column.header)} className={`px-5 py-3 ${column.className ?? ''}`}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));

  // Below the md breakpoint each row is a card of header: value lines, so nothing is cut off.
  let cards: ReactNode;
  if (status === 'success' && rows && rows.length > 0)
    cards = (
      <ul aria-label={caption} className="divide-y divide-slate-100 md:hidden">
        {rows.map((row, index) => (
          <li key={rowKey(row)} className="space-y-2 px-5 py-4 text-sm">
            <p className="text-xs font-semibold text-slate-500 tabular-nums">
              #{(rowsPage - 1) * PAGE_SIZE + index + 1}
            </p>
            <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2">
              {columns.map((column) => (
                <div key={say(column.header)} className="contents">
                  <dt className="pt-0.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {say(column.header)}
                  </dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      {cards && (
        <p className="text-ink px-5 pt-5 pb-1 text-lg font-bold md:hidden" aria-hidden="true">
          {caption}
        </p>
      )}
      {cards && sort && <CardSort columns={columns} sort={sort} />}
      {cards}
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className={`relative overflow-x-auto ${cards ? 'hidden md:block' : ''}`}
      >
        <table className="w-full text-left text-sm" aria-busy={refreshing || status === 'pending'}>
          <caption id={captionId} className="text-ink px-5 pt-5 pb-3 text-left text-lg font-bold">
            {caption}
          </caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                <Trans>S.No</Trans>
              </th>
              {columns.map((column) => {
                const sorted = sort && column.sortKey && sort.key === column.sortKey;
                const direction = sorted
                  ? sort.dir === 'desc'
                    ? 'descending'
                    : 'ascending'
                  : undefined;
                return (
                  <th
                    key={say(column.header)}
                    scope="col"
                    aria-sort={direction}
                    className="px-5 py-3 font-semibold"
                  >
                    {sort && column.sortKey ? (
                      <button
                        type="button"
                        onClick={() => column.sortKey && sort.onSort(column.sortKey)}
                        className="relative inline-flex items-center gap-1 uppercase hover:text-slate-800"
                      >
                        {say(column.header)}
                        <span aria-hidden="true">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                        <span className="sr-only">{t`, sort`}</span>
                      </button>
                    ) : (
                      say(column.header)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={refreshing ? 'opacity-60' : undefined}>{body}</tbody>
        </table>
      </div>
      {status === 'success' && pageCount > 1 && (
        <div className="flex justify-end border-t border-slate-100 px-5 py-4">
          <Pagination
            page={page}
            pageCount={pageCount}
            more={morePages}
            onPageChange={onPageChange}
            label={caption}
          />
        </div>
      )}
    </div>
  );
}
