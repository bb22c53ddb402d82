import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatRupees } from '#common/format';
import type { CourseDto } from '#common/schemas/courses';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { CourseThumbnail } from '../../components/course-thumbnail';
import { DataTable, type Column } from '../../components/data-table';
import { courseKeys } from '../../lib/course-queries';
import { paths } from '../../lib/paths';
import { usePageParam } from '../../lib/use-page-param';
import { adminCoursesQuery } from './api/admin-courses-query';
import { setCoursePublished } from './api/manage-course';

function PublishToggle({ course }: { course: CourseDto }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    try {
      const { message } = await setCoursePublished(course._id, !course.isPublish);
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      if (message) toast.success(message);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => void toggle()}
      className={`relative rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap transition-colors disabled:opacity-60 ${
        course.isPublish
          ? 'bg-green-100 text-green-800 hover:bg-green-200'
          : 'bg-red-100 text-red-800 hover:bg-red-200'
      }`}
    >
      {pending ? 'Loading...' : course.isPublish ? 'Published' : 'Unpublished'}
      <span className="sr-only">
        {course.isPublish ? ', press to unpublish' : ', press to publish'}
      </span>
    </button>
  );
}

const columns: Column<CourseDto>[] = [
  {
    header: 'Thumbnail',
    cell: (course) => (
      <div className="w-20">
        <CourseThumbnail src={course.courseThumbnail} alt="" sizes="80px" className="rounded-md" />
      </div>
    ),
  },
  { header: 'Title', cell: (course) => course.courseTitle, className: 'text-ink font-medium' },
  { header: 'Category', cell: (course) => course.category },
  {
    header: 'Price',
    cell: (course) => formatRupees(course.coursePrice),
    className: 'tabular-nums whitespace-nowrap',
  },
  { header: 'Level', cell: (course) => course.courseLevel },
  { header: 'Students', cell: (course) => course.studentCount, className: 'tabular-nums' },
  { header: 'Status', cell: (course) => <PublishToggle course={course} /> },
  {
    header: 'Edit',
    cell: (course) => (
      <Link
        to={paths.admin.courseEdit.getHref(course._id)}
        className="text-brand-700 relative font-semibold underline"
      >
        Edit<span className="sr-only"> {course.courseTitle}</span>
      </Link>
    ),
  },
];

export function AdminCoursesPage() {
  const [page, setPage] = usePageParam();
  const { data, status, isPlaceholderData, refetch } = useQuery(adminCoursesQuery(page));

  return (
    <div className="space-y-6">
      <AdminPageIntro title="All Courses">
        Every course, with its publish status. Press a status to publish or unpublish the course.
      </AdminPageIntro>
      <div className="flex justify-end">
        <Link to={paths.admin.courseCreate.getHref()} className="btn btn-primary">
          Add Course
        </Link>
      </div>
      <DataTable
        caption="Courses"
        columns={columns}
        rows={data?.courses}
        rowKey={(course) => course._id}
        status={status}
        refreshing={isPlaceholderData}
        emptyText="No courses yet. Add the first one."
        onRetry={() => void refetch()}
        page={page}
        rowsPage={data?.page}
        pageCount={data?.pages ?? 1}
        onPageChange={setPage}
      />
    </div>
  );
}
