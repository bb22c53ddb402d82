import { useParams } from 'react-router';
import { lazyPart } from '../components/lazy-part';
import { LearningScreen } from '../features/courses/lessons/learning-screen';

// The course's tests load as a part of their own: not every course has tests.
const CourseTests = lazyPart(() =>
  import('../features/tests/taking/course-tests').then((part) => part.CourseTests),
);

/** The learning screen of a course: its tests, its lessons, one lesson open, and the student's progress. */
export function Component() {
  const courseId = useParams().id ?? '';
  return <LearningScreen tests={<CourseTests courseId={courseId} />} />;
}
