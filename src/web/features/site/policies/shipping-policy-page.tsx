import { Trans, useLingui } from '@lingui/react/macro';
import { PolicyPage } from './policy-page';
import './messages';

export function ShippingPolicyPage() {
  const { t } = useLingui();
  return (
    <PolicyPage
      title={t`Shipping & Delivery Policy`}
      summary={t`How the courses you buy on this website reach you.`}
      sections={[
        {
          heading: t`Shipping does not apply`,
          body: (
            <p>
              <Trans>
                We sell only digital courses. Nothing is printed, packed or posted, so there are no
                shipping charges and no delivery address is needed.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Delivery right after purchase`,
          body: (
            <>
              <p>
                <Trans>
                  A course is delivered the moment your payment is confirmed: it appears under My
                  Learning in your account, and its syllabus, e-books and slides can be opened and
                  downloaded from the course page.
                </Trans>
              </p>
              <p>
                <Trans>
                  You need to be logged in with the account you paid from. Delivery is the same
                  anywhere in India and abroad.
                </Trans>
              </p>
            </>
          ),
        },
        {
          heading: t`If a course does not appear`,
          body: (
            <p>
              <Trans>
                Log out and log in again, then open My Learning. If the course is still missing a
                few minutes after a successful payment, contact us with the payment reference and we
                will open it for you.
              </Trans>
            </p>
          ),
        },
        {
          heading: t`Classroom and live classes`,
          body: (
            <p>
              <Trans>
                Offline classes take place at our institute and online classes through the links we
                share with enrolled students; the schedule is given when you join a batch.
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
