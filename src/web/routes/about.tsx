import { AboutPage } from '../features/site/about-page';
import { ReadyToStart } from '../features/site/ready-to-start';
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
