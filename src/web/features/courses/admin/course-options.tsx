import type { CourseSummaryDto } from '#common/schemas/courses';

/** The `<option>`s of a course picker, after a "Choose a course" placeholder. */
export function CourseOptions({ courses }: { courses: CourseSummaryDto[] | undefined }) {
  return (
    <>
      <option value="">{courses ? 'Choose a course' : 'Loading courses…'}</option>
      {courses?.map((course) => (
        <option key={course._id} value={course._id}>
          {course.courseTitle}
          {course.isPublish ? '' : ' (unpublished)'}
        </option>
      ))}
    </>
  );
}
