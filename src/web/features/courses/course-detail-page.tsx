import { LEAD_PICTURE_SIZES } from '#common/images';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
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
import { paths } from '#common/paths';
import { courseQuery } from './api/course-query';
import { CourseBatches, upcomingBatches } from './course-batches';
import { CourseFacts } from './course-facts';
import { CourseHighlights } from './course-highlights';
import { CourseOutline } from './course-outline';
import { CourseResources } from './course-resources';

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
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: course, status, error, refetch } = useQuery(courseQuery(id, user?._id));
  useScrollToHash(status === 'success');

  if (status === 'pending') return <PageLoading />;
  if (status === 'error') {
    const missing = isNotFound(error);
    return (
      <>
        <PageIntro title={missing ? 'Course not found' : 'Course Details'}>
          {missing
            ? 'This course does not exist or is no longer offered.'
            : 'This course could not be loaded.'}
        </PageIntro>
        <div className="page-container pb-20">
          {missing ? (
            <StateMessage
              title="We could not find that course."
              action={
                <Link to={paths.courses.getHref()} className="btn btn-primary">
                  View Courses
                </Link>
              }
            >
              Have a look at the courses we offer today.
            </StateMessage>
          ) : (
            <LoadError title="Something went wrong." onRetry={() => void refetch()} />
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <PageTitle title={course.courseTitle} />
      <section className="from-brand-50 bg-linear-to-b to-white pt-[calc(var(--header-tall)+2.5rem)] pb-12">
        <div className="page-container grid items-start gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
              <Link to={paths.courses.getHref()} className="hover:text-brand-700 underline">
                Courses
              </Link>
              <span aria-hidden="true"> / </span>
              <span aria-current="page">{course.category}</span>
            </nav>
            <p className="bg-brand-100 text-brand-800 mt-5 inline-block rounded-full px-3 py-1 text-xs font-semibold">
              {course.category}
            </p>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {course.courseTitle}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{course.subTitle}</p>
            <div className="mt-8">
              <CourseFacts course={course} />
            </div>
          </div>
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
            <CoverImage
              src={course.courseThumbnail}
              alt={course.courseTitle}
              sizes={LEAD_PICTURE_SIZES.courseCover}
              priority
            />
            <div className="p-6">
              {purchase(course)}
              <a
                href="#book-demo"
                className="text-brand-700 mt-4 block text-center text-sm font-semibold underline"
              >
                Not sure yet? Book a free demo class
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
                About this course
              </h2>
              <p className="mt-4 max-w-3xl leading-relaxed whitespace-pre-line text-slate-700">
                {course.description}
              </p>
            </section>
            <CourseHighlights course={course} />
            <CourseOutline outline={course.outline} />
            <div className="grid items-start gap-8 lg:grid-cols-[1.4fr_1fr]">
              <CourseBatches batches={course.batches} />
              {demo(course, upcomingBatches(course.batches))}
            </div>
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
