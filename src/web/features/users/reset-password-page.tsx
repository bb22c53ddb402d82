import { PageIntro } from '../../components/page-intro';

export function ResetPasswordPage() {
  return <PageIntro title="Reset Password">Choose a new password for your account.</PageIntro>;
}
