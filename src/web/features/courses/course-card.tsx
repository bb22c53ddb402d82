import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { truncate } from '#common/format';
import type { CourseSummaryDto } from '#common/schemas/courses';
import { CoverImage } from '#web/components/cover-image';
import { BarChartIcon, UsersIcon } from '#web/components/learning-icons';
import { ClockIcon } from '#web/components/contact-icons';
import { levelLabels } from './course-labels';
import { SUBTITLE_PREVIEW_LENGTH, studentCountLabel } from './course-text';
import { paths } from '#common/paths';
import './messages';
import { useLocalized } from '#web/lib/use-localized';

export const cardImageSizes = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

interface CourseCardProps {
  course: CourseSummaryDto;
  /** Level, duration and student count under the instructor. */
  withFacts?: boolean;
  /** In the first row: the picture loads at once. */
  priority?: boolean;
  /** The card's actions; given the id of the title so links can refer to it. */
  children: (titleId: string) => ReactNode;
}

/** A course in a grid: picture, category, title, subtitle preview, instructor and actions. */
export function CourseCard({ course, withFacts = false, priority, children }: CourseCardProps) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const titleId = useId();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CoverImage src={course.courseThumbnail} alt="" sizes={cardImageSizes} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <p className="bg-brand-50 text-brand-700 self-start rounded-full px-3 py-1 text-xs font-semibold">
          {inLanguage(course, 'category')}
        </p>
        <h2 id={titleId} className="mt-3 text-lg leading-snug font-bold">
          <Link to={paths.courseDetail.getHref(course._id)} className="hover:text-brand-700">
            {inLanguage(course, 'courseTitle')}
          </Link>
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          {truncate(inLanguage(course, 'subTitle'), SUBTITLE_PREVIEW_LENGTH)}
        </p>
        <p className="mt-3 text-sm">
          <span className="text-slate-500">
            <Trans>Instructor:</Trans>{' '}
          </span>
          <span className="text-ink font-medium">{course.instructor}</span>
        </p>
        {withFacts && (
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <li className="flex items-center gap-1.5">
              <BarChartIcon className="size-4 text-slate-400" />
              <span className="sr-only">
                <Trans>Level:</Trans>{' '}
              </span>
              {t(levelLabels[course.courseLevel])}
            </li>
            <li className="flex items-center gap-1.5">
              <ClockIcon className="size-4 text-slate-400" />
              <span className="sr-only">
                <Trans>Duration:</Trans>{' '}
              </span>
              {inLanguage(course, 'courseDuration')}
            </li>
            <li className="flex items-center gap-1.5">
              <UsersIcon className="size-4 text-slate-400" />
              {t(studentCountLabel(course.studentCount))}
            </li>
          </ul>
        )}
        <div className="mt-auto pt-5">
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
            {children(titleId)}
          </div>
        </div>
      </div>
    </article>
  );
}
