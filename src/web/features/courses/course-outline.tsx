import { formatHours, formatLength, outlineMinutes } from '#common/course-outline';
import type { CourseDto } from '#common/schemas/courses';

/** The modules as an accordion (native disclosure: keyboard and screen readers for free). */
export function CourseOutline({ outline }: { outline: CourseDto['outline'] }) {
  if (outline.length === 0) return null;
  const lessons = outline.reduce((sum, module) => sum + module.lessons.length, 0);
  return (
    <section aria-labelledby="course-outline">
      <h2 id="course-outline" className="text-2xl font-bold">
        Course outline
      </h2>
      <p className="mt-2 text-slate-600">
        {outline.length} {outline.length === 1 ? 'module' : 'modules'} · {lessons}{' '}
        {lessons === 1 ? 'lesson' : 'lessons'} ·{' '}
        <strong className="text-ink">{formatHours(outlineMinutes(outline))} in total</strong>
      </p>
      <div className="mt-5 max-w-3xl divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {outline.map((module, index) => (
          <details key={index} className="group" open={index === 0}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span>
                <span className="text-brand-700 mr-2 text-sm">Module {index + 1}</span>
                {module.title}
              </span>
              <span className="flex shrink-0 items-center gap-3 text-sm font-normal text-slate-500">
                {formatLength(outlineMinutes([module]))}
                <span
                  aria-hidden="true"
                  className="inline-block transition-transform group-open:rotate-180"
                >
                  ▾
                </span>
              </span>
            </summary>
            <ol className="space-y-2 px-5 pb-4">
              {module.lessons.map((lesson, lessonIndex) => (
                <li key={lessonIndex} className="flex justify-between gap-4 text-slate-700">
                  <span>{lesson.title}</span>
                  <span className="shrink-0 text-sm text-slate-500 tabular-nums">
                    {lesson.minutes} min
                  </span>
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}
