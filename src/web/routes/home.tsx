import { HydrateLater } from '../components/hydrate-later';
import { PageTitle } from '../components/page-title';
import { FeaturedCourses } from '../features/courses/featured-courses';
import { Testimonials } from '../features/reviews/testimonials';
import { CertificateBanner } from '../features/site/certificate-banner';
import { HomeHero } from '../features/site/home-hero';
import { HomeStats } from '../features/site/home-stats';
import { VideoShorts } from '../features/site/video-shorts';

/** The home page; each section comes to life in a step of its own (components/hydrate-later). */
export function Component() {
  return (
    <>
      <PageTitle title="Coding Classes" />
      <HydrateLater>
        <HomeHero />
      </HydrateLater>
      <HydrateLater>
        <VideoShorts />
      </HydrateLater>
      <HydrateLater>
        <FeaturedCourses />
      </HydrateLater>
      <HydrateLater>
        <Testimonials />
      </HydrateLater>
      <HydrateLater>
        <HomeStats />
      </HydrateLater>
      <HydrateLater>
        <CertificateBanner />
      </HydrateLater>
    </>
  );
}
