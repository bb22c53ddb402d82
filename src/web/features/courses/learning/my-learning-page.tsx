import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseSummaryDto } from '#common/schemas/courses';
import { PageIntro } from '#web/components/page-intro';
import { CardSkeletons } from '#web/components/card-skeletons';
import { LoadError } from '#web/components/load-error';
import { StateMessage } from '#web/components/state-message';
import { useAuth } from '#web/lib/auth';
import { coursesQuery } from '../api/courses-query';
import { paths } from '#common/paths';
import { CourseCard } from '../course-card';
import './messages';

interface MyLearningPageProps {
  /** More under the courses once there are some (the review form). */
  children?: (purchased: CourseSummaryDto[]) => ReactNode;
  /** Shown under the courses in every case (fees and invoices). */
  footer?: ReactNode;
  /** A course's way into its lessons: its progress and the Continue button. */
  action: (courseId: string, titleId: string) => ReactNode;
}

/** The student's bought courses, with what other areas add under them. */
export function MyLearningPage({ children, footer, action }: MyLearningPageProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const enrolled = new Set(user?.enrolledCourse);
  const {
    data: courses,
    status,
    refetch,
  } = useQuery({
    ...coursesQuery(user?._id),
    enabled: enrolled.size > 0,
  });
  const purchased = courses?.filter((course) => enrolled.has(course._id)) ?? [];

  let content;
  if (enrolled.size > 0 && status === 'pending')
    content = <CardSkeletons label={t`Loading courses…`} count={Math.min(enrolled.size, 3)} />;
  else if (enrolled.size > 0 && status === 'error')
    content = (
      <LoadError title={t`Your courses could not be loaded.`} onRetry={() => void refetch()} />
    );
  else if (purchased.length === 0)
    content = (
      <StateMessage
        title={t`You didn't have Purchased Courses`}
        action={
          <Link to={paths.courses.getHref()} className="btn btn-primary">
            <Trans>View Courses</Trans>
          </Link>
        }
      >
        <Trans>Pick a course and start learning today.</Trans>
      </StateMessage>
    );
  else
    content = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {purchased.map((course, index) => (
          <li key={course._id} className="flex">
            <CourseCard course={course} priority={index === 0}>
              {(titleId) => (
                <div className="w-full space-y-2">
                  {action(course._id, titleId)}
                  <Link
                    to={paths.courseDetail.getHref(course._id)}
                    className="btn btn-outline w-full"
                    aria-describedby={titleId}
                  >
                    <Trans>Go to Course</Trans>
                  </Link>
                </div>
              )}
            </CourseCard>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <PageIntro title={t`My Purchased Courses`}>
        <Trans>The courses you have bought, ready to continue whenever you are.</Trans>
      </PageIntro>
      <section aria-label={t`Purchased courses`} className="page-container pb-20">
        {content}
        {footer && <div className="mt-14">{footer}</div>}
        {purchased.length > 0 && children && <div className="mt-14">{children(purchased)}</div>}
      </section>
    </>
  );
}
