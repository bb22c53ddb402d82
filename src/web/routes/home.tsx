import { Suspense } from 'react';
import { PageTitle } from '../components/page-title';
import { FeaturedCourses } from '../features/courses/featured-courses';
import { Testimonials } from '../features/reviews/testimonials';
import { CertificateBanner } from '../features/site/certificate-banner';
import { HomeHero } from '../features/site/home-hero';
import { HomeStats } from '../features/site/home-stats';
import { VideoShorts } from '../features/site/video-shorts';

/** The home page; each section is a Suspense boundary, which React hydrates on its own. */
export function Component() {
  return (
    <>
      <PageTitle title="Coding Classes" />
      <Suspense>
        <HomeHero />
      </Suspense>
      <Suspense>
        <VideoShorts />
      </Suspense>
      <Suspense>
        <FeaturedCourses />
      </Suspense>
      <Suspense>
        <Testimonials />
      </Suspense>
      <Suspense>
        <HomeStats />
      </Suspense>
      <Suspense>
        <CertificateBanner />
      </Suspense>
    </>
  );
}
