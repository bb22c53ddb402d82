import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { paths } from '#common/paths';
import type { AdminModulesDto, LessonInput, Move } from '#common/schemas/lessons';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StateMessage } from '#web/components/state-message';
import type { ApiEnvelope } from '#common/api';
import { adminLessonsQuery, lessonBuilder, lessonKeys } from '../api/lessons';
import { useDragReorder, type DragItem } from './drag-reorder';
import { LessonForm, useKindLabels } from './lesson-form';
import { LessonUpload } from './lesson-upload';
import './messages';

/** The handle a pointer drags a row by; the keyboard uses the Move buttons beside it. */
function DragHandle(props: ReturnType<ReturnType<typeof useDragReorder>['handle']>) {
  const { t } = useLingui();
  return (
    <span
      {...props}
      aria-hidden="true"
      title={t`Drag to reorder`}
      className="cursor-grab rounded px-1 text-lg leading-none text-slate-400 select-none hover:text-slate-700"
    >
      ⠿
    </span>
  );
}

/** Move up / Move down buttons: the keyboard's way to reorder. */
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
  /** What the last reorder did, said to screen readers. */
  const [announcement, setAnnouncement] = useState('');
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
  /** Saves one move (one request) and says where the item is now. */
  const move = async (kind: 'module' | 'lesson', id: string, to: Move) => {
    const write =
      kind === 'module' ? lessonBuilder.moveModule(id, to) : lessonBuilder.moveLesson(id, to);
    const data = (await write).data;
    show(data);
    const lists = data ? [data, ...data.map((module) => module.lessons)] : [];
    for (const list of lists) {
      const at = list.findIndex((item) => item.id === id);
      const item = list[at];
      if (item) setAnnouncement(t`“${item.title}” moved to place ${at + 1} of ${list.length}.`);
    }
  };
  const drag = useDragReorder((item: DragItem, to: number) => {
    void move(item.list === 'modules' ? 'module' : 'lesson', item.id, { to });
  });
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
          <section
            key={module.id}
            className="card data-drop-target:ring-brand-500 data-drop-target:ring-2"
            aria-labelledby={`module-${module.id}`}
            {...drag.row({ id: module.id, list: 'modules' }, index)}
          >
            <div className="flex flex-wrap items-center gap-2">
              <DragHandle {...drag.handle({ id: module.id, list: 'modules' })} />
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
                onMove={(direction) => void move('module', module.id, { direction })}
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
                <li
                  key={lesson.id}
                  className="data-drop-target:ring-brand-500 rounded-lg border border-slate-200 p-3 data-drop-target:ring-2"
                  {...drag.row({ id: lesson.id, list: module.id }, place)}
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <DragHandle {...drag.handle({ id: lesson.id, list: module.id })} />
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
                      onMove={(direction) => void move('lesson', lesson.id, { direction })}
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
      <p className="flex flex-wrap gap-4">
        <Link to={adminPaths.courseEdit.getHref(courseId)} className="text-primary underline">
          <Trans>Back to the course</Trans>
        </Link>
        <Link to={paths.learn.getHref(courseId)} className="text-primary underline">
          <Trans>Preview as a student</Trans>
        </Link>
        <Link to={adminPaths.courseProgress.getHref(courseId)} className="text-primary underline">
          <Trans>Progress</Trans>
        </Link>
        <Link
          to={adminPaths.courseCompletions.getHref(courseId)}
          className="text-primary underline"
        >
          <Trans>Completion list and certificates</Trans>
        </Link>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>
          Drag a module or a lesson by its handle to reorder, or use Move up and Move down.
        </Trans>
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {content}
    </div>
  );
}
