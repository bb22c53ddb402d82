import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '#web/components/page-intro';
import { NameCheckForm, NumberCheckForm } from './check-forms';
import './messages';

export function CertificateAuthenticationPage() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`Certificate Authentication`}>
        <Trans>
          Check that a certificate issued by the institute is genuine: enter the student’s name and
          date of birth, or the certificate number. Scanning the QR code on a printed certificate
          opens its page directly.
        </Trans>
      </PageIntro>
      <div className="page-container grid gap-6 pb-20 lg:grid-cols-2">
        <NameCheckForm />
        <NumberCheckForm />
      </div>
    </>
  );
}
