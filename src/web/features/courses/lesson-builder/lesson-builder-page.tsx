import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import type { AdminModulesDto, LessonInput } from '#common/schemas/lessons';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StateMessage } from '#web/components/state-message';
import type { ApiEnvelope } from '#common/api';
import { adminLessonsQuery, lessonBuilder, lessonKeys } from '../api/lessons';
import { LessonForm, useKindLabels } from './lesson-form';
import { LessonUpload } from './lesson-upload';
import './messages';

/** Move up / Move down buttons: the keyboard's way to reorder (drag is not needed). */
function MoveButtons({
  name,
  first,
  last,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline px-2 py-1 text-xs"
        disabled={first}
        aria-label={t`Move “${name}” up`}
        onClick={() => onMove('up')}
      >
        <Trans>Move up</Trans>
      </button>
      <button
        type="button"
        className="btn btn-outline px-2 py-1 text-xs"
        disabled={last}
        aria-label={t`Move “${name}” down`}
        onClick={() => onMove('down')}
      >
        <Trans>Move down</Trans>
      </button>
    </>
  );
}

/**
 * A course's modules and lessons, built by the admin: add, edit, delete and reorder (Move up and
 * Move down, by keyboard too), and each video or file lesson's upload with a progress bar.
 */
export function LessonBuilderPage() {
  const { t } = useLingui();
  const courseId = useParams().id ?? '';
  const queryClient = useQueryClient();
  const moduleTitleId = useId();
  const kindLabels = useKindLabels();
  const modules = useQuery(adminLessonsQuery(courseId));
  const [moduleTitle, setModuleTitle] = useState('');
  /** The lesson being edited, or the module a lesson is being added to. */
  const [editing, setEditing] = useState<{ lessonId?: string; moduleId?: string } | null>(null);

  const show = (data: AdminModulesDto | undefined) => {
    if (data) queryClient.setQueryData(lessonKeys.admin(courseId), data);
    void queryClient.invalidateQueries({ queryKey: lessonKeys.course(courseId) });
  };
  const run = async (write: Promise<ApiEnvelope<AdminModulesDto>>) => {
    show((await write).data);
  };
  const saveLesson = async (input: LessonInput) => {
    if (editing?.lessonId) await run(lessonBuilder.editLesson(editing.lessonId, input));
    else if (editing?.moduleId) await run(lessonBuilder.addLesson(editing.moduleId, input));
    setEditing(null);
  };
  const confirmDelete = (name: string) =>
    window.confirm(t`Delete “${name}”? This cannot be undone.`);

  let content;
  if (modules.status === 'pending') content = <PageLoading />;
  else if (modules.status === 'error')
    content = (
      <LoadError
        title={t`The lessons could not be loaded.`}
        onRetry={() => void modules.refetch()}
      />
    );
  else
    content = (
      <div className="space-y-6">
        {modules.data.length === 0 && (
          <StateMessage title={t`No modules yet`}>
            <Trans>Add the first module below, then its lessons.</Trans>
          </StateMessage>
        )}
        {modules.data.map((module, index) => (
          <section key={module.id} className="card" aria-labelledby={`module-${module.id}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`module-${module.id}`} className="mr-auto text-lg font-bold">
                <span className="text-brand-700 mr-2 text-sm">
                  <Trans>Module {index + 1}</Trans>
                </span>
                {module.title}
              </h2>
              <MoveButtons
                name={module.title}
                first={index === 0}
                last={index === modules.data.length - 1}
                onMove={(direction) => void run(lessonBuilder.moveModule(module.id, direction))}
              />
              <button
                type="button"
                className="btn btn-outline px-2 py-1 text-xs text-red-700"
                onClick={() => {
                  if (confirmDelete(module.title)) void run(lessonBuilder.deleteModule(module.id));
                }}
              >
                <Trans>Delete module</Trans>
              </button>
            </div>
            <ol className="mt-4 space-y-3">
              {module.lessons.map((lesson, place) => (
                <li key={lesson.id} className="rounded-lg border border-slate-200 p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="mr-auto">
                      <strong>{lesson.title}</strong>{' '}
                      <span className="text-sm text-slate-500">
                        · {kindLabels[lesson.kind]} · <Trans>{lesson.minutes} min</Trans>
                        {lesson.freePreview && (
                          <>
                            {' · '}
                            <Trans>Free preview</Trans>
                          </>
                        )}
                      </span>
                    </span>
                    <MoveButtons
                      name={lesson.title}
                      first={place === 0}
                      last={place === module.lessons.length - 1}
                      onMove={(direction) =>
                        void run(lessonBuilder.moveLesson(lesson.id, direction))
                      }
                    />
                    <button
                      type="button"
                      className="btn btn-outline px-2 py-1 text-xs"
                      onClick={() => setEditing({ lessonId: lesson.id })}
                    >
                      <Trans>Edit</Trans>
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline px-2 py-1 text-xs text-red-700"
                      onClick={() => {
                        if (confirmDelete(lesson.title))
                          void run(lessonBuilder.deleteLesson(lesson.id));
                      }}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  </div>
                  {(lesson.kind === 'video' || lesson.kind === 'file') && !lesson.youtubeUrl && (
                    <LessonUpload lesson={lesson} onUploaded={show} />
                  )}
                  {editing?.lessonId === lesson.id && (
                    <div className="mt-3">
                      <LessonForm
                        lesson={lesson}
                        onSave={saveLesson}
                        onCancel={() => setEditing(null)}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ol>
            {editing?.moduleId === module.id ? (
              <div className="mt-3">
                <LessonForm onSave={saveLesson} onCancel={() => setEditing(null)} />
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-primary mt-3"
                onClick={() => setEditing({ moduleId: module.id })}
              >
                <Trans>Add lesson</Trans>
              </button>
            )}
          </section>
        ))}
        <form
          className="card flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(lessonBuilder.addModule(courseId, { title: moduleTitle })).then(() =>
              setModuleTitle(''),
            );
          }}
        >
          <label htmlFor={moduleTitleId} className="grow">
            <Trans>New module title</Trans>
            <input
              id={moduleTitleId}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
              required
              maxLength={150}
              value={moduleTitle}
              onChange={(event) => setModuleTitle(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-primary">
            <Trans>Add module</Trans>
          </button>
        </form>
      </div>
    );

  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Lessons`}>
        <Trans>
          Build the course’s modules and lessons: videos, notes, files and live classes.
        </Trans>
      </AdminPageIntro>
      <p>
        <Link to={adminPaths.courseEdit.getHref(courseId)} className="text-primary underline">
          <Trans>Back to the course</Trans>
        </Link>
      </p>
      {content}
    </div>
  );
}
