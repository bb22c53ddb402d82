import { ResultScreen } from '../features/tests/taking/result-screen';

/** A submitted test's score, and its answers and explanations once released. */
export function Component() {
  return <ResultScreen />;
}
