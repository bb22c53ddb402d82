import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatRupees } from '#common/format';
import type { CourseDto } from '#common/schemas/courses';
import { CoverImage } from '#web/components/cover-image';
import { FailureAlert } from '#web/components/failure-alert';
import { PageIntro } from '#web/components/page-intro';
import { LoadError } from '#web/components/load-error';
import { StateMessage } from '#web/components/state-message';
import { isNotFound } from '#web/lib/api';
import { useAuth } from '#web/lib/auth';
import { useLocalized } from '#web/lib/use-localized';
import { paths } from '#common/paths';
import { TestPaymentWindow } from '../test-payment-window';
import { CheckoutForm } from './checkout-form';
import { CouponBox } from '../coupon-box';
import { FeeBalance } from '../fee-balance';
import { useCheckout } from '../use-checkout';
import { useCoupon } from '../use-coupon';
import './messages';

const viewCourses = (
  <Link to={paths.courses.getHref()} className="btn btn-primary">
    <Trans>View Courses</Trans>
  </Link>
);

interface PaymentPageProps {
  /** From `/payment?courseId=…`; empty when the address names no course. */
  courseId: string;
  /** That course, loaded by the courses area's query in the route. */
  course: UseQueryResult<CourseDto>;
}

/** Checkout for one course. */
export function PaymentPage({ courseId, course: courseResult }: PaymentPageProps) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const { user } = useAuth();
  const checkout = useCheckout();
  const { testPayment, problem } = checkout;
  const coupon = useCoupon(courseId);
  const { data: course, status, error, refetch } = courseResult;

  let content;
  if (!courseId || (status === 'error' && isNotFound(error)))
    content = (
      <StateMessage title={t`Choose a course to buy.`} action={viewCourses}>
        <Trans>
          This page needs a course. Pick one from our courses and press its purchase button.
        </Trans>
      </StateMessage>
    );
  else if (status === 'pending')
    content = (
      <div role="status" className="h-64 animate-pulse rounded-2xl bg-slate-100">
        <span className="sr-only">
          <Trans>Loading the course…</Trans>
        </span>
      </div>
    );
  else if (status === 'error')
    content = (
      <LoadError title={t`The course could not be loaded.`} onRetry={() => void refetch()} />
    );
  else {
    const purchased = Boolean(user?.enrolledCourse.includes(course._id));
    content = (
      <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-[2fr_3fr]">
        <CoverImage
          src={course.courseThumbnail}
          alt=""
          sizes="(min-width: 768px) 400px, 100vw"
          priority
          className="h-full"
        />
        <div className="flex flex-col gap-4 p-6 sm:p-8">
          <p className="text-brand-700 text-sm font-semibold">{inLanguage(course, 'category')}</p>
          <h2 className="text-2xl font-bold">
            <Link to={paths.courseDetail.getHref(course._id)} className="hover:text-brand-700">
              {inLanguage(course, 'courseTitle')}
            </Link>
          </h2>
          <p className="text-slate-600">{inLanguage(course, 'subTitle')}</p>
          <p className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-4">
            <span className="text-sm font-semibold text-slate-500">
              <Trans>Total</Trans>
            </span>
            <span className="text-ink text-3xl font-extrabold tabular-nums">
              {formatRupees(coupon.applied?.total ?? course.coursePrice)}
            </span>
          </p>
          <FeeBalance courseId={course._id} />
          {!purchased && <CouponBox coupon={coupon} />}
          {purchased ? (
            <Link to={paths.myLearning.getHref()} className="btn btn-outline py-3">
              <Trans>Purchased · Go to My Learning</Trans>
            </Link>
          ) : (
            <CheckoutForm
              courseId={course._id}
              total={coupon.applied?.total ?? course.coursePrice}
              couponCode={coupon.applied?.couponCode ?? undefined}
              checkout={checkout}
            />
          )}
          <FailureAlert message={problem} />
        </div>
      </article>
    );
  }

  return (
    <>
      <PageIntro title={t`Payment`}>
        <Trans>Review your course and pay securely to start learning.</Trans>
      </PageIntro>
      <section aria-label={t`Checkout`} className="page-container max-w-4xl pb-20">
        {content}
      </section>
      <TestPaymentWindow
        payment={testPayment}
        courseTitle={course ? inLanguage(course, 'courseTitle') : ''}
      />
    </>
  );
}
