import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import type { TestStatisticsDto } from '#common/schemas/test-statistics';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StateMessage } from '#web/components/state-message';
import { testStatisticsQuery } from '../api/admin-tests';
import { useTestLabels } from './labels';
import './messages';

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** The score bands as bars (for the eye) and as a table (for screen readers and exact counts). */
function Distribution({ bands }: { bands: TestStatisticsDto['bands'] }) {
  const { t } = useLingui();
  const most = Math.max(1, ...bands.map((b) => b.count));
  return (
    <section className="card" aria-labelledby="distribution-heading">
      <h2 id="distribution-heading" className="text-lg font-bold">
        <Trans>Distribution of scores</Trans>
      </h2>
      <div aria-hidden="true" className="mt-4 flex h-40 items-end gap-1">
        {bands.map((band) => (
          <div key={band.from} className="flex flex-1 flex-col items-center justify-end">
            <span className="text-xs text-slate-600">{band.count}</span>
            <div
              className="bg-brand-600 w-full rounded-t"
              style={{ height: `${(band.count / most) * 100}%`, minHeight: band.count ? 4 : 0 }}
            />
            <span className="mt-1 text-[10px] text-slate-500">{band.from}</span>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <caption>{t`Students by score band`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Score`}</th>
            <th scope="col">{t`Students`}</th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band.from}>
              <th scope="row">{`${band.from}–${band.to}%`}</th>
              <td>{band.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A test's statistics (decision 067): average, passes and the score bands; each question's
 * facility (share right) and discrimination, and the questions most got wrong.
 */
export function TestStatisticsPage() {
  const { t } = useLingui();
  const testId = useParams().id ?? '';
  const { kinds } = useTestLabels();
  const stats = useQuery(testStatisticsQuery(testId));

  let content;
  if (stats.status === 'pending') content = <PageLoading />;
  else if (stats.status === 'error')
    content = (
      <LoadError
        title={t`The statistics could not be loaded.`}
        onRetry={() => void stats.refetch()}
      />
    );
  else {
    const s = stats.data;
    const byId = new Map(s.questions.map((q) => [q.questionId, q]));
    content =
      s.counted === 0 ? (
        <StateMessage title={t`No scores yet`}>
          {s.awaitingMarks > 0 ? (
            <Trans>{s.awaitingMarks} attempts wait for short answers to be marked.</Trans>
          ) : (
            <Trans>The statistics appear once students have taken the test.</Trans>
          )}
        </StateMessage>
      ) : (
        <div className="space-y-6">
          <section className="card" aria-labelledby="summary-heading">
            <h2 id="summary-heading" className="text-lg font-bold">
              {s.title}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {[
                [t`Students counted`, `${s.counted} / ${s.takers}`],
                [t`Average`, `${s.average ?? '–'} (${s.averagePercent ?? '–'}%)`],
                [t`Highest – lowest`, `${s.highest ?? '–'} – ${s.lowest ?? '–'}`],
                [t`Passed (${s.passMarks} or more)`, String(s.passed)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="text-xl font-bold">{value}</dd>
                </div>
              ))}
            </dl>
            {s.awaitingMarks > 0 && (
              <p className="mt-3 text-sm text-amber-800">
                <Trans>
                  {s.awaitingMarks} attempts are left out until their short answers are marked.
                </Trans>{' '}
                <Link to={adminPaths.testMarks.getHref(testId)} className="underline">
                  <Trans>Mark them</Trans>
                </Link>
              </p>
            )}
          </section>
          <Distribution bands={s.bands} />
          {s.questions.length > 0 && (
            <section className="card" aria-labelledby="questions-heading">
              <h2 id="questions-heading" className="text-lg font-bold">
                <Trans>Questions</Trans>
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>
                  Facility: the share who got full marks (low is hard). Discrimination: the top 27%
                  by score’s share right minus the bottom 27%’s (below 0.2 is weak; below 0, check
                  the key).
                </Trans>
              </p>
              {s.mostWrong.length > 0 && (
                <div className="mt-4">
                  <h3 className="font-semibold">
                    <Trans>Most got wrong</Trans>
                  </h3>
                  <ol className="mt-1 list-decimal space-y-1 pl-5">
                    {s.mostWrong.map((id) => {
                      const q = byId.get(id);
                      return q ? (
                        <li key={id} className="break-words">
                          {q.text}{' '}
                          <span className="text-sm text-slate-500">
                            <Trans>
                              ({q.wrong} of {q.shown} wrong)
                            </Trans>
                          </span>
                        </li>
                      ) : null;
                    })}
                  </ol>
                </div>
              )}
              <div className="mt-4 overflow-x-auto">
                <table className="w-full min-w-[36rem] text-left text-sm">
                  <caption className="sr-only">{t`Each question’s answers, facility and discrimination`}</caption>
                  <thead>
                    <tr className="border-b border-slate-200">
                      <th scope="col" className="py-2 pr-3">{t`Question`}</th>
                      <th scope="col" className="py-2 pr-3">{t`Right`}</th>
                      <th scope="col" className="py-2 pr-3">{t`Wrong`}</th>
                      <th scope="col" className="py-2 pr-3">{t`Unanswered`}</th>
                      <th scope="col" className="py-2 pr-3">{t`Facility`}</th>
                      <th scope="col" className="py-2">{t`Discrimination`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.questions.map((q) => (
                      <tr key={q.questionId} className="border-b border-slate-100 align-top">
                        <th scope="row" className="py-2 pr-3 font-normal break-words">
                          {q.text}
                          <span className="block text-xs text-slate-500">{kinds[q.kind]}</span>
                        </th>
                        <td className="py-2 pr-3">{q.right}</td>
                        <td className="py-2 pr-3">{q.wrong}</td>
                        <td className="py-2 pr-3">{q.unanswered}</td>
                        <td className="py-2 pr-3">{percent(q.facility)}</td>
                        <td className="py-2">{q.discrimination ?? '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
        </div>
      );
  }

  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Test statistics`}>
        <Trans>
          Each student counts once, by their first attempt; short answers must be marked first.
        </Trans>
      </AdminPageIntro>
      {stats.data && (
        <p className="flex flex-wrap gap-4">
          <Link
            to={adminPaths.courseTests.getHref(stats.data.courseId)}
            className="text-primary underline"
          >
            <Trans>Back to the tests</Trans>
          </Link>
          <Link to={adminPaths.testMarks.getHref(testId)} className="text-primary underline">
            <Trans>Marks</Trans>
          </Link>
        </p>
      )}
      {content}
    </div>
  );
}
