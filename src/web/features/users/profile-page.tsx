import { PageIntro } from '../../components/page-intro';

export function ProfilePage() {
  return (
    <PageIntro title="User Profile">
      Your name, e-mail address and mobile number as we have them.
    </PageIntro>
  );
}
