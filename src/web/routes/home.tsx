import { PagePart } from '../components/page-part';
import { PageTitle } from '../components/page-title';
import { FeaturedCourses } from '../features/courses/featured-courses';
import { Testimonials } from '../features/reviews/testimonials';
import { CertificateBanner } from '../features/site/certificate-banner';
import { HomeHero } from '../features/site/home-hero';
import { HomeStats } from '../features/site/home-stats';
import { VideoShorts } from '../features/site/video-shorts';
import { pages } from '#common/pages';

/** The home page; each section is a part that React hydrates on its own (components/page-part). */
export function Component() {
  return (
    <>
      <PageTitle title={pages.home.title} />
      <PagePart>
        <HomeHero />
      </PagePart>
      <PagePart>
        <VideoShorts />
      </PagePart>
      <PagePart>
        <FeaturedCourses />
      </PagePart>
      <PagePart>
        <Testimonials />
      </PagePart>
      <PagePart>
        <HomeStats />
      </PagePart>
      <PagePart>
        <CertificateBanner />
      </PagePart>
    </>
  );
}
