import { PageIntro } from '../../components/page-intro';

export function MyLearningPage() {
  return (
    <PageIntro title="My Purchased Courses">
      The courses you have bought, ready to continue whenever you are.
    </PageIntro>
  );
}
