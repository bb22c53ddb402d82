import { PageIntro } from '../../components/page-intro';

export function PaymentPage() {
  return (
    <PageIntro title="Payment">Review your course and pay securely to start learning.</PageIntro>
  );
}
