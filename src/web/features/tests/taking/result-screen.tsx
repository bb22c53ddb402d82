import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '#common/paths';
import type { ResultDto } from '#common/schemas/tests';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { PageTitle } from '#web/components/page-title';
import { StateMessage } from '#web/components/state-message';
import { isNotFound } from '#web/lib/api';
import { resultQuery } from '../api/taking';
import { ReviewedQuestion } from './reviewed-question';
import './messages';

/** A submitted attempt's result: the score and pass or fail once shown, then the key and explanations once released. */
export function ResultScreen() {
  const { t } = useLingui();
  const attemptId = useParams().id ?? '';
  const result = useQuery(resultQuery(attemptId));

  let body;
  if (result.status === 'pending') body = <PageLoading />;
  else if (result.status === 'error')
    body = isNotFound(result.error) ? (
      <StateMessage title={t`This result could not be found.`} />
    ) : (
      <LoadError title={t`The result could not be loaded.`} onRetry={() => void result.refetch()} />
    );
  else body = <Result result={result.data} />;

  return (
    <div className="page-container py-8">
      <PageTitle title={result.data ? t`Result: ${result.data.title}` : t`Result`} />
      <Link to={paths.myLearning.getHref()} className="text-primary text-sm underline">
        <Trans>My Learning</Trans>
      </Link>
      {body}
    </div>
  );
}

function Result({ result }: { result: ResultDto }) {
  const { i18n } = useLingui();
  const number = (value: number) => i18n.number(value);
  return (
    <>
      <h1 className="mt-1 text-3xl font-bold">{result.title}</h1>
      <section
        aria-labelledby="score"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="score" className="text-lg font-bold">
          <Trans>Your score</Trans>
        </h2>
        {result.score === null ? (
          <p className="mt-2 text-slate-700">
            {result.awaitingMarks ? (
              <Trans>Submitted. Your trainer is marking your written answers.</Trans>
            ) : (
              <Trans>
                Submitted. Your score will be shown when your trainer releases the results.
              </Trans>
            )}
          </p>
        ) : (
          <>
            <p className="mt-2 text-3xl font-bold tabular-nums">
              <Trans>
                {number(result.score)} of {number(result.maxMarks)}
              </Trans>
            </p>
            <p
              className={`mt-1 text-lg font-semibold ${result.passed ? 'text-green-700' : 'text-red-700'}`}
            >
              {result.passed ? <Trans>Passed</Trans> : <Trans>Not passed</Trans>}
            </p>
          </>
        )}
        {!result.released && result.score !== null && (
          <p className="mt-3 text-sm text-slate-600">
            <Trans>
              The correct answers and explanations are shown once your trainer releases the results.
            </Trans>
          </p>
        )}
      </section>
      {result.review && (
        <section aria-labelledby="answers" className="mt-8">
          <h2 id="answers" className="text-2xl font-bold">
            <Trans>Answers and explanations</Trans>
          </h2>
          <ol className="mt-4 space-y-6">
            {result.review.map((question, index) => (
              <li key={question._id}>
                <ReviewedQuestion
                  question={question}
                  number={index + 1}
                  given={result.answers[question._id]}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
