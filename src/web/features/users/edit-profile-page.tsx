import { PageIntro } from '../../components/page-intro';

export function EditProfilePage() {
  return (
    <PageIntro title="Update Profile">Change your profile picture and contact details.</PageIntro>
  );
}
