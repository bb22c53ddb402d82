import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { AdminEditPage } from '#web/components/admin-edit-page';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { useAuth } from '#web/lib/auth';
import { paths } from '#common/paths';
import { toast } from '#web/lib/toast';
import { courseQuery } from '../api/course-query';
import { useRemoveCourse } from '../api/remove-course';
import { CourseBatchesEditor } from './course-batches-editor';
import { CourseContentForm } from './course-content-form';
import { CourseImageForm } from './course-image-form';
import { CourseOutlineForm } from './course-outline-form';

export function AdminCourseEditPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const removeCourse = useRemoveCourse();

  const remove = async () => {
    try {
      const { message } = await removeCourse.mutateAsync(id);
      toast.success(message ?? 'Course deleted');
      await navigate(paths.admin.courses.getHref());
    } catch {
      toast.error('unable to delete course');
    }
  };

  return (
    <AdminEditPage
      title="Update Course"
      intro="Change a course’s image, details, outline and batches, or delete it."
      query={useQuery(courseQuery(id, user?._id))}
      noun="course"
      back={{ href: paths.admin.courses.getHref(), label: 'Back to All Courses' }}
      nameOf={(course) => course.courseTitle}
    >
      {(course) => (
        <>
          <CourseImageForm course={course} />
          <CourseContentForm key={course._id} course={course} />
          <CourseOutlineForm key={`outline-${course._id}`} course={course} />
          <CourseBatchesEditor courseId={course._id} />
          <section className="card border-red-200" aria-labelledby="delete-course">
            <h2 id="delete-course" className="text-lg font-bold">
              Delete Course
            </h2>
            <p className="mt-2 text-slate-600">
              A course that has been bought is unpublished instead, so its students keep their
              record.
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
        </>
      )}
    </AdminEditPage>
  );
}
