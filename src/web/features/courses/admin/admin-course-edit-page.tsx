import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminEditPage } from '#web/components/admin-edit-page';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { useAuth } from '#web/lib/auth';
import { adminPaths } from '#common/admin-paths';
import { toast } from '#web/lib/toast';
import { courseQuery } from '../api/course-query';
import { useRemoveCourse } from '../api/remove-course';
import { CourseBatchesEditor } from './course-batches-editor';
import { CourseContentForm } from './course-content-form';
import { CourseImageForm } from './course-image-form';
import { CourseOutlineForm } from './course-outline-form';
import './messages';

export function AdminCourseEditPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const removeCourse = useRemoveCourse();

  const remove = async () => {
    try {
      const { message } = await removeCourse.mutateAsync(id);
      toast.success(message ?? t`Course deleted`);
      await navigate(adminPaths.courses.getHref());
    } catch {
      toast.error(t`unable to delete course`);
    }
  };

  return (
    <AdminEditPage
      title={t`Update Course`}
      intro={t`Change a course’s image, details, outline and batches, or delete it.`}
      query={useQuery(courseQuery(id, user?._id))}
      noun={t`course`}
      back={{ href: adminPaths.courses.getHref(), label: t`Back to All Courses` }}
      nameOf={(course) => course.courseTitle}
    >
      {(course) => (
        <>
          <CourseImageForm course={course} />
          <CourseContentForm key={course._id} course={course} />
          <CourseOutlineForm key={`outline-${course._id}`} course={course} />
          <section className="card" aria-labelledby="course-lessons">
            <h2 id="course-lessons" className="text-lg font-bold">
              <Trans>Lessons</Trans>
            </h2>
            <p className="mt-2 text-slate-600">
              <Trans>
                Give each lesson its video, notes, file or live class, and set free previews.
              </Trans>
            </p>
            <Link
              to={adminPaths.courseLessons.getHref(course._id)}
              className="btn btn-primary mt-4"
            >
              <Trans>Build lessons</Trans>
            </Link>
          </section>
          <section className="card" aria-labelledby="course-tests">
            <h2 id="course-tests" className="text-lg font-bold">
              <Trans>Tests</Trans>
            </h2>
            <p className="mt-2 text-slate-600">
              <Trans>
                Keep the course’s question bank, make online and paper tests, enter marks and read
                each test’s statistics.
              </Trans>
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={adminPaths.questionBank.getHref(course._id)} className="btn btn-primary">
                <Trans>Question bank</Trans>
              </Link>
              <Link to={adminPaths.courseTests.getHref(course._id)} className="btn btn-outline">
                <Trans>Tests</Trans>
              </Link>
            </div>
          </section>
          <CourseBatchesEditor courseId={course._id} />
          <section className="card border-red-200" aria-labelledby="delete-course">
            <h2 id="delete-course" className="text-lg font-bold">
              <Trans>Delete Course</Trans>
            </h2>
            <p className="mt-2 text-slate-600">
              <Trans>
                A course that has been bought is unpublished instead, so its students keep their
                record.
              </Trans>
            </p>
            <ConfirmDialog
              title={t`Delete this course?`}
              description={t`“${course.courseTitle}” and its files will be removed. This cannot be undone.`}
              confirmLabel={t`Delete`}
              onConfirm={remove}
            >
              <button type="button" className="btn mt-5 bg-red-600 text-white hover:bg-red-700">
                <Trans>Delete Course</Trans>
              </button>
            </ConfirmDialog>
          </section>
        </>
      )}
    </AdminEditPage>
  );
}
