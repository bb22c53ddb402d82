import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '#common/format';
import { LoadError } from '#web/components/load-error';
import { PortalLoading, PortalSection } from '#web/components/portal-section';
import { childResultsQuery } from '../api/family';
import './messages';

/** Whole percent, rounded down as the marksheet rounds it; none for a test out of 0. */
const percentOf = (marks: number, maxMarks: number) =>
  maxMarks > 0 ? Math.floor((marks * 100) / maxMarks) : null;

/** The child's released results, oldest first, as the server shows them (decision 069). */
export function ChildResults({ childId }: { childId: string }) {
  const { t, i18n } = useLingui();
  const { data, status, refetch } = useQuery(childResultsQuery(childId));
  let content;
  if (status === 'pending') content = <PortalLoading label={t`Loading results…`} />;
  else if (status === 'error')
    content = (
      <LoadError
        inline
        title={t`The results could not be loaded.`}
        onRetry={() => void refetch()}
      />
    );
  else if (data.length === 0)
    content = <p className="text-sm text-slate-600">{t`No results released yet.`}</p>;
  else
    content = (
      <ul className="divide-y divide-slate-100">
        {data.map((result) => {
          const marks = i18n.number(result.marks);
          const maxMarks = i18n.number(result.maxMarks);
          const percent = percentOf(result.marks, result.maxMarks);
          const day = formatDate(result.date);
          return (
            <li key={result.testId} className="flex flex-wrap justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-semibold">{result.test}</p>
                <p className="text-sm text-slate-600">
                  {result.course} · {t`Taken on ${day}`}
                </p>
              </div>
              <div className="text-right">
                <p className="font-semibold tabular-nums">
                  {t`${marks} of ${maxMarks} marks`}
                  {percent !== null && ` · ${i18n.number(percent)}%`}
                </p>
                <p
                  className={`text-sm font-semibold ${result.passed ? 'text-green-700' : 'text-red-700'}`}
                >
                  {result.passed ? t`Passed` : t`Not passed`}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    );
  return (
    <PortalSection id="child-results" title={t`Results`}>
      {content}
    </PortalSection>
  );
}
