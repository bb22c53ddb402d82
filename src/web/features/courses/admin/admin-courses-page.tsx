import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatRupees } from '#common/format';
import type { CourseDto } from '#common/schemas/courses';
import { COURSE_MODES, courseModeLabels } from '#common/courses';
import { editColumn, pictureColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { paths } from '#common/paths';
import { toast } from '#web/lib/toast';
import { adminCoursesQuery } from '../api/admin-courses-query';
import { courseFiltersQuery } from '../api/course-filters-query';
import { useSetCoursePublished } from '../api/set-course-published';

function PublishToggle({ course }: { course: CourseDto }) {
  const setPublished = useSetCoursePublished();
  const toggle = async () => {
    try {
      const { message } = await setPublished.mutateAsync({
        id: course._id,
        publish: !course.isPublish,
      });
      if (message) toast.success(message);
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <button
      type="button"
      disabled={setPublished.isPending}
      onClick={() => void toggle()}
      className={`relative rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap transition-colors disabled:opacity-60 ${
        course.isPublish
          ? 'bg-green-100 text-green-800 hover:bg-green-200'
          : 'bg-red-100 text-red-800 hover:bg-red-200'
      }`}
    >
      {setPublished.isPending ? 'Loading...' : course.isPublish ? 'Published' : 'Unpublished'}
      <span className="sr-only">
        {course.isPublish ? ', press to unpublish' : ', press to publish'}
      </span>
    </button>
  );
}

const columns: Column<CourseDto>[] = [
  pictureColumn('Thumbnail', (row) => row.courseThumbnail),
  {
    header: 'Title',
    cell: (course) => course.courseTitle,
    className: 'text-ink font-medium',
    sortKey: 'title',
  },
  { header: 'Category', cell: (course) => course.category, sortKey: 'category' },
  {
    header: 'Price',
    cell: (course) => formatRupees(course.coursePrice),
    className: 'tabular-nums whitespace-nowrap',
    sortKey: 'price',
  },
  { header: 'Level', cell: (course) => course.courseLevel },
  {
    header: 'Students',
    cell: (course) => course.studentCount,
    className: 'tabular-nums',
    sortKey: 'students',
  },
  { header: 'Status', cell: (course) => <PublishToggle course={course} /> },
  editColumn(
    (row) => paths.admin.courseEdit.getHref(row._id),
    (row) => row.courseTitle,
  ),
];

export function AdminCoursesPage() {
  const categories = useQuery(courseFiltersQuery).data?.categories ?? [];
  return (
    <AdminListPage
      title="All Courses"
      intro="Every course, with its publish status. Press a status to publish or unpublish the course."
      actions={
        <Link to={paths.admin.courseCreate.getHref()} className="btn btn-primary">
          Add Course
        </Link>
      }
      caption="Courses"
      columns={columns}
      rowKey={(course) => course._id}
      emptyText="No courses yet. Add the first one."
      noMatchText="No courses match."
      toolbar={{
        searchHint: 'Title, category or instructor',
        filters: [
          {
            name: 'status',
            label: 'Status',
            all: 'All statuses',
            options: [
              ['published', 'Published'],
              ['draft', 'Unpublished'],
            ],
          },
          {
            name: 'kind',
            label: 'Category',
            all: 'All categories',
            options: categories.map((category) => [category, category] as const),
          },
          {
            name: 'mode',
            label: 'Mode',
            all: 'All modes',
            options: COURSE_MODES.map((mode) => [mode, courseModeLabels[mode]] as const),
          },
        ],
        dates: true,
        exportPath: '/course/export.csv',
      }}
      query={adminCoursesQuery}
    />
  );
}
