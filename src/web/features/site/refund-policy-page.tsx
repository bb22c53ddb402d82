import { PolicyPage } from './policy-page';
import { pages } from '#common/pages';

export function RefundPolicyPage() {
  return (
    <PolicyPage
      title={pages.refund.title}
      summary="How cancellations and refunds work for courses bought on this website."
      sections={[
        {
          heading: 'No cancellations or refunds',
          body: (
            <p>
              Our courses are digital. As soon as a payment is confirmed, the course and all its
              material (syllabus, e-books and slides) open in your account. Because the material is
              delivered at once and cannot be returned, a purchase cannot be cancelled and the fee
              is not refunded, in full or in part.
            </p>
          ),
        },
        {
          heading: 'Before you buy',
          body: (
            <p>
              Every course page shows what the course covers, its level, duration and language, and
              the titles of its resources. If you are unsure whether a course suits you, ask us for
              a free demo class or the free one-month trial before you pay.
            </p>
          ),
        },
        {
          heading: 'Payments that went wrong',
          body: (
            <>
              <p>
                If money left your account but the course did not open, or you were charged twice
                for the same course, write to us with the date, the amount and the payment
                reference. We check every such case with our payment partner.
              </p>
              <p>
                A charge that did not give you the course is returned in full to the account it came
                from, usually within 5 to 7 working days of our confirming it.
              </p>
            </>
          ),
        },
        {
          heading: 'Courses we change or withdraw',
          body: (
            <p>
              If we withdraw a course you have bought, you keep its material. If we cannot deliver a
              course we promised, we will offer you another course of the same value or return what
              you paid.
            </p>
          ),
        },
      ]}
    />
  );
}
