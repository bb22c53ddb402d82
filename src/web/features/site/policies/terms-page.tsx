import { Trans, useLingui } from '@lingui/react/macro';
import { PolicyPage } from './policy-page';
import './messages';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <PolicyPage
      title={t`Terms and Conditions`}
      summary={t`The terms on which you use this website and the course material it delivers.`}
      sections={[
        {
          heading: t`Using this website`,
          body: (
            <p>
              <Trans>
                By using this website you agree to these terms. You may browse courses, news and the
                blog, check certificates and send us enquiries without an account. Buying a course
                and writing a review need an account.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Your account`,
          body: (
            <>
              <p>
                <Trans>
                  Give true details when you sign up and keep your password to yourself. You are
                  responsible for what is done with your account. Tell us at once if you think
                  someone else has used it.
                </Trans>
              </p>
              <p>
                <Trans>
                  We may suspend an account that is used to break these terms, to disturb other
                  learners or to attack the website.
                </Trans>
              </p>
            </>
          ),
        },
        {
          heading: t`The course material`,
          body: (
            <p>
              <Trans>
                The videos, e-books, slides, syllabi and code in our courses belong to the institute
                or its instructors. Buying a course gives you a personal licence to use its material
                for your own learning. You may not copy, resell, share your account, or publish the
                material elsewhere.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Prices and payment`,
          body: (
            <p>
              <Trans>
                Prices are in Indian rupees and are shown on each course before you pay. Payments
                are handled by our payment partner; we never see or store your card or UPI details.
                The Cancellation and Refund Policy applies to every purchase.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Reviews and messages`,
          body: (
            <p>
              <Trans>
                Reviews and messages you send must be your own and must not be abusive, false or
                unlawful. We may hide or remove any review.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Certificates`,
          body: (
            <p>
              <Trans>
                Certificates are issued to students who complete a course. Anyone may check a
                certificate on this website. A certificate found to be obtained wrongly may be
                revoked.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Liability and law`,
          body: (
            <p>
              <Trans>
                We work to keep the website available and correct but cannot promise it will never
                be interrupted. These terms are governed by the laws of India, and the courts at the
                institute&apos;s city have jurisdiction.
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
