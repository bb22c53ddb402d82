import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatRupees } from '#common/format';
import type { FeeDocument } from '#common/schemas/money';
import { useLocalized } from '#web/lib/use-localized';
import { documentHref } from '../api/my-money-query';
import './messages';

const kindLabel = { invoice: msg`Tax invoice`, receipt: msg`Receipt` };

const issued = (doc: FeeDocument) => formatDate(`${doc.issuedOn}T06:30:00Z`);

function DocumentNumber({ doc }: { doc: FeeDocument }) {
  const { t } = useLingui();
  return (
    <>
      <span className="block font-mono text-xs">{doc.number}</span>
      <span className="text-xs text-slate-500">{t(kindLabel[doc.kind])}</span>
    </>
  );
}

function DownloadLink({ doc, href }: { doc: FeeDocument; href: (id: string) => string }) {
  const { t } = useLingui();
  const kind = t(kindLabel[doc.kind]);
  return (
    <a
      href={href(doc._id)}
      download
      className="text-brand-700 font-semibold underline"
      aria-label={t`Download ${kind} ${doc.number}`}
    >
      <Trans>Download</Trans>
    </a>
  );
}

/**
 * A student's invoices and receipts: a table from the sm breakpoint, and on a phone a card per
 * document, so the amount and the download link are never scrolled out of sight. `href` is where
 * a document downloads from: the student's own address unless told (a guardian's is another).
 */
export function MyDocuments({
  documents,
  href = documentHref,
}: {
  documents: FeeDocument[];
  href?: (id: string) => string;
}) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const caption = t`Invoices and receipts`;
  return (
    <>
      <ul
        aria-label={caption}
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white sm:hidden"
      >
        {documents.map((doc) => (
          <li key={doc._id} className="space-y-2 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 wrap-anywhere">
                <DocumentNumber doc={doc} />
              </p>
              <p className="text-ink font-semibold tabular-nums">{formatRupees(doc.total)}</p>
            </div>
            <p className="text-ink">{inLanguage(doc, 'courseTitle')}</p>
            <div className="flex items-center justify-between gap-3">
              <p className="text-slate-500 tabular-nums">{issued(doc)}</p>
              <DownloadLink doc={doc} href={href} />
            </div>
          </li>
        ))}
      </ul>
      {/* Relative: the hidden column label is placed within the scrolling box, not the page. */}
      <div className="relative hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                <Trans>Number</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Course</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <Trans>Date</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <Trans>Amount</Trans>
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">
                  <Trans>Download</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {documents.map((doc) => (
              <tr key={doc._id}>
                <td className="px-4 py-3">
                  <DocumentNumber doc={doc} />
                </td>
                <td className="px-4 py-3">{inLanguage(doc, 'courseTitle')}</td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{issued(doc)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatRupees(doc.total)}</td>
                <td className="px-4 py-3 text-right">
                  <DownloadLink doc={doc} href={href} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
