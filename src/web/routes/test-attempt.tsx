import { TestScreen } from '../features/tests/taking/test-screen';

/** A test being taken: its questions, the time left and the answers as they are saved. */
export function Component() {
  return <TestScreen />;
}
