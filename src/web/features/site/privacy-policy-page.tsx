import { PageIntro } from '../../components/page-intro';

export function PrivacyPolicyPage() {
  return (
    <PageIntro title="Privacy Policy">
      What personal information we collect, why we collect it and how we keep it safe.
    </PageIntro>
  );
}
