import { PageIntro } from '../../components/page-intro';

export function CertificateAuthenticationPage() {
  return (
    <PageIntro title="Certificate Authentication">
      Check that a certificate issued by the institute is genuine.
    </PageIntro>
  );
}
