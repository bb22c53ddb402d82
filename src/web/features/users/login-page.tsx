import { PageIntro } from '../../components/page-intro';

export function LoginPage() {
  return (
    <PageIntro title="Login">
      Sign in to continue learning and reach the courses you have bought.
    </PageIntro>
  );
}
