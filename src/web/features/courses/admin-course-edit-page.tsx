import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageLoading } from '../../components/page-loading';
import { StateMessage } from '../../components/state-message';
import { useAuth } from '../../lib/auth';
import { courseKeys, courseQuery, isNotFound } from '../../lib/course-queries';
import { paths } from '../../lib/paths';
import { removeCourse } from './api/manage-course';
import { CourseContentForm } from './course-content-form';
import { CourseImageForm } from './course-image-form';

export function AdminCourseEditPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: course, status, error, refetch } = useQuery(courseQuery(id, user?._id));

  const remove = async () => {
    try {
      const { message } = await removeCourse(id);
      toast.success(message ?? 'Course deleted');
      // Leave first, so this page does not ask again for a course that is gone.
      await navigate(paths.admin.courses.getHref());
      queryClient.removeQueries({ queryKey: courseKeys.detail(user?._id ?? '', id) });
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    } catch {
      toast.error('unable to delete course');
    }
  };

  const intro = (
    <AdminPageIntro title="Update Course">
      Change a course’s image or details, or delete it.
    </AdminPageIntro>
  );
  const back = (
    <Link to={paths.admin.courses.getHref()} className="btn btn-outline">
      Back to All Courses
    </Link>
  );

  if (status === 'pending') return <PageLoading />;
  if (status === 'error')
    return (
      <div className="space-y-6">
        {intro}
        <StateMessage
          role="alert"
          title={
            isNotFound(error) ? 'This course does not exist.' : 'The course could not be loaded.'
          }
          action={
            isNotFound(error) ? (
              back
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
                Try again
              </button>
            )
          }
        />
      </div>
    );

  return (
    <div className="space-y-6">
      {intro}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink text-lg font-bold">{course.courseTitle}</p>
        {back}
      </div>
      <CourseImageForm course={course} />
      <CourseContentForm key={course.updatedAt} course={course} />
      <section className="card border-red-200" aria-labelledby="delete-course">
        <h2 id="delete-course" className="text-lg font-bold">
          Delete Course
        </h2>
        <p className="mt-2 text-slate-600">
          A course that has been bought is unpublished instead, so its students keep their record.
        </p>
        <ConfirmDialog
          title="Delete this course?"
          description={`“${course.courseTitle}” and its files will be removed. This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={remove}
        >
          <button type="button" className="btn mt-5 bg-red-600 text-white hover:bg-red-700">
            Delete Course
          </button>
        </ConfirmDialog>
      </section>
    </div>
  );
}
