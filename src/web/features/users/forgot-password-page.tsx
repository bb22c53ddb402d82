import { PageIntro } from '../../components/page-intro';

export function ForgotPasswordPage() {
  return (
    <PageIntro title="Forgot Password">
      Enter your e-mail address and we will send you a link to choose a new password.
    </PageIntro>
  );
}
