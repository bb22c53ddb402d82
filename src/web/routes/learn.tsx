import { LearningScreen } from '../features/courses/lessons/learning-screen';

/** The learning screen of a course: its lessons, one lesson open, and the student's progress. */
export function Component() {
  return <LearningScreen />;
}
