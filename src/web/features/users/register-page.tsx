import { PageIntro } from '../../components/page-intro';

export function RegisterPage() {
  return (
    <PageIntro title="Sign up now">
      Create your account to buy courses and keep track of your learning.
    </PageIntro>
  );
}
