import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatRupees } from '#common/format';
import { PageIntro } from '../../components/page-intro';
import { CardSkeletons } from '../../components/card-skeletons';
import { LoadError } from '../../components/load-error';
import { StateMessage } from '../../components/state-message';
import { useAuth } from '../../lib/auth';
import { coursesQuery } from './api/courses-query';
import { paths } from '#common/paths';
import { CourseCard } from './course-card';

export function CoursesPage() {
  const { user } = useAuth();
  const { data: courses, status, refetch } = useQuery(coursesQuery(user?._id));
  const enrolled = new Set(user?.enrolledCourse);

  let content;
  if (status === 'pending') content = <CardSkeletons label="Loading courses…" />;
  else if (status === 'error')
    content = <LoadError title="The courses could not be loaded." onRetry={() => void refetch()} />;
  else if (courses.length === 0)
    content = (
      <StateMessage title="No courses are open yet.">
        New courses are on their way. Please check back soon.
      </StateMessage>
    );
  else
    content = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {courses.map((course, index) => (
          <li key={course._id} className="flex">
            <CourseCard course={course} withFacts priority={index < 3}>
              {(titleId) =>
                enrolled.has(course._id) ? (
                  <>
                    <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
                      Enrolled
                    </span>
                    <Link
                      to={`${paths.courseDetail.getHref(course._id)}#resources`}
                      className="btn btn-outline"
                      aria-describedby={titleId}
                    >
                      Resources
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
                      Enroll Now
                    </Link>
                  </>
                )
              }
            </CourseCard>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <PageIntro title="Our Courses">
        Browse every course we teach, online and in our classrooms, and enrol in the one that suits
        you.
      </PageIntro>
      <section aria-label="Courses" className="page-container pb-20">
        {content}
      </section>
    </>
  );
}
