import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import type { QuestionDto, QuestionInput } from '#common/schemas/tests';
import { DIFFICULTIES, QUESTION_KINDS } from '#common/tests';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StateMessage } from '#web/components/state-message';
import { adminTestKeys, questionBankQuery, questionsCsvHref, testsAdmin } from '../api/admin-tests';
import { useTestLabels } from './labels';
import { ItemList, ItemRow, ListCard } from './list-card';
import { QuestionForm } from './question-form';
import { QuestionImage } from './question-image';
import { QuestionsCsvImport } from './questions-csv-import';
import './messages';

const controlClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';

/**
 * A course's question bank: filtered by kind, tag and difficulty; each question added, edited
 * (with its picture) or deleted; the bank imported from and exported to CSV.
 */
export function QuestionBankPage() {
  const { t } = useLingui();
  const courseId = useParams().id ?? '';
  const queryClient = useQueryClient();
  const { kinds, difficulties } = useTestLabels();
  const bank = useQuery(questionBankQuery(courseId));
  const [filter, setFilter] = useState({ kind: '', tag: '', difficulty: '' });
  /** The question being edited, or 'new'. */
  const [editing, setEditing] = useState<string | null>(null);
  const filterId = useId();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: adminTestKeys.questions(courseId) });
  const save = async (input: QuestionInput) => {
    if (editing && editing !== 'new') await testsAdmin.editQuestion(editing, input);
    else await testsAdmin.addQuestion(input);
    setEditing(null);
    await refresh();
  };
  const showChanged = (question: QuestionDto) =>
    queryClient.setQueryData(adminTestKeys.questions(courseId), (before?: QuestionDto[]) =>
      before?.map((q) => (q._id === question._id ? question : q)),
    );

  let content;
  if (bank.status === 'pending') content = <PageLoading />;
  else if (bank.status === 'error')
    content = (
      <LoadError
        title={t`The questions could not be loaded.`}
        onRetry={() => void bank.refetch()}
      />
    );
  else {
    const tags = [...new Set(bank.data.flatMap((q) => q.tags))].sort();
    const shown = bank.data.filter(
      (q) =>
        (!filter.kind || q.kind === filter.kind) &&
        (!filter.difficulty || q.difficulty === filter.difficulty) &&
        (!filter.tag || q.tags.includes(filter.tag)),
    );
    content = (
      <div className="space-y-6">
        <ListCard
          title={
            <Trans>
              Questions ({shown.length} of {bank.data.length})
            </Trans>
          }
          actions={
            <>
              <a className="btn btn-outline" href={questionsCsvHref(courseId)} download>
                <Trans>Export CSV</Trans>
              </a>
              <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
                <Trans>Add a question</Trans>
              </button>
            </>
          }
        >
          <div className="grid gap-3 sm:grid-cols-3" role="group" aria-label={t`Filters`}>
            <div>
              <label className="block text-sm font-semibold" htmlFor={`${filterId}-kind`}>
                <Trans>Kind</Trans>
              </label>
              <select
                id={`${filterId}-kind`}
                className={controlClass}
                value={filter.kind}
                onChange={(event) => setFilter({ ...filter, kind: event.target.value })}
              >
                <option value="">{t`Every kind`}</option>
                {QUESTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kinds[kind]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="block text-sm font-semibold" htmlFor={`${filterId}-tag`}>
                <Trans>Tag</Trans>
              </label>
              <select
                id={`${filterId}-tag`}
                className={controlClass}
                value={filter.tag}
                onChange={(event) => setFilter({ ...filter, tag: event.target.value })}
              >
                <option value="">{t`Every tag`}</option>
                {tags.map((tag) => (
                  <option key={tag} value={tag}>
                    {tag}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="block text-sm font-semibold" htmlFor={`${filterId}-difficulty`}>
                <Trans>Difficulty</Trans>
              </label>
              <select
                id={`${filterId}-difficulty`}
                className={controlClass}
                value={filter.difficulty}
                onChange={(event) => setFilter({ ...filter, difficulty: event.target.value })}
              >
                <option value="">{t`Every difficulty`}</option>
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {difficulties[d]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {editing === 'new' && (
            <QuestionForm courseId={courseId} onSave={save} onCancel={() => setEditing(null)} />
          )}
          <ItemList
            ordered
            empty={
              bank.data.length === 0 ? (
                <StateMessage title={t`No questions yet`}>
                  <Trans>Add the first question, or import a CSV file below.</Trans>
                </StateMessage>
              ) : (
                shown.length === 0 && <StateMessage title={t`No question matches these filters`} />
              )
            }
          >
            {shown.map((question) => (
              <ItemRow
                key={question._id}
                summary={
                  <>
                    <p className="font-semibold break-words">{question.text}</p>
                    <p className="text-sm text-slate-500">
                      {kinds[question.kind]} · {difficulties[question.difficulty]} ·{' '}
                      <Trans>{question.marks} marks</Trans>
                      {question.negativeMarks > 0 && <> (−{question.negativeMarks})</>}
                      {question.tags.length > 0 && <> · {question.tags.join(', ')}</>}
                      {question.image && (
                        <>
                          {' · '}
                          <Trans>picture</Trans>
                        </>
                      )}
                    </p>
                  </>
                }
                actions={
                  <>
                    <button
                      type="button"
                      className="btn btn-outline px-2 py-1 text-xs"
                      aria-label={t`Edit “${question.text}”`}
                      onClick={() => setEditing(question._id)}
                    >
                      <Trans>Edit</Trans>
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline px-2 py-1 text-xs text-red-700"
                      aria-label={t`Delete “${question.text}”`}
                      onClick={() => {
                        if (window.confirm(t`Delete this question? This cannot be undone.`))
                          void testsAdmin.deleteQuestion(question._id).then(refresh);
                      }}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  </>
                }
                editor={
                  editing === question._id && (
                    <>
                      <QuestionImage question={question} onChanged={showChanged} />
                      <QuestionForm
                        courseId={courseId}
                        question={question}
                        onSave={save}
                        onCancel={() => setEditing(null)}
                      />
                    </>
                  )
                }
              />
            ))}
          </ItemList>
        </ListCard>
        <section className="card">
          <QuestionsCsvImport courseId={courseId} onImported={() => void refresh()} />
        </section>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Question bank`}>
        <Trans>
          The course’s questions of every kind, with marks, negative marks, explanations, tags and
          difficulty; the tests draw on them.
        </Trans>
      </AdminPageIntro>
      <p className="flex flex-wrap gap-4">
        <Link to={adminPaths.courseEdit.getHref(courseId)} className="text-primary underline">
          <Trans>Back to the course</Trans>
        </Link>
        <Link to={adminPaths.courseTests.getHref(courseId)} className="text-primary underline">
          <Trans>The course’s tests</Trans>
        </Link>
      </p>
      {content}
    </div>
  );
}
