import type { ReactNode } from 'react';
import type { CourseDto } from '#common/schemas/courses';
import { CourseBatches } from './course-batches';
import { CourseHighlights } from './course-highlights';
import { CourseOutline } from './course-outline';

/** What the course teaches, its modules and its next batches, beside the `demo` booking. */
export function CoursePlan({ course, demo }: { course: CourseDto; demo: ReactNode }) {
  return (
    <div className="space-y-14">
      <CourseHighlights course={course} />
      <CourseOutline outline={course.outline} />
      <div className="grid items-start gap-8 lg:grid-cols-[1.4fr_1fr]">
        <CourseBatches batches={course.batches} />
        {demo}
      </div>
    </div>
  );
}
