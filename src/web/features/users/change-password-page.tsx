import { PageIntro } from '../../components/page-intro';

export function ChangePasswordPage() {
  return <PageIntro title="Change Password">Choose a new password for your account.</PageIntro>;
}
