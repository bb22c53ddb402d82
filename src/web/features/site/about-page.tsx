import { PageIntro } from '../../components/page-intro';

export function AboutPage() {
  return (
    <PageIntro title="About">
      Who we are, how we teach, our mission and vision, and the mentors who run our classrooms.
    </PageIntro>
  );
}
