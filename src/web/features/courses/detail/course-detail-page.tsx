import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_PICTURE_SIZES } from '#common/images';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { lazyPart } from '#web/components/lazy-part';
import { PagePart } from '#web/components/page-part';
import { Link, useLocation, useParams } from 'react-router';
import type { CourseDto } from '#common/schemas/courses';
import { CoverImage } from '#web/components/cover-image';
import { PageIntro } from '#web/components/page-intro';
import { PageLoading } from '#web/components/page-loading';
import { PageTitle } from '#web/components/page-title';
import { LoadError } from '#web/components/load-error';
import { StateMessage } from '#web/components/state-message';
import { isNotFound } from '#web/lib/api';
import { useAuth } from '#web/lib/auth';
import { useLocalized } from '#web/lib/use-localized';
import { paths } from '#common/paths';
import { courseQuery } from '../api/course-query';
import { CourseFacts } from './course-facts';
import { upcomingBatches } from '../upcoming-batches';
import { CourseResources } from './course-resources';
import './messages';

/** Below the fold: its code and words load when it comes near the screen. */
const CoursePlan = lazyPart(() => import('../plan/course-plan').then((part) => part.CoursePlan));

/** After the layout's scroll to the top, a `#resources` link scrolls on to the resources. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [ready, hash]);
}

interface CourseDetailPageProps {
  /** The buying part, from the payments area. */
  purchase: (course: CourseDto) => ReactNode;
  /** Booking a demo class, from the enquiries area; given the upcoming batches. */
  demo: (course: CourseDto, upcoming: CourseDto['batches']) => ReactNode;
  /** More about the course from other areas, under its resources (reviews). */
  children?: (course: CourseDto) => ReactNode;
}

/** A course with its facts and resources; the route puts in what other areas add to it. */
export function CourseDetailPage({ purchase, demo, children }: CourseDetailPageProps) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: course, status, error, refetch } = useQuery(courseQuery(id, user?._id));
  useScrollToHash(status === 'success');

  if (status === 'pending') return <PageLoading />;
  if (status === 'error') {
    const missing = isNotFound(error);
    return (
      <>
        <PageIntro title={missing ? t`Course not found` : t`Course Details`}>
          {missing
            ? t`This course does not exist or is no longer offered.`
            : t`This course could not be loaded.`}
        </PageIntro>
        <div className="page-container pb-20">
          {missing ? (
            <StateMessage
              title={t`We could not find that course.`}
              action={
                <Link to={paths.courses.getHref()} className="btn btn-primary">
                  <Trans>View Courses</Trans>
                </Link>
              }
            >
              <Trans>Have a look at the courses we offer today.</Trans>
            </StateMessage>
          ) : (
            <LoadError title={t`Something went wrong.`} onRetry={() => void refetch()} />
          )}
        </div>
      </>
    );
  }

  const courseTitle = inLanguage(course, 'courseTitle');
  const category = inLanguage(course, 'category');
  return (
    <>
      <PageTitle title={courseTitle} />
      <section className="from-brand-50 bg-linear-to-b to-white pt-[calc(var(--header-tall)+2.5rem)] pb-12">
        <div className="page-container grid items-start gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <nav aria-label={t`Breadcrumb`} className="text-sm text-slate-500">
              <Link to={paths.courses.getHref()} className="hover:text-brand-700 underline">
                <Trans>Courses</Trans>
              </Link>
              <span aria-hidden="true"> / </span>
              <span aria-current="page">{category}</span>
            </nav>
            <p className="bg-brand-100 text-brand-800 mt-5 inline-block rounded-full px-3 py-1 text-xs font-semibold">
              {category}
            </p>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {courseTitle}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              {inLanguage(course, 'subTitle')}
            </p>
            <div className="mt-8">
              <CourseFacts course={course} />
            </div>
          </div>
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
            <CoverImage
              src={course.courseThumbnail}
              alt={courseTitle}
              sizes={LEAD_PICTURE_SIZES.courseCover}
              priority
            />
            <div className="p-6">
              {purchase(course)}
              <a
                href="#book-demo"
                className="text-brand-700 mt-4 block text-center text-sm font-semibold underline"
              >
                <Trans>Not sure yet? Book a free demo class</Trans>
              </a>
            </div>
          </div>
        </div>
      </section>
      <div className="page-container pt-6 pb-20">
        {/* Hydrated after the part above, as a boundary of its own. */}
        <PagePart>
          <div className="space-y-14">
            <section aria-labelledby="about-course">
              <h2 id="about-course" className="text-2xl font-bold">
                <Trans>About this course</Trans>
              </h2>
              <p className="mt-4 max-w-3xl leading-relaxed whitespace-pre-line text-slate-700">
                {inLanguage(course, 'description')}
              </p>
            </section>
            <CoursePlan course={course} demo={demo(course, upcomingBatches(course.batches))} />
          </div>
        </PagePart>
        <div className="mt-14 space-y-14">
          <CourseResources course={course} />
          {children?.(course)}
        </div>
      </div>
    </>
  );
}
