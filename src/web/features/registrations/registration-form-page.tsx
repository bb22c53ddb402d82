import { PageIntro } from '../../components/page-intro';

export function RegistrationFormPage() {
  return (
    <PageIntro title="Register yourself">
      Tell us about yourself and the class you are in, and we will get in touch about admission.
    </PageIntro>
  );
}
