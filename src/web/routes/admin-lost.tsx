import { LostPage } from '../features/site/pages/lost-page';

export function Component() {
  return <LostPage admin />;
}
