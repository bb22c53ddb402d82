import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatRupees, truncate } from '#common/format';
import type { CourseSummaryDto } from '#common/schemas/courses';
import { Carousel } from '#web/components/carousel';
import { CoverImage } from '#web/components/cover-image';
import { ArrowRightIcon } from '#web/components/icons';
import { UsersIcon } from '#web/components/learning-icons';
import { useAuth } from '#web/lib/auth';
import { coursesQuery } from './api/courses-query';
import { levelLabels } from './course-labels';
import { SUBTITLE_PREVIEW_LENGTH, studentCountLabel } from './course-text';
import { paths } from '#common/paths';
import './messages';
import { useLocalized } from '#web/lib/use-localized';

function FeaturedCourseCard({ course }: { course: CourseSummaryDto }) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const href = paths.courseDetail.getHref(course._id);
  const courseTitle = inLanguage(course, 'courseTitle');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CoverImage
        src={course.courseThumbnail}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3 text-xs font-semibold">
          <span className="bg-brand-50 text-brand-700 rounded-full px-3 py-1">
            {inLanguage(course, 'category')}
          </span>
          <span className="text-slate-500">{t(levelLabels[course.courseLevel])}</span>
        </div>
        <h3 className="mt-3 text-lg leading-snug font-bold">
          <Link to={href} className="hover:text-brand-700">
            {courseTitle}
          </Link>
        </h3>
        <p className="mt-2 text-sm text-slate-600">
          {truncate(inLanguage(course, 'subTitle'), SUBTITLE_PREVIEW_LENGTH)}
        </p>
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600">
          <UsersIcon className="size-4 text-slate-400" />
          {t(studentCountLabel(course.studentCount))}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <span className="text-ink text-lg font-extrabold tabular-nums">
            {formatRupees(course.coursePrice)}
          </span>
          <Link to={href} className="btn btn-outline" aria-label={t`Know More: ${courseTitle}`}>
            <Trans>Know More</Trans>
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The home page's course carousel; hidden while there are no courses to show. */
export function FeaturedCourses() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { data: courses } = useQuery(coursesQuery(user?._id));
  if (!courses?.length) return null;
  return (
    <section aria-labelledby="featured-courses" className="bg-slate-50 py-20">
      <div className="page-container">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
              <Trans>Learn with us</Trans>
            </p>
            <h2 id="featured-courses" className="mt-2 text-3xl font-extrabold tracking-tight">
              <Trans>Featured Courses</Trans>
            </h2>
          </div>
          <Link to={paths.courses.getHref()} className="text-brand-700 font-semibold underline">
            <Trans>View all courses</Trans>
          </Link>
        </div>
        <Carousel
          label={t`Course cards`}
          slideClassName="basis-full min-[600px]:basis-1/2 lg:basis-1/3"
        >
          {courses.map((course) => (
            <FeaturedCourseCard key={course._id} course={course} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
