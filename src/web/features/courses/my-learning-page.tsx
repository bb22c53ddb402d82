import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { StateMessage } from '../../components/state-message';
import { useAuth } from '../../lib/auth';
import { coursesQuery } from '../../lib/course-queries';
import { paths } from '../../lib/paths';
import { CourseCard } from './course-card';
import { CourseCardSkeletons } from './course-card-skeleton';

export function MyLearningPage() {
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
    content = <CourseCardSkeletons count={Math.min(enrolled.size, 3)} />;
  else if (enrolled.size > 0 && status === 'error')
    content = (
      <StateMessage
        role="alert"
        title="Your courses could not be loaded."
        action={
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            Try again
          </button>
        }
      >
        Please check your connection and try again.
      </StateMessage>
    );
  else if (purchased.length === 0)
    content = (
      <StateMessage
        title="You didn't have Purchased Courses"
        action={
          <Link to={paths.courses.getHref()} className="btn btn-primary">
            View Courses
          </Link>
        }
      >
        Pick a course and start learning today.
      </StateMessage>
    );
  else
    content = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {purchased.map((course, index) => (
          <li key={course._id} className="flex">
            <CourseCard course={course} priority={index < 3}>
              {(titleId) => (
                <Link
                  to={paths.courseDetail.getHref(course._id)}
                  className="btn btn-primary w-full"
                  aria-describedby={titleId}
                >
                  Go to Course
                </Link>
              )}
            </CourseCard>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <PageIntro title="My Purchased Courses">
        The courses you have bought, ready to continue whenever you are.
      </PageIntro>
      <section aria-label="Purchased courses" className="page-container pb-20">
        {content}
      </section>
    </>
  );
}
