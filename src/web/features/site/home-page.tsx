import { PageTitle } from '../../components/page-title';
import { CertificateBanner } from './certificate-banner';
import { FeaturedCourses } from './featured-courses';
import { HomeHero } from './home-hero';

export function HomePage() {
  return (
    <>
      <PageTitle title="Coding Classes" />
      <HomeHero />
      <FeaturedCourses />
      <CertificateBanner />
    </>
  );
}
