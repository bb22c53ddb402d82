import { useLingui } from '@lingui/react/macro';
import type { CourseSummaryDto } from '#common/schemas/courses';
import './messages';

/** The `<option>`s of a course picker, after a "Choose a course" placeholder. */
export function CourseOptions({ courses }: { courses: CourseSummaryDto[] | undefined }) {
  const { t } = useLingui();
  return (
    <>
      <option value="">{courses ? t`Choose a course` : t`Loading courses…`}</option>
      {courses?.map(({ _id, courseTitle, isPublish }) => (
        <option key={_id} value={_id}>
          {isPublish ? courseTitle : t`${courseTitle} (unpublished)`}
        </option>
      ))}
    </>
  );
}
