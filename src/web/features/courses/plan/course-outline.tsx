import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { outlineMinutes } from '#common/course-outline';
import type { CourseDto } from '#common/schemas/courses';
import { useLocalized } from '#web/lib/use-localized';
import './messages';

/** "1 hr 45 min", "2 hr", "45 min": a module's length. */
function useModuleLength() {
  const { t } = useLingui();
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t`${rest} min`;
    return rest === 0 ? t`${hours} hr` : t`${hours} hr ${rest} min`;
  };
}

/** "12.5 hours in total", "45 minutes in total": a course's length. */
function TotalLength({ minutes }: { minutes: number }) {
  if (minutes < 60)
    return <Plural value={minutes} one="# minute in total" other="# minutes in total" />;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return <Plural value={hours} one="# hour in total" other="# hours in total" />;
}

/** The modules as an accordion (native disclosure: keyboard and screen readers for free). */
export function CourseOutline({ outline }: { outline: CourseDto['outline'] }) {
  const moduleLength = useModuleLength();
  const inLanguage = useLocalized();
  if (outline.length === 0) return null;
  const lessons = outline.reduce((sum, module) => sum + module.lessons.length, 0);
  return (
    <section aria-labelledby="course-outline">
      <h2 id="course-outline" className="text-2xl font-bold">
        <Trans>Course outline</Trans>
      </h2>
      <p className="mt-2 text-slate-600">
        <Plural value={outline.length} one="# module" other="# modules" /> ·{' '}
        <Plural value={lessons} one="# lesson" other="# lessons" /> ·{' '}
        <strong className="text-ink">
          <TotalLength minutes={outlineMinutes(outline)} />
        </strong>
      </p>
      <div className="mt-5 max-w-3xl divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {outline.map((module, index) => (
          <details key={index} className="group" open={index === 0}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span>
                <span className="text-brand-700 mr-2 text-sm">
                  <Trans>Module {index + 1}</Trans>
                </span>
                {inLanguage(module, 'title')}
              </span>
              <span className="flex shrink-0 items-center gap-3 text-sm font-normal text-slate-500">
                {moduleLength(outlineMinutes([module]))}
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
                  <span>
                    {inLanguage(lesson, 'title')}
                    {lesson.preview && (
                      <span className="text-brand-700 ml-2 text-xs font-semibold">
                        <Trans>Free preview</Trans>
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-sm text-slate-500 tabular-nums">
                    <Trans>{lesson.minutes} min</Trans>
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
