import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatRupees } from '#common/format';
import type { CourseDto } from '#common/schemas/courses';
import { COURSE_MODES } from '#common/courses';
import { editColumn, pictureColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import { Label, type Column } from '#web/components/data-table';
import { adminPaths } from '#common/admin-paths';
import { toast } from '#web/lib/toast';
import { adminCoursesQuery } from '../api/admin-courses-query';
import { courseFiltersQuery } from '../api/course-filters-query';
import { useSetCoursePublished } from '../api/set-course-published';
import { levelLabels, modeLabels } from './course-value-labels';
import './messages';

function PublishToggle({ course }: { course: CourseDto }) {
  const { t } = useLingui();
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
      {setPublished.isPending ? t`Loading...` : course.isPublish ? t`Published` : t`Unpublished`}
      <span className="sr-only">
        {course.isPublish ? t`, press to unpublish` : t`, press to publish`}
      </span>
    </button>
  );
}

const columns: Column<CourseDto>[] = [
  pictureColumn(msg`Thumbnail`, (row) => row.courseThumbnail),
  {
    header: msg`Title`,
    cell: (course) => course.courseTitle,
    className: 'text-ink font-medium',
    sortKey: 'title',
  },
  { header: msg`Category`, cell: (course) => course.category, sortKey: 'category' },
  {
    header: msg`Price`,
    cell: (course) => formatRupees(course.coursePrice),
    className: 'tabular-nums whitespace-nowrap',
    sortKey: 'price',
  },
  {
    header: msg`Level`,
    cell: (course) => <Label words={levelLabels[course.courseLevel]} />,
  },
  {
    header: msg`Students`,
    cell: (course) => course.studentCount,
    className: 'tabular-nums',
    sortKey: 'students',
  },
  { header: msg`Status`, cell: (course) => <PublishToggle course={course} /> },
  editColumn(
    (row) => adminPaths.courseEdit.getHref(row._id),
    (row) => row.courseTitle,
  ),
];

export function AdminCoursesPage() {
  const { t } = useLingui();
  const categories = useQuery(courseFiltersQuery).data?.categories ?? [];
  return (
    <AdminListPage
      title={t`All Courses`}
      intro={t`Every course, with its publish status. Press a status to publish or unpublish the course.`}
      actions={
        <Link to={adminPaths.courseCreate.getHref()} className="btn btn-primary">
          <Trans>Add Course</Trans>
        </Link>
      }
      caption={t`Courses`}
      columns={columns}
      rowKey={(course) => course._id}
      emptyText={t`No courses yet. Add the first one.`}
      noMatchText={t`No courses match.`}
      toolbar={{
        searchHint: t`Title, category or instructor`,
        filters: [
          {
            name: 'status',
            label: t`Status`,
            all: t`All statuses`,
            options: [
              ['published', t`Published`],
              ['draft', t`Unpublished`],
            ],
          },
          {
            name: 'kind',
            label: t`Category`,
            all: t`All categories`,
            options: categories.map((category) => [category, category] as const),
          },
          {
            name: 'mode',
            label: t`Mode`,
            all: t`All modes`,
            options: COURSE_MODES.map((mode) => [mode, modeLabels[mode]] as const),
          },
        ],
        dates: true,
        exportPath: '/course/export.csv',
      }}
      query={adminCoursesQuery}
    />
  );
}
