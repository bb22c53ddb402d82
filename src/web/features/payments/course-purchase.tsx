import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '#common/format';
import { billingRequired } from '#common/billing';
import type { CourseDto } from '#common/schemas/courses';
import { FailureAlert } from '#web/components/failure-alert';
import { TestPaymentWindow } from './test-payment-window';
import { useAuth } from '#web/lib/auth';
import { useLocalized } from '#web/lib/use-localized';
import { paths } from '#common/paths';
import { CouponBox } from './coupon-box';
import { FeeBalance } from './fee-balance';
import { useCheckout } from './use-checkout';
import { useCoupon } from './use-coupon';
import './messages';

/**
 * The price and the purchase button, or "Purchased" once the course is the student's. The button
 * opens the checkout page instead when the invoice needs billing details the profile lacks.
 */
export function CoursePurchase({ course }: { course: CourseDto }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const inLanguage = useLocalized();
  const { buy, busy, testPayment, problem } = useCheckout();
  const coupon = useCoupon(course._id);
  const purchased = Boolean(user?.enrolledCourse.includes(course._id));
  const price = coupon.applied?.total ?? course.coursePrice;

  return (
    <div className="space-y-4">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold text-slate-500">
          <Trans>Course fee</Trans>
        </span>
        <span className="text-ink text-3xl font-extrabold tabular-nums">
          {formatRupees(course.coursePrice)}
        </span>
      </p>
      <FeeBalance courseId={course._id} />
      {!purchased && <CouponBox coupon={coupon} />}
      {purchased ? (
        <button
          type="button"
          className="btn w-full py-3 disabled:bg-green-700 disabled:text-white"
          disabled
        >
          <Trans>Purchased</Trans>
        </button>
      ) : (
        // Pressed before the page has come to life, it opens the course's checkout page.
        <form
          method="get"
          action={paths.payment.path}
          onSubmit={(event) => {
            // An invoice from ₹50,000 needs the billing address and state: the checkout page
            // asks for those the profile lacks.
            if (billingRequired(price) && !(user?.address && user.state)) return;
            event.preventDefault();
            void buy(course._id, coupon.applied?.couponCode ?? undefined);
          }}
        >
          <input type="hidden" name="courseId" value={course._id} />
          <button type="submit" className="btn btn-primary w-full py-3 text-base" disabled={busy}>
            {busy ? t`Loading...` : t`Purchase for ${formatRupees(price)}`}
          </button>
        </form>
      )}
      <FailureAlert message={problem} />
      <TestPaymentWindow payment={testPayment} courseTitle={inLanguage(course, 'courseTitle')} />
    </div>
  );
}
