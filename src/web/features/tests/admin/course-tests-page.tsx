import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { formatDateTime } from '#common/format';
import type { TestInput } from '#common/schemas/tests';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StateMessage } from '#web/components/state-message';
import { ApiError } from '#web/lib/api';
import { adminTestKeys, courseTestsQuery, questionBankQuery, testsAdmin } from '../api/admin-tests';
import { ItemList, ItemRow, ListCard } from './list-card';
import { TestForm } from './test-form';
import './messages';

/**
 * A course's tests: made and edited, released, and each one's marks and statistics a click
 * away.
 */
export function CourseTestsPage() {
  const { t } = useLingui();
  const courseId = useParams().id ?? '';
  const queryClient = useQueryClient();
  const tests = useQuery(courseTestsQuery(courseId));
  const bank = useQuery(questionBankQuery(courseId));
  const [editing, setEditing] = useState<string | null>(null);
  const [refusal, setRefusal] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminTestKeys.tests(courseId) });
  const save = async (input: TestInput) => {
    if (editing && editing !== 'new') await testsAdmin.editTest(editing, input);
    else await testsAdmin.addTest(input);
    setEditing(null);
    await refresh();
  };
  const release = async (testId: string) => {
    setRefusal('');
    try {
      await testsAdmin.release(testId);
      await refresh();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
    }
  };

  let content;
  if (tests.status === 'pending' || bank.status === 'pending') content = <PageLoading />;
  else if (tests.status === 'error' || bank.status === 'error')
    content = (
      <LoadError
        title={t`The tests could not be loaded.`}
        onRetry={() => void Promise.all([tests.refetch(), bank.refetch()])}
      />
    );
  else
    content = (
      <ListCard
        title={<Trans>Tests</Trans>}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            <Trans>New test</Trans>
          </button>
        }
      >
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {refusal}
          </p>
        )}
        {editing === 'new' && (
          <TestForm
            courseId={courseId}
            bank={bank.data}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
        <ItemList
          empty={
            tests.data.length === 0 && (
              <StateMessage title={t`No tests yet`}>
                <Trans>Make the first test from the course’s question bank, or a paper test.</Trans>
              </StateMessage>
            )
          }
        >
          {tests.data.map((test) => (
            <ItemRow
              key={test._id}
              summary={
                <>
                  <h3 className="font-semibold break-words">{test.title}</h3>
                  <p className="text-sm text-slate-500">
                    {test.mode === 'online' ? <Trans>Online</Trans> : <Trans>On paper</Trans>}
                    {' · '}
                    <Trans>Opens {formatDateTime(test.opensAt)}</Trans>
                    {test.timeLimitMinutes !== null && (
                      <>
                        {' · '}
                        <Trans>{test.timeLimitMinutes} min</Trans>
                      </>
                    )}
                    {' · '}
                    {test.releasedAt ? (
                      <Trans>Results released</Trans>
                    ) : test.results === 'immediate' ? (
                      <Trans>Results at once</Trans>
                    ) : (
                      <Trans>Results not released</Trans>
                    )}
                  </p>
                </>
              }
              actions={
                <>
                  <button
                    type="button"
                    className="btn btn-outline px-2 py-1 text-xs"
                    aria-label={t`Edit “${test.title}”`}
                    onClick={() => setEditing(test._id)}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <Link
                    className="btn btn-outline px-2 py-1 text-xs"
                    to={adminPaths.testMarks.getHref(test._id)}
                    aria-label={t`Marks of “${test.title}”`}
                  >
                    <Trans>Marks</Trans>
                  </Link>
                  <Link
                    className="btn btn-outline px-2 py-1 text-xs"
                    to={adminPaths.testStatistics.getHref(test._id)}
                    aria-label={t`Statistics of “${test.title}”`}
                  >
                    <Trans>Statistics</Trans>
                  </Link>
                  {!test.releasedAt && (
                    <button
                      type="button"
                      className="btn btn-primary px-2 py-1 text-xs"
                      aria-label={t`Release the results of “${test.title}”`}
                      onClick={() => {
                        if (
                          window.confirm(
                            t`Release the results? Students will see their scores, the correct answers and the explanations.`,
                          )
                        )
                          void release(test._id);
                      }}
                    >
                      <Trans>Release results</Trans>
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-outline px-2 py-1 text-xs text-red-700"
                    aria-label={t`Delete “${test.title}”`}
                    onClick={() => {
                      if (
                        window.confirm(t`Delete this test and its attempts? This cannot be undone.`)
                      )
                        void testsAdmin.deleteTest(test._id).then(refresh);
                    }}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </>
              }
              editor={
                editing === test._id && (
                  <TestForm
                    courseId={courseId}
                    bank={bank.data}
                    test={test}
                    onSave={save}
                    onCancel={() => setEditing(null)}
                  />
                )
              }
            />
          ))}
        </ItemList>
      </ListCard>
    );

  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Tests`}>
        <Trans>
          The course’s tests: online with a time limit, or on paper; release their results when
          everyone has finished.
        </Trans>
      </AdminPageIntro>
      <p className="flex flex-wrap gap-4">
        <Link to={adminPaths.courseEdit.getHref(courseId)} className="text-primary underline">
          <Trans>Back to the course</Trans>
        </Link>
        <Link to={adminPaths.questionBank.getHref(courseId)} className="text-primary underline">
          <Trans>Question bank</Trans>
        </Link>
      </p>
      {content}
    </div>
  );
}
