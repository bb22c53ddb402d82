import { PageIntro } from '../../components/page-intro';

export function TermsPage() {
  return (
    <PageIntro title="Terms and Conditions">
      The terms that apply when you use this website and join our courses.
    </PageIntro>
  );
}
