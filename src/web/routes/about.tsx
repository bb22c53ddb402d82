import { AboutPage } from '../features/site/pages/about-page';
import { ReadyToStart } from '../features/site/pages/ready-to-start';
import { TeamSection } from '../features/team/team-section';

export function Component() {
  return (
    <>
      <AboutPage />
      <TeamSection />
      <ReadyToStart />
    </>
  );
}
