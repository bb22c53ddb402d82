import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { formatDateTime } from '#common/format';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StateMessage } from '#web/components/state-message';
import { courseProgressQuery } from '../api/lessons';
import { AttendanceNeeded } from '../lessons/attendance-needed';
import './messages';

const cellClass = 'px-2 py-1';

/**
 * A course's progress for the admin: each enrolled student's (lessons complete, complete or not,
 * the last lesson opened and when) and each lesson's (opened, completed, where students stop).
 */
export function CourseProgressPage() {
  const { t } = useLingui();
  const courseId = useParams().id ?? '';
  const progress = useQuery(courseProgressQuery(courseId));

  let content;
  if (progress.status === 'pending') content = <PageLoading />;
  else if (progress.status === 'error')
    content = (
      <LoadError
        title={t`The progress could not be loaded.`}
        onRetry={() => void progress.refetch()}
      />
    );
  else {
    const { students, lessons } = progress.data;
    content = (
      <div className="space-y-8">
        <section className="card overflow-x-auto" aria-labelledby="by-student">
          <h2 id="by-student" className="text-lg font-bold">
            <Trans>By student</Trans>
          </h2>
          {students.length === 0 ? (
            <StateMessage title={t`No student is enrolled in this course yet.`} />
          ) : (
            <table className="mt-3 min-w-full text-sm">
              <caption className="sr-only">{t`Each student’s progress in the course`}</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className={cellClass}>{t`Student`}</th>
                  <th scope="col" className={`${cellClass} text-right`}>{t`Lessons complete`}</th>
                  <th scope="col" className={cellClass}>{t`Course`}</th>
                  <th scope="col" className={cellClass}>{t`Last lesson opened`}</th>
                  <th scope="col" className={cellClass}>{t`Last opened`}</th>
                </tr>
              </thead>
              <tbody>
                {students.map((student) => (
                  <tr key={student.id} className="border-t border-slate-100">
                    <th scope="row" className={`${cellClass} text-left font-medium`}>
                      {student.name}
                      <span className="block text-xs font-normal text-slate-500">
                        {student.email}
                      </span>
                    </th>
                    <td className={`${cellClass} text-right`}>
                      {t`${student.done} of ${student.total}`}
                    </td>
                    <td className={cellClass}>
                      {student.complete ? (
                        <span className="font-semibold text-green-700">
                          {t`Completed`}
                          {student.completedAt && ` · ${formatDateTime(student.completedAt)}`}
                        </span>
                      ) : (
                        <>
                          {t`Not complete`}
                          {!student.testsPassed && (
                            <span className="block text-sm font-semibold text-amber-800">
                              {t`A test required for completion is not passed yet`}
                            </span>
                          )}
                          <AttendanceNeeded attendance={student.attendance} />
                        </>
                      )}
                    </td>
                    <td className={cellClass}>{student.lastLesson ?? t`Not started`}</td>
                    <td className={cellClass}>
                      {student.lastOpenedAt ? formatDateTime(student.lastOpenedAt) : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="card overflow-x-auto" aria-labelledby="by-lesson">
          <h2 id="by-lesson" className="text-lg font-bold">
            <Trans>By lesson</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              “Stopped here” counts the students whose last opened lesson this is: where they stop.
            </Trans>
          </p>
          {lessons.length === 0 ? (
            <StateMessage title={t`This course has no lessons yet.`} />
          ) : (
            <table className="mt-3 min-w-full text-sm">
              <caption className="sr-only">{t`How many students opened and completed each lesson`}</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className={cellClass}>{t`Lesson`}</th>
                  <th scope="col" className={cellClass}>{t`Module`}</th>
                  <th scope="col" className={`${cellClass} text-right`}>{t`Opened`}</th>
                  <th scope="col" className={`${cellClass} text-right`}>{t`Completed`}</th>
                  <th scope="col" className={`${cellClass} text-right`}>{t`Stopped here`}</th>
                </tr>
              </thead>
              <tbody>
                {lessons.map((lesson) => (
                  <tr key={lesson.id} className="border-t border-slate-100">
                    <th scope="row" className={`${cellClass} text-left font-medium`}>
                      {lesson.title}
                      {!lesson.required && (
                        <span className="ml-1 text-xs font-normal text-slate-500">
                          {t`(optional)`}
                        </span>
                      )}
                    </th>
                    <td className={cellClass}>{lesson.module}</td>
                    <td className={`${cellClass} text-right`}>{lesson.opened}</td>
                    <td className={`${cellClass} text-right`}>{lesson.completed}</td>
                    <td className={`${cellClass} text-right`}>{lesson.lastOpened}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageIntro
        title={progress.data ? t`Progress: ${progress.data.courseTitle}` : t`Progress`}
      >
        <Trans>Who is where in the course, and the lessons where students stop.</Trans>
      </AdminPageIntro>
      <p className="flex flex-wrap gap-4">
        <Link to={adminPaths.courseLessons.getHref(courseId)} className="text-primary underline">
          <Trans>Lessons</Trans>
        </Link>
        <Link
          to={adminPaths.courseCompletions.getHref(courseId)}
          className="text-primary underline"
        >
          <Trans>Completion list and certificates</Trans>
        </Link>
      </p>
      {content}
    </div>
  );
}
