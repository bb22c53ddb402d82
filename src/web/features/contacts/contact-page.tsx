import { PageIntro } from '../../components/page-intro';

export function ContactPage() {
  return (
    <PageIntro title="Contact Us">
      Send us a question, call us or visit our classrooms; we are happy to help.
    </PageIntro>
  );
}
