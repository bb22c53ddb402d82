import { PageTitle } from '../components/page-title';
import { FeaturedCourses } from '../features/courses/featured-courses';
import { Testimonials } from '../features/reviews/testimonials';
import { CertificateBanner } from '../features/site/certificate-banner';
import { HomeHero } from '../features/site/home-hero';
import { HomeStats } from '../features/site/home-stats';
import { VideoShorts } from '../features/site/video-shorts';

export function Component() {
  return (
    <>
      <PageTitle title="Coding Classes" />
      <HomeHero />
      <VideoShorts />
      <FeaturedCourses />
      <Testimonials />
      <HomeStats />
      <CertificateBanner />
    </>
  );
}
