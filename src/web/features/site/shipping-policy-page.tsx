import { PolicyPage } from './policy-page';
import { pages } from '#common/pages';

export function ShippingPolicyPage() {
  return (
    <PolicyPage
      title={pages.shipping.title}
      summary="How the courses you buy on this website reach you."
      sections={[
        {
          heading: 'Shipping does not apply',
          body: (
            <p>
              We sell only digital courses. Nothing is printed, packed or posted, so there are no
              shipping charges and no delivery address is needed.
            </p>
          ),
        },
        {
          heading: 'Delivery right after purchase',
          body: (
            <>
              <p>
                A course is delivered the moment your payment is confirmed: it appears under My
                Learning in your account, and its syllabus, e-books and slides can be opened and
                downloaded from the course page.
              </p>
              <p>
                You need to be logged in with the account you paid from. Delivery is the same
                anywhere in India and abroad.
              </p>
            </>
          ),
        },
        {
          heading: 'If a course does not appear',
          body: (
            <p>
              Log out and log in again, then open My Learning. If the course is still missing a few
              minutes after a successful payment, contact us with the payment reference and we will
              open it for you.
            </p>
          ),
        },
        {
          heading: 'Classroom and live classes',
          body: (
            <p>
              Offline classes take place at our institute and online classes through the links we
              share with enrolled students; the schedule is given when you join a batch.
            </p>
          ),
        },
      ]}
    />
  );
}
