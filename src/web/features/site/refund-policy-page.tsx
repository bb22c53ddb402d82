import { PageIntro } from '../../components/page-intro';

export function RefundPolicyPage() {
  return (
    <PageIntro title="Cancellation and Refund Policy">
      How cancellations and refunds work for courses bought on this website.
    </PageIntro>
  );
}
