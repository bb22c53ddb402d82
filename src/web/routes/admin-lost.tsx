import { LostPage } from '../features/site/lost-page';

export function Component() {
  return <LostPage admin />;
}
