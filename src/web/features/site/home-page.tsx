import { PageTitle } from '../../components/page-title';
import { CertificateBanner } from './certificate-banner';
import { HomeHero } from './home-hero';

export function HomePage() {
  return (
    <>
      <PageTitle title="Coding Classes" />
      <HomeHero />
      <CertificateBanner />
    </>
  );
}
