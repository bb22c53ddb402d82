import { useLingui } from '@lingui/react/macro';
import type { CourseDto } from '#common/schemas/courses';
import { levelLabels, modeLabels } from '../course-labels';
import { studentCountLabel } from '../course-text';
import { useLocalized } from '#web/lib/use-localized';
import './messages';

/** Instructor, level, duration, language and students of a course, as a list of terms. */
export function CourseFacts({ course }: { course: CourseDto }) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const facts = [
    [t`Instructor`, course.instructor],
    [t`Level`, t(levelLabels[course.courseLevel])],
    [t`Duration`, inLanguage(course, 'courseDuration')],
    [t`Language`, inLanguage(course, 'courseLanguage')],
    [t`Mode`, t(modeLabels[course.courseMode])],
    [t`Students`, t(studentCountLabel(course.studentCount))],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="rounded-xl bg-white/70 p-3 ring-1 ring-slate-200">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
          <dd className="text-ink mt-1 font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
