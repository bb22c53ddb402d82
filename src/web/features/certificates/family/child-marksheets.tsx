import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay } from '#common/format';
import { pathIn } from '#common/languages';
import { LoadError } from '#web/components/load-error';
import { PortalLoading, PortalSection } from '#web/components/portal-section';
import { useLanguage } from '#web/lib/use-language';
import { childMarksheetsQuery } from '../api/family';
import './messages';

/**
 * The child's valid marksheets: each one's grade and total, its PDF, and its verification page (a
 * page of the server's, in the page's language) opened by a plain link.
 */
export function ChildMarksheets({ childId }: { childId: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { data, status, refetch } = useQuery(childMarksheetsQuery(childId));
  let content;
  if (status === 'pending') content = <PortalLoading label={t`Loading marksheets…`} />;
  else if (status === 'error')
    content = (
      <LoadError
        inline
        title={t`The marksheets could not be loaded.`}
        onRetry={() => void refetch()}
      />
    );
  else if (data.length === 0)
    content = <p className="text-sm text-slate-600">{t`No marksheets yet.`}</p>;
  else
    content = (
      <ul className="divide-y divide-slate-100">
        {data.map((marksheet) => {
          const issued = formatCalendarDay(marksheet.issuedOn);
          const total = i18n.number(marksheet.total);
          const maxTotal = i18n.number(marksheet.maxTotal);
          const { grade, number } = marksheet;
          return (
            <li key={marksheet._id} className="flex flex-wrap justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-semibold">{marksheet.course}</p>
                <p className="text-sm text-slate-600">
                  {grade
                    ? t`Issued on ${issued} · ${total} of ${maxTotal} marks · Grade ${grade}`
                    : t`Issued on ${issued} · ${total} of ${maxTotal} marks`}
                </p>
                <p className="font-mono text-xs">{number}</p>
              </div>
              <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
                <a
                  href={marksheet.pdfHref}
                  download
                  className="text-brand-700 font-semibold underline"
                  aria-label={t`Download marksheet ${number}`}
                >
                  {t`Download`}
                </a>
                <a
                  href={pathIn(language, new URL(marksheet.verifyUrl).pathname)}
                  className="text-brand-700 font-semibold underline"
                  aria-label={t`Verify marksheet ${number}`}
                >
                  {t`Verify`}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    );
  return (
    <PortalSection id="child-marksheets" title={t`Marksheets`}>
      {content}
    </PortalSection>
  );
}
