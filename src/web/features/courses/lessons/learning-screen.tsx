import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '#common/paths';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { PageTitle } from '#web/components/page-title';
import { StateMessage } from '#web/components/state-message';
import { isNotFound } from '#web/lib/api';
import { useLocalized } from '#web/lib/use-localized';
import { learningQuery, lessonKeys, lessonQuery, saveProgress } from '../api/lessons';
import { LessonList } from './lesson-list';
import { LessonView } from './lesson-view';
import { SavedLessons, SaveOffline } from './offline-lessons';
import { AttendanceNeeded } from './attendance-needed';
import { ProgressMeter } from './progress-meter';
import './messages';

/**
 * The learning screen: the course's lessons beside the open lesson (a list that folds away on a
 * phone), next and previous, "Mark complete", progress per module and course, and the lesson the
 * student left off at when none is named; the course's `tests` (decision 068) above them.
 */
export function LearningScreen({ tests }: { tests?: ReactNode }) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const queryClient = useQueryClient();
  const listId = useId();
  const courseId = useParams().id ?? '';
  const [search] = useSearchParams();
  const [listOpen, setListOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const learning = useQuery(learningQuery(courseId));
  const lessonId = search.get('lesson') ?? learning.data?.resumeLessonId ?? null;
  const lesson = useQuery({ ...lessonQuery(lessonId ?? ''), enabled: lessonId !== null });

  // A lesson chosen from the list or by next/previous: the reader moves to its title.
  useEffect(() => {
    if (search.get('lesson')) document.getElementById('lesson-title')?.focus();
  }, [search, lesson.data?.id]);

  if (learning.status === 'pending') return <PageLoading />;
  if (learning.status === 'error')
    return isNotFound(learning.error) ? (
      <StateMessage
        title={t`This course could not be found.`}
        action={
          <Link to={paths.myLearning.getHref()} className="btn btn-primary">
            <Trans>My Learning</Trans>
          </Link>
        }
      />
    ) : (
      <LoadError
        title={t`The course could not be loaded.`}
        onRetry={() => void learning.refetch()}
      />
    );

  const data = learning.data;
  const courseTitle = inLanguage(data.course, 'title');
  const hrefOf = (id: string) =>
    `${paths.learn.getHref(courseId)}?lesson=${encodeURIComponent(id)}`;
  const current = lesson.data;

  const toggleComplete = async () => {
    if (!current) return;
    setSaving(true);
    try {
      const saved = await saveProgress(current.id, { completed: !current.completed });
      if (saved.data) queryClient.setQueryData(lessonKeys.course(courseId), saved.data);
      await queryClient.invalidateQueries({ queryKey: lessonKeys.lesson(current.id) });
      await queryClient.invalidateQueries({ queryKey: lessonKeys.mine });
    } finally {
      setSaving(false);
    }
  };

  let main;
  if (data.modules.every((module) => module.lessons.length === 0))
    main = <StateMessage title={t`This course has no lessons yet.`} />;
  else if (lessonId === null || lesson.status === 'pending') main = <PageLoading />;
  else if (lesson.status === 'error')
    main = isNotFound(lesson.error) ? (
      <StateMessage title={t`This lesson is not open to you.`}>
        <Trans>Buy the course to open every lesson; the free previews are open to everyone.</Trans>
      </StateMessage>
    ) : (
      <LoadError title={t`The lesson could not be loaded.`} onRetry={() => void lesson.refetch()} />
    );
  else if (current)
    main = (
      <>
        <LessonView key={current.id} lesson={current} tracked={data.tracked} />
        <SaveOffline lesson={current} />
        <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
          {current.previousId && (
            <Link to={hrefOf(current.previousId)} className="btn btn-outline">
              <Trans>Previous lesson</Trans>
            </Link>
          )}
          {data.tracked && (
            <button
              type="button"
              className={current.completed ? 'btn btn-outline' : 'btn btn-primary'}
              aria-pressed={current.completed}
              disabled={saving}
              onClick={() => void toggleComplete()}
            >
              {current.completed ? <Trans>Completed ✓</Trans> : <Trans>Mark complete</Trans>}
            </button>
          )}
          {current.nextId && (
            <Link to={hrefOf(current.nextId)} className="btn btn-primary ml-auto">
              <Trans>Next lesson</Trans>
            </Link>
          )}
        </div>
      </>
    );

  return (
    <div className="page-container py-8">
      <PageTitle
        title={current ? `${inLanguage(current, 'title')} · ${courseTitle}` : courseTitle}
      />
      {data.enrolled && !data.tracked && (
        <p
          role="note"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900"
        >
          <Trans>
            Preview: you see this course as a student does. Nothing you do here is saved.
          </Trans>
        </p>
      )}
      <header className="mb-6">
        <Link to={paths.myLearning.getHref()} className="text-primary text-sm underline">
          <Trans>My Learning</Trans>
        </Link>
        <h1 className="mt-1 text-3xl font-bold">{courseTitle}</h1>
        {data.tracked && (
          <div className="mt-3 max-w-md">
            <ProgressMeter done={data.progress.done} total={data.progress.total} />
            <AttendanceNeeded attendance={data.progress.attendance} />
            {data.progress.complete && (
              <p className="mt-1 font-semibold text-green-700">
                <Trans>You have completed this course.</Trans>
              </p>
            )}
          </div>
        )}
      </header>
      {tests}
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <nav aria-label={t`Lessons`} className="lg:order-first">
          <button
            type="button"
            className="btn btn-outline w-full lg:hidden"
            aria-expanded={listOpen}
            aria-controls={listId}
            onClick={() => setListOpen((open) => !open)}
          >
            {listOpen ? <Trans>Hide lessons</Trans> : <Trans>Show lessons</Trans>}
          </button>
          <div id={listId} className={`${listOpen ? 'mt-4 block' : 'hidden'} lg:block`}>
            <LessonList
              learning={data}
              current={current?.id ?? null}
              hrefOf={hrefOf}
              onPick={() => setListOpen(false)}
            />
            <SavedLessons courseId={courseId} hrefOf={hrefOf} />
          </div>
        </nav>
        <div className="min-w-0">{main}</div>
      </div>
    </div>
  );
}
