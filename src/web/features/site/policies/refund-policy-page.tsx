import { Trans, useLingui } from '@lingui/react/macro';
import { PolicyPage } from './policy-page';
import './messages';

export function RefundPolicyPage() {
  const { t } = useLingui();
  return (
    <PolicyPage
      title={t`Cancellation and Refund Policy`}
      summary={t`How cancellations and refunds work for courses bought on this website.`}
      sections={[
        {
          heading: t`No cancellations or refunds`,
          body: (
            <p>
              <Trans>
                Our courses are digital. As soon as a payment is confirmed, the course and all its
                material (syllabus, e-books and slides) open in your account. Because the material
                is delivered at once and cannot be returned, a purchase cannot be cancelled and the
                fee is not refunded, in full or in part.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Before you buy`,
          body: (
            <p>
              <Trans>
                Every course page shows what the course covers, its level, duration and language,
                and the titles of its resources. If you are unsure whether a course suits you, ask
                us for a free demo class or the free one-month trial before you pay.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Payments that went wrong`,
          body: (
            <>
              <p>
                <Trans>
                  If money left your account but the course did not open, or you were charged twice
                  for the same course, write to us with the date, the amount and the payment
                  reference. We check every such case with our payment partner.
                </Trans>
              </p>
              <p>
                <Trans>
                  A charge that did not give you the course is returned in full to the account it
                  came from, usually within 5 to 7 working days of our confirming it.
                </Trans>
              </p>
            </>
          ),
        },
        {
          heading: t`Courses we change or withdraw`,
          body: (
            <p>
              <Trans>
                If we withdraw a course you have bought, you keep its material. If we cannot deliver
                a course we promised, we will offer you another course of the same value or return
                what you paid.
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
