import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { LearningDto } from '#common/schemas/lessons';
import { useLocalized } from '#web/lib/use-localized';
import { ProgressMeter } from './progress-meter';
import './messages';

interface LessonListProps {
  learning: LearningDto;
  current: string | null;
  /** The address of a lesson on this screen. */
  hrefOf: (lessonId: string) => string;
  /** A lesson was chosen (the list folds away on a phone). */
  onPick: () => void;
}

/** The course's modules and lessons, each module's progress, the current lesson marked. */
export function LessonList({ learning, current, hrefOf, onPick }: LessonListProps) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  return (
    <ol className="space-y-5">
      {learning.modules.map((module, index) => (
        <li key={module.id}>
          <h3 className="font-semibold">
            <span className="text-brand-700 mr-2 text-sm">
              <Trans>Module {index + 1}</Trans>
            </span>
            {inLanguage(module, 'title')}
          </h3>
          {learning.tracked && (
            <div className="mt-2">
              <ProgressMeter {...module.progress} />
            </div>
          )}
          <ol className="mt-2 space-y-1">
            {module.lessons.map((lesson) => {
              const title = inLanguage(lesson, 'title');
              const state = lesson.completed ? t`Complete` : lesson.open ? '' : t`Locked`;
              const inner = (
                <>
                  <span aria-hidden="true" className="w-5 shrink-0 text-center">
                    {lesson.completed ? '✓' : lesson.open ? '•' : '🔒'}
                  </span>
                  <span className="grow">
                    {title}
                    {state && <span className="sr-only"> ({state})</span>}
                    {lesson.freePreview && !learning.enrolled && (
                      <span className="text-brand-700 ml-2 text-xs font-semibold">
                        <Trans>Free preview</Trans>
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                    <Trans>{lesson.minutes} min</Trans>
                  </span>
                </>
              );
              return (
                <li key={lesson.id}>
                  {lesson.open ? (
                    <Link
                      to={hrefOf(lesson.id)}
                      onClick={onPick}
                      aria-current={lesson.id === current ? 'page' : undefined}
                      className={`flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-100 ${
                        lesson.id === current ? 'bg-brand-50 font-semibold' : ''
                      }`}
                    >
                      {inner}
                    </Link>
                  ) : (
                    <span className="flex items-start gap-2 px-2 py-1.5 text-sm text-slate-500">
                      {inner}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
