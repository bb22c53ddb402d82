import { PageIntro } from '../../components/page-intro';

export function ShippingPolicyPage() {
  return (
    <PageIntro title="Shipping & Delivery Policy">
      How and when you receive access to the courses you buy from us.
    </PageIntro>
  );
}
