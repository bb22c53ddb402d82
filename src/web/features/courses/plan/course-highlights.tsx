import { Trans } from '@lingui/react/macro';
import type { CourseDto } from '#common/schemas/courses';
import { useLocalized } from '#web/lib/use-localized';
import './messages';

/** What the course teaches, what it asks beforehand and whom it suits; nothing when unwritten. */
export function CourseHighlights({ course }: { course: CourseDto }) {
  const inLanguage = useLocalized();
  const learningPoints = course.learningPoints.map((point, index) =>
    inLanguage({ point, pointHi: course.learningPointsHi[index] }, 'point'),
  );
  const prerequisites = inLanguage(course, 'prerequisites');
  const audience = inLanguage(course, 'audience');
  if (learningPoints.length === 0 && !prerequisites && !audience) return null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      {learningPoints.length > 0 && (
        <section aria-labelledby="will-learn" className="card lg:col-span-2">
          <h2 id="will-learn" className="text-xl font-bold">
            <Trans>What you will learn</Trans>
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {learningPoints.map((point) => (
              <li key={point} className="flex gap-2 text-slate-700">
                <span aria-hidden="true" className="font-bold text-green-700">
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="space-y-6">
        {prerequisites && (
          <section aria-labelledby="prerequisites" className="card">
            <h2 id="prerequisites" className="text-xl font-bold">
              <Trans>Prerequisites</Trans>
            </h2>
            <p className="mt-3 whitespace-pre-line text-slate-700">{prerequisites}</p>
          </section>
        )}
        {audience && (
          <section aria-labelledby="audience" className="card">
            <h2 id="audience" className="text-xl font-bold">
              <Trans>Who this course is for</Trans>
            </h2>
            <p className="mt-3 whitespace-pre-line text-slate-700">{audience}</p>
          </section>
        )}
      </div>
    </div>
  );
}
