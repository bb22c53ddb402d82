import { useLingui } from '@lingui/react/macro';
import { lazyPart } from '../components/lazy-part';
import { PagePart } from '../components/page-part';
import { PageTitle } from '../components/page-title';
import { HomeHero } from '../features/site/home-hero';

const VideoShorts = lazyPart(() =>
  import('../features/site/video-shorts').then((part) => part.VideoShorts),
);
const FeaturedCourses = lazyPart(() =>
  import('../features/courses/featured-courses').then((part) => part.FeaturedCourses),
);
const Testimonials = lazyPart(() =>
  import('../features/reviews/testimonials').then((part) => part.Testimonials),
);
const HomeStats = lazyPart(() =>
  import('../features/site/home-stats').then((part) => part.HomeStats),
);
const CertificateBanner = lazyPart(() =>
  import('../features/site/certificate-banner').then((part) => part.CertificateBanner),
);

/**
 * The home page: the hero hydrates as a part of its own (components/page-part); the sections below
 * it load their code when they come near the screen (components/lazy-part).
 */
export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Coding Classes`} />
      <PagePart>
        <HomeHero />
      </PagePart>
      <VideoShorts />
      <FeaturedCourses />
      <Testimonials />
      <HomeStats />
      <CertificateBanner />
    </>
  );
}
