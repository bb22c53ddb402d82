import type { CourseDto } from '#common/schemas/courses';

/** What the course teaches, what it asks beforehand and whom it suits; nothing when unwritten. */
export function CourseHighlights({ course }: { course: CourseDto }) {
  const { learningPoints, prerequisites, audience } = course;
  if (learningPoints.length === 0 && !prerequisites && !audience) return null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      {learningPoints.length > 0 && (
        <section aria-labelledby="will-learn" className="card lg:col-span-2">
          <h2 id="will-learn" className="text-xl font-bold">
            What you will learn
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
              Prerequisites
            </h2>
            <p className="mt-3 whitespace-pre-line text-slate-700">{prerequisites}</p>
          </section>
        )}
        {audience && (
          <section aria-labelledby="audience" className="card">
            <h2 id="audience" className="text-xl font-bold">
              Who this course is for
            </h2>
            <p className="mt-3 whitespace-pre-line text-slate-700">{audience}</p>
          </section>
        )}
      </div>
    </div>
  );
}
