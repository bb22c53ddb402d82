import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatRupees } from '#common/format';
import { PageIntro } from '#web/components/page-intro';
import { CardSkeletons } from '#web/components/card-skeletons';
import { LoadError } from '#web/components/load-error';
import { Pagination } from '#web/components/pagination';
import { StateMessage } from '#web/components/state-message';
import { useAuth } from '#web/lib/auth';
import { courseSearchQuery } from '../api/course-search-query';
import { paths } from '#common/paths';
import { CourseCard } from '../course-card';
import { CourseFinderForm } from './course-finder-form';
import { useCourseFinder } from './use-course-finder';
import './messages';

export function CoursesPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const finder = useCourseFinder();
  const { data, status, refetch, isPlaceholderData } = useQuery(
    courseSearchQuery(finder.apiQuery, user?._id),
  );
  const enrolled = new Set(user?.enrolledCourse);
  const total = data?.total ?? 0;

  let content;
  if (status === 'pending') content = <CardSkeletons label={t`Loading courses…`} />;
  else if (status === 'error')
    content = (
      <LoadError title={t`The courses could not be loaded.`} onRetry={() => void refetch()} />
    );
  else if (data.courses.length === 0)
    content = finder.filtered ? (
      <StateMessage
        title={t`No courses match your search.`}
        action={
          <button type="button" className="btn btn-primary" onClick={finder.clear}>
            <Trans>Clear filters</Trans>
          </button>
        }
      >
        <Trans>Try other words, or fewer filters.</Trans>
      </StateMessage>
    ) : (
      <StateMessage title={t`No courses are open yet.`}>
        <Trans>New courses are on their way. Please check back soon.</Trans>
      </StateMessage>
    );
  else
    content = (
      <>
        <ul
          className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.courses.map((course, index) => (
            <li key={course._id} className="flex">
              <CourseCard course={course} withFacts priority={index === 0}>
                {(titleId) =>
                  enrolled.has(course._id) ? (
                    <>
                      <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
                        <Trans>Enrolled</Trans>
                      </span>
                      <Link
                        to={`${paths.courseDetail.getHref(course._id)}#resources`}
                        className="btn btn-outline"
                        aria-describedby={titleId}
                      >
                        <Trans>Resources</Trans>
                      </Link>
                    </>
                  ) : (
                    <>
                      <span className="text-ink text-xl font-extrabold tabular-nums">
                        {formatRupees(course.coursePrice)}
                      </span>
                      <Link
                        to={paths.courseDetail.getHref(course._id)}
                        className="btn btn-primary"
                        aria-describedby={titleId}
                      >
                        <Trans>Enroll Now</Trans>
                      </Link>
                    </>
                  )
                }
              </CourseCard>
            </li>
          ))}
        </ul>
        {data.Pages > 1 && (
          <div className="mt-10 flex justify-center">
            <Pagination
              page={finder.page}
              pageCount={data.Pages}
              onPageChange={finder.setPage}
              label={t`Courses`}
            />
          </div>
        )}
      </>
    );

  return (
    <>
      <PageIntro title={t`Our Courses`}>
        <Trans>
          Browse every course we teach, online and in our classrooms, and enrol in the one that
          suits you.
        </Trans>
      </PageIntro>
      <section aria-label={t`Courses`} className="page-container space-y-6 pb-20">
        <CourseFinderForm state={finder.state} onChange={finder.change} />
        <p role="status" className="text-sm text-slate-600">
          {status === 'success' &&
            (finder.filtered ? (
              <Plural value={total} one="# course found" other="# courses found" />
            ) : (
              <Plural value={total} one="# course" other="# courses" />
            ))}
        </p>
        {content}
      </section>
    </>
  );
}
