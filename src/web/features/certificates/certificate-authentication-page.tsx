import { PageIntro } from '#web/components/page-intro';
import { NameCheckForm, NumberCheckForm } from './check-forms';
import { pages } from '#common/pages';

export function CertificateAuthenticationPage() {
  return (
    <>
      <PageIntro title={pages.certificateAuthentication.title}>
        Check that a certificate issued by the institute is genuine: enter the student’s name and
        date of birth, or the certificate number. Scanning the QR code on a printed certificate
        opens its page directly.
      </PageIntro>
      <div className="page-container grid gap-6 pb-20 lg:grid-cols-2">
        <NameCheckForm />
        <NumberCheckForm />
      </div>
    </>
  );
}
