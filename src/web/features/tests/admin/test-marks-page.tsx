import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StateMessage } from '#web/components/state-message';
import { adminTestKeys, shortAnswersQuery, testResultsQuery } from '../api/admin-tests';
import { OfflineMarksGrid } from './offline-marks-grid';
import { ShortAnswerMarking } from './short-answer-marking';
import './messages';

/** A test's marks: a paper test's grid, or an online test's short answers to mark. */
export function TestMarksPage() {
  const { t } = useLingui();
  const testId = useParams().id ?? '';
  const queryClient = useQueryClient();
  const results = useQuery(testResultsQuery(testId));
  const online = results.data?.test.mode === 'online';
  const answers = useQuery({ ...shortAnswersQuery(testId), enabled: online });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminTestKeys.test(testId) });

  let content;
  if (results.status === 'pending' || (online && answers.status === 'pending'))
    content = <PageLoading />;
  else if (results.status === 'error' || answers.status === 'error')
    content = (
      <LoadError
        title={t`The marks could not be loaded.`}
        onRetry={() => void Promise.all([results.refetch(), answers.refetch()])}
      />
    );
  else {
    const { test, students } = results.data;
    content = (
      <section className="card space-y-4" aria-labelledby="marks-heading">
        <h2 id="marks-heading" className="text-lg font-bold">
          {test.title}
        </h2>
        {students.length === 0 ? (
          <StateMessage title={t`No students take this test`}>
            <Trans>Students enrolled in the course (or its batch) appear here.</Trans>
          </StateMessage>
        ) : test.mode === 'offline' ? (
          <OfflineMarksGrid test={test} students={students} onSaved={() => void refresh()} />
        ) : (
          <ShortAnswerMarking answers={answers.data ?? []} onMarked={() => void refresh()} />
        )}
      </section>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Marks`}>
        <Trans>
          Enter a paper test’s marks for every student at once, or mark the short-text answers of an
          online test.
        </Trans>
      </AdminPageIntro>
      {results.data && (
        <p className="flex flex-wrap gap-4">
          <Link
            to={adminPaths.courseTests.getHref(results.data.test.courseId)}
            className="text-primary underline"
          >
            <Trans>Back to the tests</Trans>
          </Link>
          <Link to={adminPaths.testStatistics.getHref(testId)} className="text-primary underline">
            <Trans>Statistics</Trans>
          </Link>
        </p>
      )}
      {content}
    </div>
  );
}
